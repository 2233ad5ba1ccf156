import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  AddPaymentsRequest,
  BulkUpdatePaymentStatusesRequest,
  PaymentInput,
  PaymentStatus,
  RefundStatus,
  TransactionStatus,
  UpdateRefundTransactionRequest,
} from '@atrium/contract';
import type { Db, Executor } from '../../../core/db/index.js';
import { currencyOf, minorOfField, type Currency } from '../../../core/money/index.js';
import { runEach } from '../../../core/wire/bulk.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { lockOrder, settlePaymentStatus } from '../captures.js';
import type { OrdersContext } from '../context.js';
import type { IdempotentCaller, Idempotency } from '../idempotency.js';
import {
  orderPayments,
  orderRefunds,
  orderRefundTransactions,
  type OrderPaymentRow,
  type OrderRow,
} from '../tables.js';
import { orderOf } from '../store.js';
import { addActivity } from '../timeline.js';
import { transactionsOf } from './transactions.js';
import { price } from '../wire.js';

/*
 * Order transactions recorded from OUTSIDE Atrium's payment providers (an external gateway, a point of sale).
 * Nothing here calls a provider; these calls write down what happened elsewhere, under the order's row lock, and
 * the order's payment status is then derived again from its payments by `settlePaymentStatus` (never taken from
 * the caller), which also records ORDER_PAID, the stock taken on payment and the payment-status event.
 *
 * - addPayments records each payment as kind `external`, with its amount, status and details as given. Its
 *   captured amount is its amount when its status is APPROVED, else 0: money is counted only once it is taken.
 *   Refused: payments that would capture more than the order's total (PAYMENTS_EXCEED_ORDER_TOTAL), any new
 *   payment of a canceled or rejected order (PAYMENT_NOT_COLLECTABLE), amounts of zero or with more decimals
 *   than the currency has, a REFUNDED or PARTIALLY_REFUNDED status (a refund is recorded by triggerRefund, which
 *   says how much), and gift-card, membership, chargeback or authorization details (Atrium's own gift cards,
 *   memberships, chargebacks and captures each have their calls; given here they would show money that did not
 *   move). The details kept are shown as the transactions' wire shows every payment (card brand and last four,
 *   the user-defined method name); the rest is stored with the payment as it was given (`method.recorded`),
 *   not shown until the transactions' wire reads it.
 * - updatePaymentStatus and bulkUpdatePaymentStatuses move a recorded payment's status (`external`, `manual`
 *   or `imported`: recorded, not a provider's) along PAYMENT_STATUS_MOVES. A payment already in the asked
 *   status is left as it is and answered as a success (a repeated report of the same outcome changes nothing).
 *   A provider's payment is refused (PAYMENT_STATUS_NOT_EDITABLE; its authorization is captured or voided by
 *   captureAuthorizedPayments or voidAuthorizedPayments), and so is a gift card's.
 * - updatePayments: the wire gives it no fields, so it changes no payment. It derives the order's payment
 *   status again from its payments and answers `{}`, as the contract says.
 * - updateRefundTransaction moves an external refund transaction (money given back outside Atrium) from
 *   PENDING to SUCCEEDED or FAILED, once; SUCCEEDED adds its amount to its payment's refunded amount, as
 *   refunds.ts does. A provider's refund is refused (REFUND_TRANSACTION_NOT_EDITABLE). triggerRefund records an
 *   external refund as SUCCEEDED at once, so today only a refund written PENDING by other means gets this far.
 */

/** The kind of the payments addPayments records. */
export const EXTERNAL_KIND = 'external';
/** Payments recorded rather than taken by a provider: their status is whatever their recorder reports. */
const RECORDED_KINDS: ReadonlySet<string> = new Set([EXTERNAL_KIND, 'manual', 'imported']);

/**
 * The moves of a recorded payment's status, written down once. A payment waiting (PENDING, PENDING_MERCHANT) may
 * be authorized, approved, declined or canceled; an authorization is captured (APPROVED) or voided. APPROVED
 * money moves on only through refunds (triggerRefund) and chargebacks; DECLINED, CANCELED and VOIDED are final.
 * REFUNDED and PARTIALLY_REFUNDED are what refunds make of a payment, never set here.
 */
