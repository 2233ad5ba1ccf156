import { asc, inArray } from 'drizzle-orm';
import { GIFT_CARDS_APP_ID, type OrderTransactions, type Payment, type Refund } from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { currencyOf, type Currency } from '../../../core/money/index.js';
import {
  orderChargebacks,
  orderPayments,
  orderRefunds,
  orderRefundTransactions,
  type OrderChargebackRow,
  type OrderPaymentRow,
  type OrderRefundRow,
  type OrderRefundTransactionRow,
  type OrderRow,
} from '../tables.js';
import { price } from '../wire.js';

/** A payment's status as shown: what its refunds made of it, else what the provider said. */
function shownStatus(row: OrderPaymentRow): Payment['status'] {
  if (row.refunded > 0n) return row.refunded >= row.captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  return row.status as Payment['status'];
}

function chargebackWire(row: OrderChargebackRow, currency: Currency) {
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    amount: price(row.amount, currency),
    ...(row.status === 'REVERSED' ? { reversalAmount: price(row.amount, currency) } : {}),
    status: (row.status as 'APPROVED' | 'REVERSED' | null) ?? null,
  };
}

/** What a payment's method records: its card, the name its recorder gave it, and how its authorization went. */
interface PaymentMethod {
  brand?: string;
  last4?: string;
  delayedCapture?: boolean;
  userDefinedName?: Record<string, unknown>;
  capturedAt?: string;
  voidedAt?: string;
}

/** A delayed-capture payment's authorization: when it was made, and its capture or void if any. */
function authorizationWire(row: OrderPaymentRow, method: PaymentMethod, currency: Currency) {
  return {
    delayedCapture: true,
    authorizedDate: row.createdAt.toISOString(),
    captures: method.capturedAt
      ? [
          {
            status: 'SUCCEEDED' as const,
            amount: price(row.captured, currency),
            createdDate: method.capturedAt,
          },
        ]
      : [],
    ...(method.voidedAt
      ? { void: { status: 'SUCCEEDED' as const, voidedDate: method.voidedAt, reason: 'MANUAL' as const } }
      : {}),
  };
}

function paymentWire(
  row: OrderPaymentRow,
  {
    order,
    currency,
    chargebacks,
  }: { order: OrderRow; currency: Currency; chargebacks: readonly OrderChargebackRow[] },
): Payment {
  const method = (row.method ?? {}) as PaymentMethod;
  const base = {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    amount: price(row.amount, currency),
    refundDisabled: row.kind === 'giftCard',
    supportReceiptGeneration: false,
    status: shownStatus(row),
  };
  if (row.kind === 'giftCard')
    return {
      ...base,
      giftcardPaymentDetails: {
        giftCardPaymentId: row.providerPaymentId ?? row.id,
        appId: GIFT_CARDS_APP_ID,
      },
    };
  const authorized = row.kind !== 'manual' && row.kind !== 'imported' && method.delayedCapture;
  // A payment recorded from outside (addPayments) shows the details its recorder gave, under the server's own.
  const recorded =
    row.kind === 'external'
      ? ((method as { recorded?: { regularPaymentDetails?: Record<string, unknown> } }).recorded
          ?.regularPaymentDetails ?? {})
      : {};
  return {
    ...base,
    regularPaymentDetails: {
      ...recorded,
      paymentOrderId: order.id,
      providerTransactionId:
        row.providerPaymentId ?? (recorded.providerTransactionId as string | null | undefined) ?? null,
      offlinePayment: row.kind === 'manual' || row.kind === 'imported' || recorded.offlinePayment === true,
      status: shownStatus(row),
      savedPaymentMethod: false,
      chargebacks: chargebacks.filter((c) => c.paymentId === row.id).map((c) => chargebackWire(c, currency)),
      ...(method.brand
        ? { creditCardDetails: { brand: method.brand, lastFourDigits: method.last4 ?? null } }
        : {}),
      ...(method.userDefinedName ? { paymentMethodName: { userDefinedName: method.userDefinedName } } : {}),
      ...(authorized ? { authorizationDetails: authorizationWire(row, method, currency) } : {}),
    },
  };
}

function refundWire(
  refund: OrderRefundRow,
  transactions: readonly OrderRefundTransactionRow[],
  currency: Currency,
): Refund {
  const sum = (status?: string) =>
    transactions.filter((t) => !status || t.status === status).reduce((total, t) => total + t.amount, 0n);
  return {
    id: refund.id,
    createdDate: refund.createdAt.toISOString(),
    details: refund.details as Refund['details'],
    transactions: transactions.map((t) => ({
      paymentId: t.paymentId,
      amount: price(t.amount, currency),
      refundStatus: t.status as Refund['transactions'][number]['refundStatus'],
      ...(t.failure ? { refundStatusInfo: { description: t.failure } } : {}),
      providerRefundId: t.providerRefundId,
      externalRefund: t.external,
    })),
    summary: {
      requestedRefund: price(sum(), currency),
      pendingRefund: price(sum('PENDING'), currency),
      refunded: price(sum('SUCCEEDED'), currency),
      failedRefundAmount: price(sum('FAILED'), currency),
      pending: transactions.some((t) => t.status === 'PENDING'),
    },
  };
}

/** Each order's payments and refunds, in three statements for any number of orders. */
export async function transactionsOf(db: Executor, list: readonly OrderRow[]): Promise<OrderTransactions[]> {
  const ids = list.map((order) => order.id);
  if (!ids.length) return [];
  const [payments, refunds, transactions, chargebacks] = await Promise.all([
    db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, ids))
      .orderBy(asc(orderPayments.createdAt)),
    db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids))
      .orderBy(asc(orderRefunds.createdAt)),
    db.select().from(orderRefundTransactions).where(inArray(orderRefundTransactions.orderId, ids)),
    db
      .select()
      .from(orderChargebacks)
      .where(inArray(orderChargebacks.orderId, ids))
      .orderBy(asc(orderChargebacks.createdAt)),
  ]);
  return list.map((order) => {
    const currency = currencyOf(order.currency);
    return {
      orderId: order.id,
      payments: payments
        .filter((p) => p.orderId === order.id)
        .map((p) => paymentWire(p, { order, currency, chargebacks })),
      refunds: refunds
        .filter((r) => r.orderId === order.id)
        .map((r) =>
          refundWire(
            r,
            transactions.filter((t) => t.refundId === r.id),
            currency,
          ),
        ),
    };
  });
}
