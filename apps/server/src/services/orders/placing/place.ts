import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORDER_EVENTS } from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import type { PaymentProvider } from '../../../core/commerce/payments.js';
import type { Executor } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import { buyerOf } from '../../../core/commerce/lines/price-totals.js';
import type { CheckoutRow, PricedCheckout } from '../../checkouts/index.js';
import { recordCapture } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { nextOrderNumber } from '../numbers.js';
import { paymentStatusOf } from '../payment-status.js';
import { orderSnapshot, orderLineRows } from '../snapshot.js';
import { assertSubscribable, isSubscribed, withSubscriptionInfo } from './subscriptions.js';
import { moveOrderStock } from '../stock.js';
import { orderLines, orderPayments, orders, paymentAttempts, type OrderRow } from '../tables.js';
import { addActivity } from '../timeline.js';
import type { CheckoutToPlace, Payment } from './types.js';

/** A payment authorized for an order about to be placed. */
interface Held {
  provider: PaymentProvider;
  paymentId: string;
  method: { brand: string; last4: string };
  amount: bigint;
  /** Only authorized: captured later by the owner (captureAuthorizedPayments) or released (void). */
  delayedCapture?: boolean;
}

/** What one order's transaction writes: the checkout as priced, under `orderId`, with the payment it holds. */
interface NewOrder {
  orderId: string;
  row: CheckoutRow;
  priced: PricedCheckout;
  authorized?: Held;
}

/** The provider every token is charged through while Atrium has one: the sandbox, on this machine. */
const PROVIDER = 'sandbox';

/**
 * Why a priced checkout cannot become an order: a line that cannot be bought, no way to reach the buyer, or a
 * shipment with no address or option. Said all at once, in the checkout's own terms.
 */
function assertReady(row: CheckoutRow, priced: PricedCheckout) {
  const violations = priced.validate('CHECKOUT_VALIDATIONS');
  const problems = violations.filter((v) => v.severity === 'ERROR').map((v) => v.description);
  if (problems.length)
    throw appError('CHECKOUT_NOT_READY', { checkoutId: row.id, violations, problems }, problems.join('; '));
}

/**
 * The payment authorized (not captured) for the amount the checkout leaves to pay, or nothing when it leaves
 * nothing or is paid offline. A decline is answered by the caller, after it checks for a first request's order.
 */
async function authorize(
  ctx: OrdersContext,
  { siteId, priced, payment }: CheckoutToPlace & { siteId: string },
  reference: string,
) {
  const amount = priced.totals.summary.total;
  if (amount <= 0n || payment.kind === 'offline') return undefined;
  const provider = ctx.providers.get(PROVIDER);
  if (!provider) throw appError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: PROVIDER });
  const outcome = await provider.authorize({
    siteId,
    token: payment.token,
    amount,
    currency: priced.currency.code,
    capture: false,
    reference,
    save: isSubscribed(priced),
  });
  if (outcome.status === 'DECLINED') return { declined: outcome };
  // A saved method's id stays with the payment (never shown): a subscription's renewals charge it.
  const saved = outcome.savedMethodId ? { savedMethodId: outcome.savedMethodId } : {};
  return {
    held: { provider, paymentId: outcome.paymentId, method: { ...outcome.method, ...saved }, amount },
  };
}

/** The order a completed checkout became; a checkout completed without one cannot answer an order. */
async function orderOfCompleted(row: CheckoutRow) {
  if (!row.orderId) throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: row.id });
  return row.orderId;
}

/** The order's payments: the gift card's share, taken at once, and the provider's, only authorized yet. */
function paymentsOf({ row, authorized }: NewOrder, giftCardPaid: bigint) {
  return [
    ...(giftCardPaid > 0n && row.giftCardId
      ? [
          {
            kind: 'giftCard',
            providerPaymentId: row.giftCardId,
            status: 'APPROVED',
            amount: giftCardPaid,
            captured: giftCardPaid,
            method: { giftCardId: row.giftCardId },
          },
        ]
      : []),
    ...(authorized
      ? [
          {
            kind: PROVIDER,
            providerPaymentId: authorized.paymentId,
            status: 'AUTHORIZED',
            amount: authorized.amount,
            captured: 0n,
            method: {
              ...authorized.method,
              delayedCapture: authorized.delayedCapture ?? false,
            },
          },
        ]
      : []),
  ];
}

