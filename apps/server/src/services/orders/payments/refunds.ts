import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Refundability, TriggerRefundRequest } from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { currencyOf, minorOfField } from '../../../core/money/index.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { lockOrder, settlePaymentStatus } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orderOf } from '../store.js';
import { refundedMail } from '../mails.js';
import { moveOrderStock } from '../stock.js';
import {
  orderChargebacks,
  orderLines,
  orderPayments,
  orderRefunds,
  orderRefundTransactions,
  type OrderPaymentRow,
  type OrderRow,
} from '../tables.js';
import { addActivity } from '../timeline.js';

/**
 * What a payment can still give back: captured, less what was refunded, charged back, or is being refunded or
 * disputed (a chargeback not yet decided).
 */
export async function refundableOf(tx: Executor, payment: OrderPaymentRow) {
  const [held] = await tx
    .select({ pending: sql<string>`coalesce(sum(${orderRefundTransactions.amount}), 0)` })
    .from(orderRefundTransactions)
    .where(
      and(eq(orderRefundTransactions.paymentId, payment.id), eq(orderRefundTransactions.status, 'PENDING')),
    );
  const [disputed] = await tx
    .select({ open: sql<string>`coalesce(sum(${orderChargebacks.amount}), 0)` })
    .from(orderChargebacks)
    .where(and(eq(orderChargebacks.paymentId, payment.id), isNull(orderChargebacks.status)));
  return (
    payment.captured -
    payment.refunded -
    payment.chargedBack -
    BigInt(held?.pending ?? 0) -
    BigInt(disputed?.open ?? 0)
  );
}

/** Whether each payment can be refunded here, only by hand, or not at all, and why. */
function refundabilityOf(order: OrderRow, payment: OrderPaymentRow, refundable: bigint): Refundability {
  const refuse = (reason: Refundability['nonRefundableReason']): Refundability => ({
    paymentId: payment.id,
    refundabilityStatus: 'NOT_REFUNDABLE',
    nonRefundableReason: reason,
  });
  if (order.status === 'PENDING') return refuse('ORDER_IS_PENDING');
  if (order.status === 'REJECTED') return refuse('ORDER_IS_REJECTED');
  if (payment.kind === 'giftCard') return refuse('FORBIDDEN');
  if (payment.captured === 0n) return refuse(payment.amount === 0n ? 'ZERO_PRICE' : 'NOT_PAID');
  if (refundable <= 0n)
    return refuse(payment.refunded >= payment.captured ? 'ALREADY_REFUNDED' : 'PENDING_REFUND');
  // Money taken outside Atrium's providers goes back the same way: by hand, then recorded.
  if (payment.kind === 'manual' || payment.kind === 'imported' || payment.kind === 'external')
    return { paymentId: payment.id, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' };
  return { paymentId: payment.id, refundabilityStatus: 'REFUNDABLE', nonRefundableReason: 'NONE' };
}

type RefundItem = NonNullable<NonNullable<TriggerRefundRequest['details']>['lineItems']>[number];

/** The lines a refund names, their refunded quantities moved on, never past what was sold. */
async function refundLines(tx: Executor, order: OrderRow, items: readonly RefundItem[]) {
  const lines = items.length
    ? await tx
        .select()
        .from(orderLines)
        .where(
          and(
            eq(orderLines.orderId, order.id),
            inArray(
              orderLines.id,
              items.map((i) => i.lineItemId),
            ),
          ),
        )
    : [];
  for (const [i, item] of items.entries()) {
    const line = lines.find((l) => l.id === item.lineItemId);
    if (!line) throw appError('LINE_ITEM_NOT_FOUND', { lineItemId: item.lineItemId });
    if (line.refundedQuantity + item.quantity > line.quantity)
      throw invalid(
        `details.lineItems[${i}].quantity`,
        `at most ${line.quantity - line.refundedQuantity} of this line are left to refund`,
        'MAX',
      );
    await tx
      .update(orderLines)
      .set({ refundedQuantity: line.refundedQuantity + item.quantity })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, line.id)));
    line.refundedQuantity += item.quantity;
  }
}

