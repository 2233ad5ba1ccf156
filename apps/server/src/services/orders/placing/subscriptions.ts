import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ORDER_EVENTS,
  type Order,
  type SubscriptionInfo,
  type SubscriptionOptionInfo,
} from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import type { Executor } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import type { PricedCheckout } from '../../checkouts/index.js';
import type { OrdersContext } from '../context.js';
import { insertGivenOrder } from './given-order.js';
import { nextOrderNumber } from '../numbers.js';
import { moveOrderStock } from '../stock.js';
import { findOrder, orderParts } from '../store.js';
import { orderLines, type OrderRow } from '../tables.js';
import { orderWire } from '../wire.js';
import type { CheckoutToPlace } from './types.js';

type LineInsert = typeof orderLines.$inferInsert;

/** Whether a priced checkout buys a subscription: one of its lines chose a subscription option. */
export const isSubscribed = (priced: PricedCheckout) =>
  priced.checkout.lineItems.some((line) => line.subscriptionOptionInfo);

/**
 * A subscription is bought as mature platforms sell them: by a signed-in member (renewals are charged to a
 * member's saved card and managed in their account), alone in its checkout (one contract per order), and paid by
 * card now, so that the method can be saved for the renewals.
 */
export function assertSubscribable(auth: AuthContext, { row, priced, payment }: CheckoutToPlace) {
  if (!isSubscribed(priced)) return;
  if (auth.kind === 'visitor' || row.ownerKind !== 'member')
    throw appError('SUBSCRIPTION_REQUIRES_MEMBER', { checkoutId: row.id });
  if (priced.checkout.lineItems.length !== 1)
    throw appError('SUBSCRIPTION_NOT_ALONE', { checkoutId: row.id, lines: priced.checkout.lineItems.length });
  if (payment.kind !== 'token' || priced.totals.summary.total <= 0n)
    throw appError('SUBSCRIPTION_PAYMENT_REQUIRED', { checkoutId: row.id });
}

/**
 * The subscribed line of a new order names its contract-to-be (`subscriptionInfo.id`, made here) at cycle 1; the
 * subscriptions service makes the contract from the order's `order.created` event, under that id.
 */
export function withSubscriptionInfo(rows: LineInsert[]): LineInsert[] {
  return rows.map((row) => {
    const shown = row.snapshot as { subscriptionOptionInfo?: SubscriptionOptionInfo | null };
    const option = shown.subscriptionOptionInfo;
    if (!option) return row;
    const info: SubscriptionInfo = {
      id: randomUUID(),
      cycleNumber: 1,
      subscriptionOptionTitle: option.title?.original ?? null,
      subscriptionOptionDescription: option.description?.original ?? null,
      subscriptionSettings: option.subscriptionSettings,
      chargesDescription: null,
    };
    return { ...row, snapshot: { ...row.snapshot, subscriptionInfo: info } };
  });
}

type OrderLine = typeof orderLines.$inferSelect;

/** What a renewal's order is made of: the first order, the renewal's cycle, and the payment that paid it. */
interface Renewal {
  siteId: string;
  firstOrderId: string;
  cycleNumber: number;
  payment: { kind: string; paymentId: string; method: { brand: string; last4: string } };
}

/** An order as the wire has it, with the method its card payment saved (none if it saved none). */
async function sourceOrder(executor: Executor, siteId: string, orderId: string) {
  const order = await findOrder(executor, siteId, orderId);
  if (!order) return undefined;
  const { lines, payments, activities } = await orderParts(executor, orderId);
  const saved = payments
    .map((p) => (p.method as { savedMethodId?: string } | null)?.savedMethodId)
    .find((id) => typeof id === 'string');
  return {
    order: orderWire(order, { lines, payments, activities }) as Order,
    savedMethodId: saved ?? null,
    provider: payments.find((p) => p.method && 'savedMethodId' in p.method)?.kind ?? null,
    total: order.total,
    currency: order.currency,
  };
}

/** The first order's lines again, for the renewal's order `orderId`, its subscribed line at `cycleNumber`. */
function renewalLines(firstLines: OrderLine[], orderId: string, cycleNumber: number) {
  return firstLines.map((line) => {
    const shown = line.snapshot as { subscriptionInfo?: SubscriptionInfo | null };
    return {
      ...line,
      orderId,
      id: randomUUID(),
      refundedQuantity: 0,
      restockedQuantity: 0,
      snapshot: shown.subscriptionInfo
        ? { ...line.snapshot, subscriptionInfo: { ...shown.subscriptionInfo, cycleNumber } }
        : line.snapshot,
    };
  });
}

/** The renewal's payment row: the first order's total, taken in full. */
function renewalPayment(first: OrderRow, input: Renewal, { orderId, now }: { orderId: string; now: Date }) {
  return {
    id: randomUUID(),
    orderId,
    siteId: input.siteId,
    kind: input.payment.kind,
    providerPaymentId: input.payment.paymentId,
    status: 'APPROVED',
    amount: first.total,
    captured: first.total,
    method: input.payment.method,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A renewal's order, paid: the first order's lines and amounts again (its coupon's discount, shipping and tax
 * as they were; no gift card), its line at `cycleNumber`, in the caller's transaction, so that the contract
 * moves on with it or not at all.
 */
async function placeRenewal(ctx: OrdersContext, tx: Executor, input: Renewal) {
  const first = await findOrder(tx, input.siteId, input.firstOrderId);
  if (!first) throw appError('ORDER_NOT_FOUND', { orderId: input.firstOrderId });
  const firstLines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, input.siteId), eq(orderLines.orderId, first.id)));
  const now = new Date(ctx.clock());
  const orderId = randomUUID();
  const lines = renewalLines(firstLines, orderId, input.cycleNumber);
  const { snapshot } = first;
  const order = await insertGivenOrder(tx, {
    order: {
      ...first,
      id: orderId,
      number: await nextOrderNumber(tx, input.siteId),
      checkoutId: null,
      cartId: null,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      archived: false,
      giftCardPaid: 0n,
      snapshot: { ...snapshot, giftCard: null, couponId: null },
      seenByAHuman: false,
      stockTaken: false,
      revision: 1,
      purchasedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    lines,
    activities: [
      {
        id: randomUUID(),
        orderId,
        siteId: input.siteId,
        type: 'ORDER_PLACED',
        createdAt: now,
        updatedAt: now,
      },
    ],
    payments: [renewalPayment(first, input, { orderId, now })],
  });
  await moveOrderStock(ctx, tx, { order, lines, direction: 'take', reason: 'ORDER_PAID' });
  await ctx.outbox.record(tx, {
    siteId: input.siteId,
    type: ORDER_EVENTS.created,
    entityId: orderId,
    data: { orderId, number: order.number, checkoutId: null },
  });
  return { orderId, number: order.number, total: order.total };
}

/** What subscriptions need of orders: the order that began one, and each renewal's order. */
export function createSubscriptionOrders(ctx: OrdersContext) {
  return {
    source: sourceOrder,
    placeRenewal: (tx: Executor, input: Renewal) => placeRenewal(ctx, tx, input),
    /** The provider payments are charged through, by its id (`sandbox`). */
    provider: (id: string) => ctx.providers.get(id),
    db: ctx.db,
  };
}

export type SubscriptionOrders = ReturnType<typeof createSubscriptionOrders>;
