import { and, eq, sql } from 'drizzle-orm';
import { ECOM_CATALOG_APP_ID, ORDER_EVENTS } from '@atrium/contract';
import { AppError, appError } from '../../core/wire/errors.js';
import { type Executor, nextRevision } from '../../core/db/index.js';
import type { OrdersContext } from './context.js';
import { paymentStatusOf } from './payment-status.js';
import { moveOrderStock } from './stock.js';
import { orderLines, orderPayments, orders, type OrderRow } from './tables.js';
import { addActivity } from './timeline.js';

/** The order row, locked for a change of its payments, lines or status; ORDER_NOT_FOUND if the site has none. */
export async function lockOrder(tx: Executor, siteId: string, orderId: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .for('update');
  if (!row) throw appError('ORDER_NOT_FOUND', { orderId });
  return row;
}

/**
 * The order's payment status read again from its payments, with what follows a change: the ORDER_PAID
 * activity and event, and the stock of a store that takes it on payment.
 */
export async function settlePaymentStatus(ctx: OrdersContext, tx: Executor, order: OrderRow) {
  const payments = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
  const status = paymentStatusOf(order.total, payments);
  if (status === order.paymentStatus) return order;
  const now = new Date(ctx.clock());
  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: status, ...nextRevision(orders, now) })
    .where(eq(orders.id, order.id))
    .returning();
  if (status === 'PAID') {
    await addActivity(tx, order, { type: 'ORDER_PAID', at: now });
    // An imported order's stock was settled where it was sold.
    if (
      !updated!.stockTaken &&
      !updated!.imported &&
      (await ctx.storeSettings(order.siteId, tx)).inventoryTrigger === 'ON_ORDER_PAID'
    )
      await takeStockOnPayment(ctx, tx, updated!);
  }
  await ctx.outbox.record(tx, {
    siteId: order.siteId,
    type: ORDER_EVENTS.paymentStatusUpdated,
    entityId: order.id,
    data: { orderId: order.id, paymentStatus: status, previousPaymentStatus: order.paymentStatus },
  });
  return updated!;
}

/**
 * A paid order's stock, in a store that takes it on payment. The money has moved already, so too few left is
 * not a refusal: the order says so in its timeline and keeps its stock untaken, for the owner to settle.
 */
async function takeStockOnPayment(ctx: OrdersContext, tx: Executor, order: OrderRow) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  try {
    await tx.transaction((sp) =>
      moveOrderStock(ctx, sp, { order, lines, direction: 'take', reason: 'ORDER_PAID' }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_STOCK') throw error;
    const now = new Date(ctx.clock());
    await addActivity(tx, order, {
      type: 'CUSTOM_ACTIVITY',
      at: now,
      content: {
        customActivity: {
          appId: ECOM_CATALOG_APP_ID,
          type: 'STOCK_SHORT',
          additionalData: { reason: error.message },
        },
      },
    });
  }
}

/**
 * A provider captured an amount of one of the order's payments (by the provider's payment id): the payment and
 * the order say so, and a capture the owner asked for is on the timeline.
 */
export async function recordCapture(
  ctx: OrdersContext,
  capture: {
    siteId: string;
    orderId: string;
    paymentId: string;
    amount: bigint;
    byOwner?: boolean;
    /** Record it only if the payment is still AUTHORIZED (a sweep, which another capture may have beaten). */
    ifAuthorized?: boolean;
  },
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, capture.siteId, capture.orderId);
    if (!order) return;
    if (capture.ifAuthorized) {
      const [payment] = await tx
        .select({ status: orderPayments.status })
        .from(orderPayments)
        .where(
          and(eq(orderPayments.orderId, order.id), eq(orderPayments.providerPaymentId, capture.paymentId)),
        );
      if (payment?.status !== 'AUTHORIZED') return;
    }
    const now = new Date(ctx.clock());
    const stamp = JSON.stringify({ capturedAt: now.toISOString() });
    await tx
      .update(orderPayments)
      .set({
        status: 'APPROVED',
        captured: sql`${orderPayments.captured} + ${capture.amount}`,
        method: sql`coalesce(${orderPayments.method}, '{}'::jsonb) || ${stamp}::jsonb`,
        updatedAt: now,
      })
      .where(
        and(eq(orderPayments.orderId, order.id), eq(orderPayments.providerPaymentId, capture.paymentId)),
      );
    if (capture.byOwner) await addActivity(tx, order, { type: 'AUTHORIZED_PAYMENT_CAPTURED', at: now });
    await settlePaymentStatus(ctx, tx, order);
  });
}