/** The order's own row, as the checkout was priced. */
async function orderValues(
  tx: Executor,
  { orderId, row, priced }: NewOrder,
  { paymentStatus, now }: { paymentStatus: ReturnType<typeof paymentStatusOf>; now: Date },
) {
  const { totals } = priced;
  const giftCardPaid = totals.summary.giftCard;
  return {
    id: orderId,
    siteId: row.siteId,
    number: await nextOrderNumber(tx, row.siteId),
    checkoutId: row.id,
    cartId: row.cartId,
    purchaseFlowId: row.purchaseFlowId,
    status: 'APPROVED',
    paymentStatus,
    ownerKind: row.ownerKind,
    ownerId: row.ownerId,
    buyerEmail: row.info.email ?? null,
    contactId: row.info.contactId ?? null,
    channelType: row.channelType,
    currency: priced.currency.code,
    weightUnit: priced.settings.weightUnit,
    taxIncludedInPrices: priced.checkout.taxIncludedInPrice,
    subtotal: totals.summary.subtotal,
    discount: totals.summary.discount,
    shipping: totals.summary.shipping,
    tax: totals.summary.tax,
    additionalFees: totals.summary.additionalFees,
    total: totals.summary.total + giftCardPaid,
    giftCardPaid,
    snapshot: orderSnapshot(row, priced),
    createdBy: row.createdBy,
    purchasedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** The stock the order takes (now, or when paid), and the coupon and gift card it spends. */
async function spend(
  ctx: OrdersContext,
  tx: Executor,
  placed: { input: NewOrder; order: OrderRow; lineRows: LineRows },
) {
  const { input, order, lineRows } = placed;
  const { orderId, row, priced } = input;
  const trigger = (await ctx.storeSettings(row.siteId, tx)).inventoryTrigger;
  if (trigger === 'ON_ORDER_PLACED' || order.paymentStatus === 'PAID')
    await moveOrderStock(ctx, tx, {
      order,
      lines: lineRows,
      direction: 'take',
      reason: trigger === 'ON_ORDER_PLACED' ? 'ORDER_PLACED' : 'ORDER_PAID',
    });
  const couponId = priced.totals.discounts.find((d) => d.source.kind === 'coupon')?.source.id;
  if (couponId)
    await ctx.redeemCoupon(tx, row.siteId, { couponId, orderId, buyer: buyerOf(row, row.info.email) });
  const giftCardPaid = priced.totals.summary.giftCard;
  if (giftCardPaid > 0n && row.giftCardId)
    await ctx.redeemGiftCard(tx, row.siteId, { giftCardId: row.giftCardId, amount: giftCardPaid, orderId });
}

type LineRows = ReturnType<typeof withSubscriptionInfo>;

/**
 * Everything an order is, in one transaction: the checkout locked and unchanged since it was priced, the
 * number, lines, payments, stock, coupon and gift card, and the checkout completed. Any refusal rolls all back.
 */
async function insertOrder(
  ctx: OrdersContext,
  tx: Executor,
  input: NewOrder,
): Promise<{ existing: string } | { order: OrderRow }> {
  const { orderId, row, priced } = input;
  const locked = await ctx.checkouts.service.lockForOrder(tx, row.siteId, row.id);
  await tx.delete(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  if (!locked) throw appError('CHECKOUT_NOT_FOUND', { checkoutId: row.id });
  if (locked.completed) return { existing: await orderOfCompleted(locked) };
  if (locked.revision !== row.revision) throw appError('CHECKOUT_CHANGED', { checkoutId: row.id });
  const now = new Date(ctx.clock());
  const giftCardPaid = priced.totals.summary.giftCard;
  const payments = paymentsOf(input, giftCardPaid);
  const paymentStatus = paymentStatusOf(
    priced.totals.summary.total + giftCardPaid,
    payments.map((p) => ({ ...p, refunded: 0n })),
  );
  const [order] = await tx
    .insert(orders)
    .values(await orderValues(tx, input, { paymentStatus, now }))
    .returning();
  const lineRows = withSubscriptionInfo(orderLineRows(order!, priced));
  if (lineRows.length) await tx.insert(orderLines).values(lineRows);
  if (payments.length)
    await tx.insert(orderPayments).values(
      payments.map((p) => ({
        ...p,
        id: randomUUID(),
        orderId,
        siteId: row.siteId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  await addActivity(tx, order!, { type: 'ORDER_PLACED', at: now });
  await spend(ctx, tx, { input, order: order!, lineRows });
  await ctx.checkouts.service.complete(tx, locked, orderId);
  await ctx.outbox.record(tx, {
    siteId: row.siteId,
    type: ORDER_EVENTS.created,
    entityId: orderId,
    data: { orderId, number: order!.number, checkoutId: row.id },
  });
  return { order: order! };
}

/** A checkout to place, as the caller names it: the checkout, and how it is paid. */
export interface PlaceRequest {
  checkoutId: string;
  payment: Payment;
}

/** Refuses offline payment when the request wants a token or the site takes it away from the checkout. */
function assertOfflineAllowed({ row, priced, payment }: CheckoutToPlace) {
  // The site may take offline payment away from a checkout (its custom settings): then it is paid now.
  const offlineRefused =
    payment.kind === 'offline' && (payment.tokenRequired || row.info.customSettings?.disabledManualPayment);
  if (offlineRefused && priced.totals.summary.total > 0n)
    throw appError('PAYMENT_TOKEN_REQUIRED', { checkoutId: row.id });
}

/**
 * A checkout becomes an order, once. A completed checkout answers the order it became; a declined payment
 * makes no order and takes nothing; a refused order releases the authorization it held.
 */
async function fromCheckout(
  ctx: OrdersContext,
  auth: AuthContext,
  request: PlaceRequest & { siteId: string },
) {
  const { db, clock } = ctx;
  const { siteId, checkoutId, payment } = request;
  const { row, priced } = await ctx.checkouts.service.forOrder(siteId, auth, checkoutId);
  if (row.completed) return orderOfCompleted(row);
  const placing: CheckoutToPlace = { row, priced, payment };
  assertReady(row, priced);
  assertSubscribable(auth, placing);
  assertOfflineAllowed(placing);
  const orderId = randomUUID();
  const charged = payment.kind === 'token' && priced.totals.summary.total > 0n;
  // Written before the provider is asked, so that a process stopped in between leaves a trace to release.
  if (charged)
    await db
      .insert(paymentAttempts)
      .values({ orderId, siteId, provider: PROVIDER, createdAt: new Date(clock()) });
  const forget = () =>
    charged ? db.delete(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)) : undefined;
  const { held, declined } = (await authorize(ctx, { ...placing, siteId }, orderId)) ?? {};
  if (declined) {
    await forget();
    // A repeat of a request whose token the first spent: the first's order is the answer.
    const again = await ctx.checkouts.service.forOrder(siteId, auth, checkoutId);
    if (again.row.completed) return orderOfCompleted(again.row);
    throw appError('PAYMENT_DECLINED', { declineCode: declined.declineCode }, declined.message);
  }
  const release = () => (held ? held.provider.void({ siteId, paymentId: held.paymentId }) : undefined);
  let placed: Awaited<ReturnType<typeof insertOrder>>;
  try {
    placed = await db.transaction((tx) =>
      insertOrder(ctx, tx, {
        orderId,
        row,
        priced,
        ...(held
          ? { authorized: { ...held, delayedCapture: payment.kind === 'token' && payment.delayCapture } }
          : {}),
      }),
    );
  } catch (error) {
    await release();
    await forget();
    throw error;
  }
  if ('existing' in placed) {
    await release();
    await forget();
    return placed.existing;
  }
  if (held && payment.kind === 'token' && !payment.delayCapture)
    await capture(ctx, { siteId, orderId, held });
  return orderId;
}

/**
 * After the order's transaction, so that a refused order never took money. A failed capture leaves the payment
 * AUTHORIZED, for the owner to capture.
 */
async function capture(
  ctx: OrdersContext,
  { siteId, orderId, held }: { siteId: string; orderId: string; held: Held },
) {
  const outcome = await held.provider.capture({ siteId, paymentId: held.paymentId, amount: held.amount });
  if (outcome.status === 'SUCCEEDED')
    await recordCapture(ctx, { siteId, orderId, paymentId: held.paymentId, amount: held.amount });
}

/** Places orders from checkouts: the payment first (authorized only), then one transaction, then capture. */
export function createPlacing(ctx: OrdersContext) {
  return {
    fromCheckout: (siteId: string, auth: AuthContext, request: PlaceRequest) =>
      fromCheckout(ctx, auth, { siteId, ...request }),
  };
}