/** The refund reserved in one transaction: its rows PENDING (or done, when given back by hand). */
async function reserve(ctx: OrdersContext, siteId: string, request: TriggerRefundRequest) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, request.ecomOrderId);
    const currency = currencyOf(order.currency);
    const asked = request.payments[0]!;
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.id, asked.paymentId)));
    if (!payment) throw appError('PAYMENT_NOT_FOUND', { orderId: order.id, paymentId: asked.paymentId });
    const refundable = await refundableOf(tx, payment);
    const status = refundabilityOf(order, payment, refundable);
    const external = asked.externalRefund ?? false;
    if (
      status.refundabilityStatus === 'NOT_REFUNDABLE' ||
      (status.refundabilityStatus === 'MANUAL' && !external)
    )
      throw appError(
        'PAYMENT_NOT_REFUNDABLE',
        { ...status },
        status.refundabilityStatus === 'MANUAL'
          ? 'This payment was taken by hand: give the money back by hand and record it with externalRefund'
          : `Not refundable: ${status.nonRefundableReason}`,
      );
    const amount = asked.amount
      ? minorOfField(asked.amount.amount, currency, 'payments[0].amount.amount')
      : refundable;
    if (amount <= 0n || amount > refundable)
      throw appError(
        'REFUND_AMOUNT_EXCEEDS_REFUNDABLE',
        { paymentId: payment.id, refundable: String(refundable) },
        'A refund gives back more than zero and at most what the payment captured less what it refunded',
      );
    await refundLines(tx, order, request.details?.lineItems ?? request.details?.items ?? []);
    await restock(ctx, tx, { order, request });
    const now = new Date(ctx.clock());
    const refundId = randomUUID();
    await tx.insert(orderRefunds).values({
      id: refundId,
      orderId: order.id,
      siteId,
      details: (request.details ?? {}) as Record<string, unknown>,
      createdAt: now,
    });
    const transactionId = randomUUID();
    await tx.insert(orderRefundTransactions).values({
      id: transactionId,
      refundId,
      orderId: order.id,
      paymentId: payment.id,
      amount,
      status: external ? 'SUCCEEDED' : 'PENDING',
      external,
      updatedAt: now,
    });
    if (external) await applyRefunded(tx, payment.id, { amount, now });
    await addActivity(tx, order, { type: 'REFUND_INITIATED', at: now, content: { refundId } });
    if (external) await settlePaymentStatus(ctx, tx, order);
    return { order, payment, amount, refundId, transactionId, external };
  });
}

/** Stock given back as the side effects ask, for lines whose stock was taken, never past what was sold. */
async function restock(
  ctx: OrdersContext,
  tx: Executor,
  { order, request }: { order: OrderRow; request: TriggerRefundRequest },
) {
  const info = request.sideEffects?.restockInfo;
  if (!info || info.type === 'NO_ITEMS' || !order.stockTaken) return;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const wanted =
    info.type === 'ALL_ITEMS'
      ? lines.map((line) => ({ line, quantity: line.quantity - line.restockedQuantity }))
      : (info.items ?? []).map((item, i) => {
          const line = lines.find((l) => l.id === item.lineItemId);
          if (!line) throw appError('LINE_ITEM_NOT_FOUND', { lineItemId: item.lineItemId });
          if (line.restockedQuantity + item.quantity > line.quantity)
            throw invalid(
              `sideEffects.restockInfo.items[${i}].quantity`,
              'is more than is left to restock',
              'MAX',
            );
          return { line, quantity: item.quantity };
        });
  const moves = wanted.filter((w) => w.quantity > 0);
  if (!moves.length) return;
  // stockTaken stays true: only part of the order's stock may come back.
  await moveOrderStock(ctx, tx, {
    order: { ...order, stockTaken: true },
    lines: moves.map(({ line, quantity }) => ({ ...line, quantity })),
    direction: 'give',
    reason: 'REFUND_RESTOCK',
    keepTaken: true,
  });
  for (const { line, quantity } of moves)
    await tx
      .update(orderLines)
      .set({ restockedQuantity: line.restockedQuantity + quantity })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, line.id)));
}