export const PAYMENT_STATUS_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  PENDING: ['PENDING_MERCHANT', 'AUTHORIZED', 'APPROVED', 'DECLINED', 'CANCELED'],
  PENDING_MERCHANT: ['PENDING', 'AUTHORIZED', 'APPROVED', 'DECLINED', 'CANCELED'],
  AUTHORIZED: ['APPROVED', 'VOIDED'],
  APPROVED: [],
  DECLINED: [],
  CANCELED: [],
  VOIDED: [],
  REFUNDED: [],
  PARTIALLY_REFUNDED: [],
};

/** An external refund is reported once: from PENDING to its outcome. */
export const REFUND_STATUS_MOVES: Readonly<Partial<Record<RefundStatus, readonly RefundStatus[]>>> = {
  PENDING: ['SUCCEEDED', 'FAILED'],
};

/** The timeline entry a payment arriving at a status leaves (APPROVED leaves ORDER_PAID, through settling). */
const ACTIVITY_OF: Partial<Record<PaymentStatus, { type: string; field: string; authorized?: boolean }>> = {
  PENDING: { type: 'PAYMENT_PENDING', field: 'paymentPending' },
  PENDING_MERCHANT: { type: 'PAYMENT_PENDING', field: 'paymentPending' },
  CANCELED: { type: 'PAYMENT_CANCELED', field: 'paymentCanceled' },
  DECLINED: { type: 'PAYMENT_DECLINED', field: 'paymentDeclined' },
  AUTHORIZED: { type: 'AUTHORIZED_PAYMENT_CREATED', field: 'authorizedPaymentCreated', authorized: true },
  VOIDED: { type: 'AUTHORIZED_PAYMENT_VOIDED', field: 'authorizedPaymentVoided', authorized: true },
};

type NewPayment = typeof orderPayments.$inferInsert;

async function recordActivity(
  tx: Executor,
  order: OrderRow,
  { payment, at, from }: { payment: NewPayment; at: Date; from?: string },
) {
  const amount = price(payment.amount ?? 0n, currencyOf(order.currency));
  if (payment.status === 'APPROVED' && from === 'AUTHORIZED')
    return addActivity(tx, order, {
      type: 'AUTHORIZED_PAYMENT_CAPTURED',
      at,
      content: {
        authorizedPaymentCaptured: { paymentId: payment.id, amount },
      },
    });
  const entry = ACTIVITY_OF[payment.status as PaymentStatus];
  if (!entry) return;
  const content = entry.authorized
    ? { paymentId: payment.id, amount }
    : { paymentId: payment.id, regular: { amount } };
  await addActivity(tx, order, { type: entry.type, at, content: { [entry.field]: content } });
}

/** A caller's amount in minor units: the currency's decimals at most, and more than zero where asked. */
function minorOf(
  amount: string,
  currency: Currency,
  { field, positive = false }: { field: string; positive?: boolean },
) {
  const minor = minorOfField(amount, currency, field);
  if (positive && minor <= 0n)
    throw invalid(field, 'must be more than zero', { rule: 'DECIMAL_GT', data: { value: '0' } });
  return minor;
}

