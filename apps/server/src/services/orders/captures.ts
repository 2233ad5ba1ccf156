import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ECOM_CATALOG_APP_ID, ORDER_EVENTS } from '@atrium/contract';
import { AppError } from '../../core/wire/errors.js';
import type { Executor } from '../../core/db/index.js';
import type { OrdersContext } from './context.js';
import { paymentStatusOf } from './payment-status.js';
import { moveOrderStock } from './stock.js';
import { orderActivities, orderLines, orderPayments, orders, type OrderRow } from './tables.js';

/** The order row, locked for a change of its payments or status. */
export async function lockOrder(tx: Executor, siteId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .for('update');
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
    .set({ paymentStatus: status, updatedAt: now, revision: sql`${orders.revision} + 1` })
    .where(eq(orders.id, order.id))
    .returning();
  if (status === 'PAID') {
    await tx.insert(orderActivities).values({
      id: randomUUID(),
      orderId: order.id,
      siteId: order.siteId,
      type: 'ORDER_PAID',
      createdAt: now,
      updatedAt: now,
    });
    if (!updated!.stockTaken && (await ctx.inventoryTrigger(order.siteId)) === 'ON_ORDER_PAID')
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
    await tx.transaction((sp) => moveOrderStock(ctx, sp, order, lines, 'take', 'ORDER_PAID'));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_STOCK') throw error;
    const now = new Date(ctx.clock());
    await tx.insert(orderActivities).values({
      id: randomUUID(),
      orderId: order.id,
      siteId: order.siteId,
      type: 'CUSTOM_ACTIVITY',
      content: {
        customActivity: {
          appId: ECOM_CATALOG_APP_ID,
          type: 'STOCK_SHORT',
          additionalData: { reason: error.message },
        },
      },
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** A provider captured an amount of one of the order's payments: the payment and the order say so. */
export async function recordCapture(
  ctx: OrdersContext,
  capture: { siteId: string; orderId: string; paymentId: string; amount: bigint },
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, capture.siteId, capture.orderId);
    if (!order) return;
    await tx
      .update(orderPayments)
      .set({
        status: 'APPROVED',
        captured: sql`${orderPayments.captured} + ${capture.amount}`,
        updatedAt: new Date(ctx.clock()),
      })
      .where(
        and(eq(orderPayments.orderId, order.id), eq(orderPayments.providerPaymentId, capture.paymentId)),
      );
    await settlePaymentStatus(ctx, tx, order);
  });
}
