import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  CaptureAuthorizedPaymentsRequest,
  PaymentCollectabilityStatus,
  UserDefinedPaymentMethodName,
  VoidAuthorizedPaymentsRequest,
} from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { currencyOf, minorOfField } from '../../../core/money/index.js';
import { appError } from '../../../core/wire/errors.js';
import { lockOrder, recordCapture, settlePaymentStatus } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orderOf } from '../store.js';
import { balanceOf } from '../payment-status.js';
import { orderPayments, type OrderPaymentRow, type OrderRow } from '../tables.js';
import { price } from '../wire.js';
import { addActivity } from '../timeline.js';

/** Whether the owner can collect the rest of an order's total now, and if not why. */
export function collectabilityOf(order: OrderRow, payments: readonly OrderPaymentRow[]) {
  const balance = balanceOf(order.total, payments);
  let status: PaymentCollectabilityStatus = 'COLLECTABLE';
  if (order.status === 'CANCELED') status = 'NONCOLLECTABLE_ORDER_IS_CANCELLED';
  else if (order.status === 'REJECTED') status = 'NONCOLLECTABLE_ORDER_IS_REJECTED';
  else if (order.status === 'PENDING') status = 'NONCOLLECTABLE_ORDER_IS_PENDING';
  else if (payments.some((p) => p.chargedBack > 0n)) status = 'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS';
  else if (balance === 0n) status = 'NONCOLLECTABLE_ORDER_IS_PAID';
  return { status, balance };
}

const paymentsOf = (tx: Executor, orderId: string) =>
  tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

/** The order's payments that are authorized and not captured, by id; anything else is refused by name. */
async function authorizedOnes(
  ctx: OrdersContext,
  { siteId, orderId }: { siteId: string; orderId: string },
  ids: readonly string[],
) {
  const order = await orderOf(ctx.db, siteId, orderId);
  const payments = await paymentsOf(ctx.db, order.id);
  return {
    order,
    payments: ids.map((id) => {
      const payment = payments.find((p) => p.id === id);
      if (!payment) throw appError('PAYMENT_NOT_FOUND', { orderId, paymentId: id });
      if (payment.status !== 'AUTHORIZED' || !payment.providerPaymentId)
        throw appError('PAYMENT_NOT_AUTHORIZED', { paymentId: id, status: payment.status });
      const provider = ctx.providers.get(payment.kind);
      if (!provider) throw appError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: payment.kind });
      return { payment, provider };
    }),
  };
}

/** A payment recorded by hand (cash, a bank transfer), for at most what the order still owes. */
async function takeByHand(
  ctx: OrdersContext,
  tx: Executor,
  {
    order,
    amount,
    name,
  }: { order: OrderRow; amount: bigint; name: UserDefinedPaymentMethodName | null | undefined },
) {
  const now = new Date(ctx.clock());
  await tx.insert(orderPayments).values({
    id: randomUUID(),
    orderId: order.id,
    siteId: order.siteId,
    kind: 'manual',
    status: 'APPROVED',
    amount,
    captured: amount,
    method: name ? { userDefinedName: name } : {},
    createdAt: now,
    updatedAt: now,
  });
  return settlePaymentStatus(ctx, tx, order);
}

function assertCollectable(order: OrderRow, payments: readonly OrderPaymentRow[], amount?: bigint) {
  const { status, balance } = collectabilityOf(order, payments);
  if (status !== 'COLLECTABLE')
    throw appError('PAYMENT_NOT_COLLECTABLE', { orderId: order.id, status }, `Not collectable: ${status}`);
  if (amount !== undefined && (amount <= 0n || amount > balance))
    throw appError(
      'PAYMENT_AMOUNT_EXCEEDS_BALANCE',
      { orderId: order.id, balance: price(balance, currencyOf(order.currency)).amount },
      'The amount must be more than zero and at most what the order still owes',
    );
  return balance;
}