/** The status of a payment as sent: `status`, or the deprecated `regularPaymentDetails.status` agreeing with it. */
function statusOf(payment: PaymentInput, at: string): PaymentStatus {
  const old = payment.regularPaymentDetails?.status;
  const deprecated = old && old !== 'UNDEFINED' ? old : undefined;
  if (payment.status && deprecated && deprecated !== payment.status)
    throw invalid(
      `${at}.regularPaymentDetails.status`,
      'is deprecated: sent with `status`, it must be the same',
    );
  const status = payment.status ?? deprecated;
  if (!status) throw invalid(`${at}.status`, 'is required', 'REQUIRED_FIELD');
  if (status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED')
    throw invalid(
      `${at}.status`,
      'records a payment as it was taken: record its refunds with triggerRefund (externalRefund), which says how much',
    );
  return status;
}

/** One payment of addPayments as its row: checked field by field, its details kept as given. */
function externalPayment(
  order: OrderRow,
  payment: PaymentInput,
  { index, now }: { index: number; now: Date },
): NewPayment {
  const at = `payments[${index}]`;
  const currency = currencyOf(order.currency);
  const refused = (field: string, why: string) => invalid(`${at}.${field}`, why, 'FIELD_NOT_ALLOWED');
  if (payment.giftcardPaymentDetails)
    throw refused('giftcardPaymentDetails', "is Atrium's own: gift cards pay when the order is placed");
  if (payment.membershipPaymentDetails)
    throw refused('membershipPaymentDetails', 'is recorded by chargeMemberships');
  const details = payment.regularPaymentDetails;
  if (details?.chargebacks?.length)
    throw refused(
      'regularPaymentDetails.chargebacks',
      'are recorded by their own calls, never with a payment',
    );
  if (details?.authorizationDetails)
    throw refused(
      'regularPaymentDetails.authorizationDetails',
      'is the status AUTHORIZED, then captured (APPROVED) or VOIDED with updatePaymentStatus',
    );
  if (!payment.amount) throw invalid(`${at}.amount`, 'is required', 'REQUIRED_FIELD');
  const amount = minorOf(payment.amount.amount, currency, { field: `${at}.amount.amount`, positive: true });
  if (details?.platformFee)
    minorOf(details.platformFee.amount, currency, {
      field: `${at}.regularPaymentDetails.platformFee.amount`,
    });
  if (payment.cashRounding?.unroundedAmount)
    minorOf(payment.cashRounding.unroundedAmount.amount, currency, {
      field: `${at}.cashRounding.unroundedAmount.amount`,
    });
  const status = statusOf(payment, at);
  const card = details?.creditCardDetails;
  const name = details?.paymentMethodName?.userDefinedName;
  const given = {
    regularPaymentDetails: details ? { ...details, status: undefined } : undefined,
    refundDisabled: payment.refundDisabled,
    cashRounding: payment.cashRounding,
    chargeCorrelationId: payment.chargeCorrelationId,
  };
  return {
    id: randomUUID(),
    orderId: order.id,
    siteId: order.siteId,
    kind: EXTERNAL_KIND,
    status,
    amount,
    captured: status === 'APPROVED' ? amount : 0n,
    // JSON drops what was not given.
    method: JSON.parse(
      JSON.stringify({
        brand: card?.brand ?? undefined,
        last4: card?.brand ? (card.lastFourDigits ?? undefined) : undefined,
        userDefinedName: name ?? undefined,
        recorded: given,
      }),
    ) as Record<string, unknown>,
    createdAt: payment.createdDate ? new Date(payment.createdDate) : now,
    updatedAt: now,
  };
}

/** Taking money: a canceled or rejected order takes none, and an order never captures past its total. */
function assertTakes(order: OrderRow, capturedAfter: bigint) {
  if (order.status === 'CANCELED' || order.status === 'REJECTED')
    throw appError(
      'PAYMENT_NOT_COLLECTABLE',
      {
        orderId: order.id,
        status:
          order.status === 'CANCELED'
            ? 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
            : 'NONCOLLECTABLE_ORDER_IS_REJECTED',
      },
      `A ${order.status.toLowerCase()} order takes no payments`,
    );
  if (capturedAfter > order.total) {
    const currency = currencyOf(order.currency);
    throw appError('PAYMENTS_EXCEED_ORDER_TOTAL', {
      orderId: order.id,
      total: price(order.total, currency).amount,
      captured: price(capturedAfter, currency).amount,
    });
  }
}

/** Why this payment's status cannot move to `to` here, if it cannot; `same` when it has that status already. */
function refusedMove(payment: OrderPaymentRow, to: TransactionStatus) {
  const data = { paymentId: payment.id, kind: payment.kind, status: payment.status, to };
  if (payment.kind === 'giftCard')
    return appError(
      'PAYMENT_STATUS_NOT_EDITABLE',
      data,
      "A gift card's payment is taken from the card when the order is placed; its status is not set by hand",
    );
  if (!RECORDED_KINDS.has(payment.kind))
    return appError(
      'PAYMENT_STATUS_NOT_EDITABLE',
      data,
      payment.status === 'AUTHORIZED'
        ? "This authorization is the payment provider's: capture it with captureAuthorizedPayments or release it with voidAuthorizedPayments"
        : "This payment is the payment provider's: its status follows the provider (refund it with triggerRefund)",
    );
  if (to === 'REFUNDED' || to === 'PARTIALLY_REFUNDED')
    return appError(
      'PAYMENT_STATUS_MOVE_NOT_ALLOWED',
      data,
      'A payment is refunded through triggerRefund (externalRefund for money given back outside Atrium), which records how much',
    );
  if (to === 'UNDEFINED')
    return appError('PAYMENT_STATUS_MOVE_NOT_ALLOWED', data, 'UNDEFINED is no status a payment can be given');
  if (payment.status === to) return 'same' as const;
  const allowed = PAYMENT_STATUS_MOVES[payment.status as PaymentStatus] ?? [];
  if (allowed.includes(to)) return undefined;
  return appError(
    'PAYMENT_STATUS_MOVE_NOT_ALLOWED',
    { ...data, allowed },
    payment.status === 'APPROVED'
      ? "An approved payment's money moves on only through refunds (triggerRefund) and chargebacks"
      : `A ${payment.status} payment cannot become ${to}${allowed.length ? ` (only ${allowed.join(', ')})` : ''}`,
  );
}

async function transactions(db: Db, siteId: string, orderId: string) {
  const order = await orderOf(db, siteId, orderId);
  return (await transactionsOf(db, [order]))[0]!;
}

const add = (ctx: OrdersContext, siteId: string, request: AddPaymentsRequest) =>
  ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, request.orderId);
    const now = new Date(ctx.clock());
    const rows = request.payments.map((payment, i) => externalPayment(order, payment, { index: i, now }));
    const [held] = await tx
      .select({ captured: sql<string>`coalesce(sum(${orderPayments.captured}), 0)` })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    assertTakes(
      order,
      rows.reduce((sum, row) => sum + row.captured!, BigInt(held?.captured ?? 0)),
    );
    await tx.insert(orderPayments).values(rows);
    for (const row of rows) await recordActivity(tx, order, { payment: row, at: now });
    await settlePaymentStatus(ctx, tx, order);
    return rows.map((row) => row.id!);
  });

