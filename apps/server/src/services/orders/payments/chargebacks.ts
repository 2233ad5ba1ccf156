import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OpenSandboxChargebackRequest, SandboxChargeback } from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { currencyOf, minorOfField, toDecimal } from '../../../core/money/index.js';
import { appError } from '../../../core/wire/errors.js';
import { lockOrder, settlePaymentStatus } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { refundableOf } from './refunds.js';
import { orderChargebacks, orderPayments, type OrderChargebackRow } from '../tables.js';
import { addActivity } from '../timeline.js';

/** The wire's bound on a payment's chargebacks. */
const MAX_PER_PAYMENT = 6;

const wire = (row: OrderChargebackRow, currency: string): SandboxChargeback => ({
  id: row.id,
  orderId: row.orderId,
  paymentId: row.paymentId,
  amount: toDecimal(row.amount, currencyOf(currency)),
  status: (row.status as SandboxChargeback['status']) ?? null,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

async function locked(tx: Executor, siteId: string, chargebackId: string) {
  const [found] = await tx
    .select()
    .from(orderChargebacks)
    .where(and(eq(orderChargebacks.siteId, siteId), eq(orderChargebacks.id, chargebackId)));
  if (!found) throw appError('CHARGEBACK_NOT_FOUND', { chargebackId });
  const order = (await lockOrder(tx, siteId, found.orderId))!;
  const [row] = await tx.select().from(orderChargebacks).where(eq(orderChargebacks.id, chargebackId));
  return { order, row: row! };
}

async function moveChargedBack(tx: Executor, paymentId: string, { by, now }: { by: bigint; now: Date }) {
  await tx
    .update(orderPayments)
    .set({ chargedBack: sql`${orderPayments.chargedBack} + ${by}`, updatedAt: now })
    .where(eq(orderPayments.id, paymentId));
}

/** Opens a dispute on a captured sandbox payment, for at most what it still holds. */
function openChargeback(ctx: OrdersContext, siteId: string, request: OpenSandboxChargebackRequest) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, request.orderId);
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.id, request.paymentId)));
    if (!payment) throw appError('PAYMENT_NOT_FOUND', { orderId: order.id, paymentId: request.paymentId });
    const disputes = await tx
      .select()
      .from(orderChargebacks)
      .where(eq(orderChargebacks.paymentId, payment.id));
    const left = payment.kind === 'sandbox' ? await refundableOf(tx, payment) : 0n;
    const amount = request.amount ? minorOfField(request.amount, currencyOf(order.currency), 'amount') : left;
    if (amount <= 0n || amount > left || disputes.length >= MAX_PER_PAYMENT)
      throw appError('CHARGEBACK_NOT_ALLOWED', {
        paymentId: payment.id,
        available: toDecimal(left > 0n ? left : 0n, currencyOf(order.currency)),
      });
    const now = new Date(ctx.clock());
    const [row] = await tx
      .insert(orderChargebacks)
      .values({
        id: randomUUID(),
        siteId,
        orderId: order.id,
        paymentId: payment.id,
        amount,
        status: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await addActivity(tx, order, {
      type: 'CHARGEBACK_CREATED',
      at: now,
      content: { chargebackId: row!.id },
    });
    return { chargeback: wire(row!, order.currency) };
  });
}

/**
 * Sandbox chargebacks, the card network's side of a dispute played by the site: opened on a captured sandbox
 * payment for at most what it still holds (captured, less refunds and other disputes), then APPROVED (the money
 * goes back to the buyer: the payment counts it as given back) or REVERSED (the merchant keeps it; an approved
 * one is undone). Each move runs under the order's row lock and re-derives the order's payment status.
 */
export function createChargebacks(ctx: OrdersContext) {
  const { db, clock } = ctx;

  return {
    open: (siteId: string, request: OpenSandboxChargebackRequest) => openChargeback(ctx, siteId, request),

    approve: (siteId: string, chargebackId: string) =>
      db.transaction(async (tx) => {
        const { order, row } = await locked(tx, siteId, chargebackId);
        if (row.status !== null)
          throw appError('CHARGEBACK_ALREADY_DECIDED', { chargebackId, status: row.status });
        const now = new Date(clock());
        const [approved] = await tx
          .update(orderChargebacks)
          .set({ status: 'APPROVED', updatedAt: now })
          .where(eq(orderChargebacks.id, row.id))
          .returning();
        await moveChargedBack(tx, row.paymentId, { by: row.amount, now });
        await settlePaymentStatus(ctx, tx, order);
        return { chargeback: wire(approved!, order.currency) };
      }),

    reverse: (siteId: string, chargebackId: string) =>
      db.transaction(async (tx) => {
        const { order, row } = await locked(tx, siteId, chargebackId);
        if (row.status === 'REVERSED')
          throw appError('CHARGEBACK_ALREADY_DECIDED', { chargebackId, status: row.status });
        const now = new Date(clock());
        const [reversed] = await tx
          .update(orderChargebacks)
          .set({ status: 'REVERSED', updatedAt: now })
          .where(eq(orderChargebacks.id, row.id))
          .returning();
        if (row.status === 'APPROVED') await moveChargedBack(tx, row.paymentId, { by: -row.amount, now });
        await addActivity(tx, order, {
          type: 'CHARGEBACK_REVERSED',
          at: now,
          content: { chargebackId: row.id },
        });
        await settlePaymentStatus(ctx, tx, order);
        return { chargeback: wire(reversed!, order.currency) };
      }),
  };
}

export type Chargebacks = ReturnType<typeof createChargebacks>;
