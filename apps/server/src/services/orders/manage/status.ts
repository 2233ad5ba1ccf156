import { eq } from 'drizzle-orm';
import { ORDER_EVENTS, type CancelOrderRequest, type OrderStatus } from '@atrium/contract';
import { type Executor, nextRevision } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import { lockOrder } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { canceledMail } from '../mails.js';
import { moveOrderStock } from '../stock.js';
import { mayMove } from '../transitions.js';
import { orderLines, orders, type OrderRow } from '../tables.js';
import { addActivity } from '../timeline.js';

/** The timeline entry each move leaves (an approval leaves none, as the platform's orders do). */
const ACTIVITY_OF: Partial<Record<OrderStatus, string>> = {
  PENDING: 'ORDER_PENDING',
  REJECTED: 'ORDER_REJECTED',
  CANCELED: 'ORDER_CANCELED',
};
const EVENT_OF: Partial<Record<OrderStatus, string>> = {
  APPROVED: ORDER_EVENTS.approved,
  CANCELED: ORDER_EVENTS.canceled,
};

/** Moves of an order's status, each under the order's row lock, with its timeline entry and events. */
export function createStatusMoves(ctx: OrdersContext) {
  const { db, clock, outbox } = ctx;

  async function move(tx: Executor, order: OrderRow, to: OrderStatus) {
    const from = order.status as OrderStatus;
    if (from === to) throw appError('STATUS_ALREADY_SET', { orderId: order.id, status: to });
    if (!mayMove(from, to))
      throw appError(
        'UNSUPPORTED_TRANSITION',
        { orderId: order.id, from, to },
        `An order ${from} cannot become ${to}`,
      );
    const now = new Date(clock());
    const [moved] = await tx
      .update(orders)
      .set({ status: to, ...nextRevision(orders, now) })
      .where(eq(orders.id, order.id))
      .returning();
    const activity = ACTIVITY_OF[to];
    if (activity) await addActivity(tx, order, { type: activity, at: now });
    const data = { orderId: order.id, status: to, previousStatus: from };
    await outbox.record(tx, { siteId: order.siteId, type: ORDER_EVENTS.updated, entityId: order.id, data });
    const event = EVENT_OF[to];
    if (event) await outbox.record(tx, { siteId: order.siteId, type: event, entityId: order.id, data });
    return moved!;
  }

  return {
    /** updateOrderStatus: a move the table in transitions.ts allows; to CANCELED it cancels, keeping the stock out. */
    setStatus: (siteId: string, orderId: string, to: OrderStatus) =>
      db.transaction(async (tx) => move(tx, await lockOrder(tx, siteId, orderId), to)),

    /**
     * cancelOrder: CANCELED, with the stock given back when asked (once, and only if it was taken), and the
     * buyer told by mail when asked and reachable. Payments stay as they are: a refund is its own call.
     */
    cancel: (siteId: string, request: CancelOrderRequest) =>
      db.transaction(async (tx) => {
        const order = await move(tx, await lockOrder(tx, siteId, request.id), 'CANCELED');
        if (request.restockAllItems && order.stockTaken) {
          // What a refund gave back already is not given back again.
          const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
          const left = lines.map((line) => ({ ...line, quantity: line.quantity - line.restockedQuantity }));
          await moveOrderStock(ctx, tx, {
            order,
            lines: left.filter((line) => line.quantity > 0),
            direction: 'give',
            reason: 'ORDER_CANCELED',
          });
          await tx
            .update(orderLines)
            .set({ restockedQuantity: orderLines.quantity })
            .where(eq(orderLines.orderId, order.id));
        }
        if (request.sendOrderCanceledEmail && order.buyerEmail)
          await ctx.mail.send(
            tx,
            canceledMail({
              siteId,
              to: order.buyerEmail,
              number: order.number,
              customMessage: request.customMessage,
            }),
          );
        return order;
      }),
  };
}