/** One payment's move, under its order's lock, with the order's status derived again in the same transaction. */
const move = (
  ctx: OrdersContext,
  siteId: string,
  { to, ...ids }: { orderId: string; paymentId: string; to: TransactionStatus },
) =>
  ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, ids.orderId);
    const payments = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    const payment = payments.find((p) => p.id === ids.paymentId);
    if (!payment) throw appError('PAYMENT_NOT_FOUND', ids);
    const refused = refusedMove(payment, to);
    if (refused === 'same') return;
    if (refused) throw refused;
    const status = to as PaymentStatus;
    const captured = status === 'APPROVED' ? payment.amount : 0n;
    if (status === 'APPROVED')
      assertTakes(
        order,
        payments.reduce((sum, p) => sum + (p.id === payment.id ? captured : p.captured), 0n),
      );
    const now = new Date(ctx.clock());
    await tx
      .update(orderPayments)
      .set({ status, captured, updatedAt: now })
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.id, payment.id)));
    await recordActivity(tx, order, { payment: { ...payment, status }, at: now, from: payment.status });
    await settlePaymentStatus(ctx, tx, order);
  });

const moveRefund = (ctx: OrdersContext, siteId: string, request: UpdateRefundTransactionRequest) =>
  ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, request.orderId);
    const asked = request.transaction;
    const ids = { orderId: order.id, refundId: request.refundId, paymentId: asked.paymentId };
    const [found] = await tx
      .select({ transaction: orderRefundTransactions, payment: orderPayments })
      .from(orderRefundTransactions)
      .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundTransactions.refundId))
      .innerJoin(orderPayments, eq(orderPayments.id, orderRefundTransactions.paymentId))
      .where(
        and(
          eq(orderRefunds.siteId, siteId),
          eq(orderRefunds.orderId, order.id),
          eq(orderRefundTransactions.refundId, request.refundId),
          eq(orderRefundTransactions.paymentId, asked.paymentId),
        ),
      );
    if (!found) throw appError('REFUND_TRANSACTION_NOT_FOUND', ids);
    const { transaction, payment } = found;
    if (!transaction.external) throw appError('REFUND_TRANSACTION_NOT_EDITABLE', ids);
    const to = asked.refundStatus;
    if (transaction.status === to) return;
    if (!REFUND_STATUS_MOVES[transaction.status as RefundStatus]?.includes(to))
      throw appError(
        'REFUND_STATUS_MOVE_NOT_ALLOWED',
        { ...ids, status: transaction.status, to },
        `A ${transaction.status} refund cannot become ${to}: an external refund moves from PENDING to SUCCEEDED or FAILED, once`,
      );
    const now = new Date(ctx.clock());
    if (to === 'SUCCEEDED') {
      // Reserved when it was made; checked again so that no path gives back more than was captured.
      if (payment.refunded + payment.chargedBack + transaction.amount > payment.captured)
        throw appError('REFUND_AMOUNT_EXCEEDS_REFUNDABLE', ids);
      await tx
        .update(orderPayments)
        .set({ refunded: sql`${orderPayments.refunded} + ${transaction.amount}`, updatedAt: now })
        .where(eq(orderPayments.id, payment.id));
    }
    await tx
      .update(orderRefundTransactions)
      .set({
        status: to,
        providerRefundId: asked.providerRefundId ?? transaction.providerRefundId,
        failure: to === 'FAILED' ? (asked.refundStatusInfo?.description ?? null) : null,
        updatedAt: now,
      })
      .where(eq(orderRefundTransactions.id, transaction.id));
    const amount = price(transaction.amount, currencyOf(order.currency));
    const refund = {
      refundId: request.refundId,
      payment: { paymentId: payment.id, externalRefund: true, regular: { amount } },
    };
    await addActivity(tx, order, {
      type: to === 'SUCCEEDED' ? 'PAYMENT_REFUNDED' : 'PAYMENT_REFUND_FAILED',
      at: now,
      content: to === 'SUCCEEDED' ? { paymentRefunded: refund } : { paymentRefundFailed: refund },
    });
    await settlePaymentStatus(ctx, tx, order);
  });

