import type { Fulfillment, OrderWithFulfillments } from '@atrium/contract';
import type { OrderFulfillmentRow } from '../tables.js';

/** A fulfillment in its wire shape: its lines by the order line's id, and the one kind of info it has. */
export function fulfillmentWire(row: OrderFulfillmentRow): Fulfillment {
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    lineItems: row.lineItems.map((item) => ({ id: item.lineItemId, quantity: item.quantity })),
    ...(row.trackingInfo ? { trackingInfo: row.trackingInfo } : {}),
    ...(row.customInfo ? { customInfo: row.customInfo } : {}),
    status: row.status,
    completed: row.completed,
  };
}

/** An order's id and its fulfillments, given in the order they were made. */
export function orderWithFulfillments(
  orderId: string,
  rows: readonly OrderFulfillmentRow[],
): OrderWithFulfillments {
  return { orderId, fulfillments: rows.map(fulfillmentWire) };
}