async function applyRefunded(
  tx: Executor,
  paymentId: string,
  { amount, now }: { amount: bigint; now: Date },
) {
  await tx
    .update(orderPayments)
    .set({ refunded: sql`${orderPayments.refunded} + ${amount}`, updatedAt: now })
    .where(eq(orderPayments.id, paymentId));
}

/** The provider's answer recorded: the reserved amount refunded, or released when it failed. */
async function settle(
  ctx: OrdersContext,
  { siteId, reserved }: { siteId: string; reserved: Awaited<ReturnType<typeof reserve>> },
  outcome: { status: 'SUCCEEDED' | 'PENDING' | 'FAILED'; providerRefundId?: string; failure?: string },
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, reserved.order.id);
    const now = new Date(ctx.clock());
    await tx
      .update(orderRefundTransactions)
      .set({
        status: outcome.status,
        providerRefundId: outcome.providerRefundId ?? null,
        failure: outcome.failure ?? null,
        updatedAt: now,
      })
      .where(eq(orderRefundTransactions.id, reserved.transactionId));
    if (outcome.status === 'SUCCEEDED')
      await applyRefunded(tx, reserved.payment.id, { amount: reserved.amount, now });
    if (outcome.status !== 'PENDING')
      await addActivity(tx, order, {
        type: outcome.status === 'SUCCEEDED' ? 'PAYMENT_REFUNDED' : 'PAYMENT_REFUND_FAILED',
        at: now,
        content: {
          refundId: reserved.refundId,
        },
      });
    await settlePaymentStatus(ctx, tx, order);
  });
}

/**
 * Refunds: never more than a payment captured less what it refunded or is refunding, however many run at once
 * (each is reserved under the order's row lock before the provider is asked); lines' refunded quantities never
 * past what was sold; stock given back when asked, once per unit.
 */
export function createRefunds(ctx: OrdersContext) {
  const { db } = ctx;

  return {
    async refundability(siteId: string, orderId: string) {
      const order = await orderOf(db, siteId, orderId);
      const payments = await db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
      const refundabilities = [];
      for (const payment of payments)
        refundabilities.push(refundabilityOf(order, payment, await refundableOf(db, payment)));
      return { refundabilities, refundablePerItem: true };
    },

    /** triggerRefund: reserved, then the provider asked (unless given back by hand), then recorded. */
    async trigger(siteId: string, request: TriggerRefundRequest) {
      const reserved = await reserve(ctx, siteId, request);
      const failed: Array<{
        id: string;
        originalIndex: number;
        success: false;
        error: { code: string; description: string };
      }> = [];
      if (!reserved.external) {
        const provider = ctx.providers.get(reserved.payment.kind);
        const outcome = provider
          ? await provider.refund({
              siteId,
              paymentId: reserved.payment.providerPaymentId!,
              amount: reserved.amount,
              reference: reserved.refundId,
            })
          : ({ status: 'FAILED', message: `No ${reserved.payment.kind} provider is configured` } as const);
        await settle(
          ctx,
          { siteId, reserved },
          outcome.status === 'FAILED'
            ? { status: 'FAILED', failure: outcome.message }
            : { status: outcome.status, providerRefundId: outcome.refundId },
        );
        if (outcome.status === 'FAILED')
          failed.push({
            id: reserved.payment.id,
            originalIndex: 0,
            success: false,
            error: { code: 'PAYMENT_PROVIDER_FAILED', description: outcome.message },
          });
      }
      const side = request.sideEffects;
      if (side?.sendOrderRefundedEmail && reserved.order.buyerEmail && !failed.length)
        await ctx.mail.send(
          db,
          refundedMail({
            siteId,
            to: reserved.order.buyerEmail,
            number: reserved.order.number,
            amount: reserved.amount,
            currency: reserved.order.currency,
            customMessage: side.customMessage,
          }),
        );
      return { orderId: reserved.order.id, refundId: reserved.refundId, failedPaymentIds: failed };
    },
  };
}