/** The writes of order transactions recorded from outside Atrium's providers (see the rules above). */
export function createPaymentRecords(ctx: OrdersContext, idempotency: Idempotency) {
  const { db } = ctx;

  return {
    /** addPayments; a repeated Idempotency-Key answers the first answer and records nothing again. */
    addPayments: (caller: IdempotentCaller, request: AddPaymentsRequest) =>
      idempotency.run({ ...caller, call: 'orders.addPayments', request }, async () => {
        const paymentsIds = await add(ctx, caller.siteId, request);
        return { orderTransactions: await transactions(db, caller.siteId, request.orderId), paymentsIds };
      }),

    async updatePaymentStatus(
      siteId: string,
      ids: { orderId: string; paymentId: string },
      to: TransactionStatus,
    ) {
      await move(ctx, siteId, { ...ids, to });
      return { orderTransactions: await transactions(db, siteId, ids.orderId) };
    },

    /** Each payment on its own; one that cannot move is a failed item, not a failed call. */
    async bulkUpdatePaymentStatuses(siteId: string, request: BulkUpdatePaymentStatusesRequest) {
      const { results, bulkActionMetadata } = await runEach(
        request.paymentAndOrderIds.map((ids) => ({
          id: ids.paymentId,
          run: async () => {
            await move(ctx, siteId, { ...ids, to: request.status });
            if (!request.returnFullEntity) return undefined;
            return (await transactions(db, siteId, ids.orderId)).payments.find((p) => p.id === ids.paymentId);
          },
        })),
      );
      return {
        results: results.map(({ itemMetadata, value }) => ({
          itemMetadata,
          ...(value ? { item: value } : {}),
        })),
        bulkActionMetadata,
      };
    },

    /** updatePayments: no payment changes (the wire gives it none); the order's status is derived again. */
    updatePayments: (siteId: string, orderId: string) =>
      db.transaction(async (tx) => {
        await settlePaymentStatus(ctx, tx, await lockOrder(tx, siteId, orderId));
        return {};
      }),

    async updateRefundTransaction(siteId: string, request: UpdateRefundTransactionRequest) {
      await moveRefund(ctx, siteId, request);
      return {};
    },
  };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