/** Captures each authorization (all of it, or the amount given): the provider first, then the order says so. */
async function captureAuthorized(
  ctx: OrdersContext,
  siteId: string,
  request: CaptureAuthorizedPaymentsRequest,
) {
  const ids = request.payments.map((p) => p.paymentId);
  const { order, payments } = await authorizedOnes(ctx, { siteId, orderId: request.ecomOrderId }, ids);
  const currency = currencyOf(order.currency);
  for (const [i, { payment, provider }] of payments.entries()) {
    const asked = request.payments[i]!.amount;
    const amount = asked
      ? minorOfField(asked.amount, currency, `payments[${i}].amount.amount`)
      : payment.amount - payment.captured;
    if (amount <= 0n || amount > payment.amount - payment.captured)
      throw appError('PAYMENT_AMOUNT_EXCEEDS_BALANCE', { paymentId: payment.id }, 'More than is authorized');
    const outcome = await provider.capture({ siteId, paymentId: payment.providerPaymentId!, amount });
    if (outcome.status !== 'SUCCEEDED')
      throw appError('PAYMENT_PROVIDER_FAILED', { paymentId: payment.id }, outcome.message);
    await recordCapture(ctx, {
      siteId,
      orderId: order.id,
      paymentId: payment.providerPaymentId!,
      amount,
      byOwner: true,
    });
  }
  return order.id;
}

/** The payments collector's writes that take money in: captures, voids, and payments taken by hand. */
export function createCollecting(ctx: OrdersContext) {
  const { db, clock } = ctx;

  return {
    async collectability(siteId: string, orderId: string) {
      const order = await orderOf(db, siteId, orderId);
      const { status, balance } = collectabilityOf(order, await paymentsOf(db, order.id));
      return { status, amount: price(balance, currencyOf(order.currency)) };
    },

    /** Captures each authorization (all of it, or the amount given): the provider first, then the order says so. */
    capture: (siteId: string, request: CaptureAuthorizedPaymentsRequest) =>
      captureAuthorized(ctx, siteId, request),

    /** Releases each authorization nothing was captured from. */
    async void(siteId: string, request: VoidAuthorizedPaymentsRequest) {
      const { order, payments } = await authorizedOnes(
        ctx,
        { siteId, orderId: request.ecomOrderId },
        request.paymentIds,
      );
      for (const { payment, provider } of payments) {
        const outcome = await provider.void({ siteId, paymentId: payment.providerPaymentId! });
        if (outcome.status !== 'SUCCEEDED')
          throw appError('PAYMENT_PROVIDER_FAILED', { paymentId: payment.id }, outcome.message);
        await db.transaction(async (tx) => {
          const current = await lockOrder(tx, siteId, order.id);
          const now = new Date(clock());
          await tx
            .update(orderPayments)
            .set({
              status: 'VOIDED',
              method: sql`coalesce(${orderPayments.method}, '{}'::jsonb) || ${JSON.stringify({ voidedAt: now.toISOString() })}::jsonb`,
              updatedAt: now,
            })
            .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.id, payment.id)));
          await addActivity(tx, current, { type: 'AUTHORIZED_PAYMENT_VOIDED', at: now });
          await settlePaymentStatus(ctx, tx, current);
        });
      }
      return order.id;
    },

    /** The rest of the order, taken by hand: the order is PAID. */
    markAsPaid: (siteId: string, orderId: string, name?: UserDefinedPaymentMethodName | null) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, siteId, orderId);
        const balance = assertCollectable(order, await paymentsOf(tx, order.id));
        return takeByHand(ctx, tx, { order, amount: balance, name });
      }),

    /** Part of the order (or all of it), taken by hand. */
    recordManual: (
      siteId: string,
      {
        orderId,
        amountText,
        name,
      }: { orderId: string; amountText: string; name?: UserDefinedPaymentMethodName | null },
    ) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, siteId, orderId);
        const amount = minorOfField(amountText, currencyOf(order.currency), 'amount.amount');
        assertCollectable(order, await paymentsOf(tx, order.id), amount);
        await takeByHand(ctx, tx, { order, amount, name });
        return {};
      }),
  };
}
