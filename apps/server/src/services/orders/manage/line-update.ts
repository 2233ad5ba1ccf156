import { nextRevision } from '../../../core/db/index.js';
import { and, eq } from 'drizzle-orm';
import { ORDER_EVENTS, type OrderLineItemUpdate } from '@atrium/contract';
import { maskedPatch } from '../../../core/wire/field-mask.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { lockOrder } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orderLines, orders } from '../tables.js';

/** What a placed line lets the site change: how it is named, described and handled, never what it cost. */
const UPDATABLE = [
  'productName',
  'descriptionLines',
  'physicalProperties',
  'itemType',
  'fulfillerId',
  'priceDescription',
  'extendedFields',
] as const;
const CLEARABLE = [
  'descriptionLines',
  'physicalProperties',
  'fulfillerId',
  'priceDescription',
  'extendedFields',
] as const;

/** The line's record of the sale: said plainly rather than dropped. */
const FIXED = [
  'quantity',
  'price',
  'lineItemPrice',
  'taxDetails',
  'taxInfo',
  'catalogReference',
  'refundQuantity',
  'restockQuantity',
  'paymentOption',
  'decimalQuantity',
] as const;

/**
 * updateOrderLineItem: the fields the mask names (all the updatable ones sent, without a mask), written on the
 * line's snapshot under the order's row lock. Quantities and prices are the order's record of the sale: they
 * change through refunds and cancellation, not here.
 */
export async function updateOrderLine(
  ctx: OrdersContext,
  siteId: string,
  request: { id: string; lineItem: OrderLineItemUpdate; fieldMask?: string | null },
) {
  const { id: orderId, lineItem: input, fieldMask } = request;
  for (const field of FIXED)
    if (input[field] != null)
      throw invalid(`lineItem.${field}`, 'is fixed when the order is placed', 'FIELD_NOT_ALLOWED');
  const patch = maskedPatch({
    entity: input,
    name: 'lineItem',
    fieldMask,
    updatable: UPDATABLE,
    clearable: CLEARABLE,
  });
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, orderId);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, input.id)));
    if (!line)
      throw appError(
        'LINE_ITEM_NOT_FOUND',
        { orderId, lineItemId: input.id },
        'The order has no line with this id',
      );
    // The snapshot keeps the line as shown on the wire, so each field is stored as sent.
    const changes = Object.fromEntries(Object.entries(patch).map(([field, value]) => [field, value ?? null]));
    const now = new Date(ctx.clock());
    await tx
      .update(orderLines)
      .set({ snapshot: { ...line.snapshot, ...changes } })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, line.id)));
    await tx
      .update(orders)
      .set({ ...nextRevision(orders, now) })
      .where(eq(orders.id, order.id));
    await ctx.outbox.record(tx, {
      siteId,
      type: ORDER_EVENTS.updated,
      entityId: order.id,
      data: { orderId: order.id, lineItemId: line.id, fields: Object.keys(patch) },
    });
  });
}
