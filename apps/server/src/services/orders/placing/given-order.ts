import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreatedBy, MediaAsset, OrderInput, StoreSettings } from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import type { Executor } from '../../../core/db/index.js';
import type { Currency } from '../../../core/money/index.js';
import { appError } from '../../../core/wire/errors.js';
import { Violations } from '../../../core/wire/violations.js';
import type { OrdersContext } from '../context.js';
import type { DeclaredSummary } from './given-amounts.js';
import { priceGivenOrder, type GivenPricing } from './given-pricing.js';
import {
  orderActivities,
  orderLines,
  orderPayments,
  orders,
  type OrderRow,
  type OrderSnapshot,
} from '../tables.js';
import { price } from '../wire.js';

// An order its caller states whole (createOrder, importOrder) as the rows an order placed from a checkout has:
// the descriptive part in snapshots shaped as the checkout's, which wire.ts reads, and the money in minor units.

type Line = OrderInput['lineItems'][number];
type NewOrder = typeof orders.$inferInsert;
type NewLine = typeof orderLines.$inferInsert;

/** The store's currency, weight unit and inventory trigger. */
export const storeSettingsOf = (ctx: OrdersContext, siteId: string): Promise<StoreSettings> =>
  ctx.storeSettings(siteId);

/** Who made the order, as the wire names them: the owner as a user, an API key as an app. */
export function creatorOf(auth: AuthContext): CreatedBy {
  if (auth.kind === 'owner') return { userId: auth.ownerId };
  if (auth.kind === 'apiKey') return { appId: auth.keyId };
  return {};
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);

/** A line's image as an order shows it; only web addresses, since pages and mails put it in an `img`. */
function imageOf(image: Line['image'], at: string, violations: Violations): MediaAsset | null {
  if (!image) return null;
  const given = typeof image === 'string' ? { url: image } : image;
  if (given.url && !isWebAddress(given.url))
    violations.add(typeof image === 'string' ? at : `${at}.url`, 'must be an http(s) address', 'FORMAT');
  return {
    id: given.id ?? '',
    url: given.url ?? '',
    width: given.width ?? null,
    height: given.height ?? null,
    altText: given.altText ?? null,
    filename: given.filename ?? null,
  };
}

/** What the schema cannot say: the store's currency only, one buyer, lines with ids of their own. */
function checkGiven(order: OrderInput, currency: Currency, path: string) {
  const violations = new Violations();
  if (order.currency && order.currency !== currency.code)
    violations.add(`${path}.currency`, `must be the store's currency, ${currency.code}`, {
      rule: 'VALIDATION',
      data: { currency: currency.code },
    });
  if (order.buyerInfo?.visitorId && order.buyerInfo.memberId)
    violations.add(`${path}.buyerInfo.memberId`, 'cannot be set with visitorId', 'ONE_OF_ALIGNMENT');
  const seen = new Set<string>();
  const lineIds = order.lineItems.map((line, i) => {
    const id = line.id ?? randomUUID();
    if (seen.has(id)) violations.add(`${path}.lineItems[${i}].id`, 'is the id of another line', 'VALIDATION');
    seen.add(id);
    return id;
  });
  const images = order.lineItems.map((line, i) =>
    imageOf(line.image, `${path}.lineItems[${i}].image`, violations),
  );
  violations.throwIfAny();
  return { lineIds, images };
}

/** The line as it was shown, in the checkout line's shape that wire.ts reads. */
function lineSnapshot(line: Line, id: string, media: MediaAsset | null): Record<string, unknown> {
  const physical = line.physicalProperties;
  return {
    id,
    productName: line.productName,
    catalogReference: line.catalogReference ?? null,
    descriptionLines: line.descriptionLines ?? [],
    media,
    physicalProperties: physical ? { ...physical, shippable: physical.shippable ?? true } : null,
    itemType: line.itemType ?? { preset: 'UNRECOGNISED' },
    paymentOption: line.paymentOption ?? null,
    priceDescription: line.priceDescription ?? null,
    taxableAddress: line.taxableAddress ?? null,
    subscriptionInfo: line.subscriptionInfo ?? null,
    extendedFields: line.extendedFields?.namespaces ? { namespaces: line.extendedFields.namespaces } : null,
  };
}

/** The shipping as the checkout keeps its chosen option, with the server's amounts. */
function shippingSnapshot(order: OrderInput, pricing: GivenPricing, currency: Currency) {
  const info = order.shippingInfo;
  if (!info) return null;
  const included = order.taxIncludedInPrices ?? false;
  const { price: cost, discount, tax, taxRate } = pricing.shipping;
  const charged = cost - discount;
  const logistics = info.logistics;
  return {
    selectedCarrierServiceOption: {
      code: info.code ?? null,
      title: info.title ?? null,
      carrierId: info.carrierId ?? null,
      logistics: {
        pickupDetails: logistics?.pickupDetails ?? null,
        deliveryTime: logistics?.deliveryTime ?? null,
        instructions: logistics?.instructions ?? null,
      },
      cost: {
        price: price(cost, currency),
        totalDiscount: price(discount, currency),
        totalPriceBeforeTax: price(included ? charged - tax : charged, currency),
        totalPriceAfterTax: price(included ? charged : charged + tax, currency),
        taxDetails: { taxableAmount: price(charged, currency), taxRate, totalTax: price(tax, currency) },
      },
    },
    region: info.region ?? null,
  };
}

const SOURCES = ['coupon', 'merchantDiscount', 'discountRule'] as const;

/** The discounts as stated, each with what the server took off and where. */
function discountsSnapshot(order: OrderInput, pricing: GivenPricing, currency: Currency) {
  return (order.appliedDiscounts ?? []).map((discount, i) => {
    const taken = pricing.discounts[i]!;
    const source = SOURCES.find((key) => discount[key] != null);
    const type =
      discount.discountType ??
      (discount.lineItemIds?.length || discount.lineItemDiscounts?.length ? 'SPECIFIC_ITEMS' : 'GLOBAL');
    return {
      ...(source ? { [source]: { ...discount[source], amount: price(taken.amount, currency) } } : {}),
      discountType: type,
      id: discount.id ?? randomUUID(),
      lineItemIds: [...taken.lines.keys()],
      lineItemDiscounts: [...taken.lines].map(([id, amount]) => ({
        id,
        totalDiscount: price(amount, currency),
      })),
    };
  });
}

function feesSnapshot(order: OrderInput, pricing: GivenPricing, currency: Currency) {
  const included = order.taxIncludedInPrices ?? false;
  return (order.additionalFees ?? []).map((fee, i) => {
    const { price: amount, tax, taxRate } = pricing.fees[i]!;
    const before = included ? amount - tax : amount;
    const { taxDetails: _details, taxInfo: _info, priceBeforeTax: _b, priceAfterTax: _a, ...rest } = fee;
    return {
      ...rest,
      id: fee.id ?? randomUUID(),
      price: price(amount, currency),
      priceBeforeTax: price(before, currency),
      priceAfterTax: price(before + tax, currency),
      taxInfo: {
        taxAmount: price(tax, currency),
        taxableAmount: price(before, currency),
        taxRate,
        taxIncludedInPrice: included,
        taxBreakdown: [],
      },
      taxDetails: { taxableAmount: price(before, currency), taxRate, totalTax: price(tax, currency) },
    };
  });
}

function snapshotOf(order: OrderInput, pricing: GivenPricing, currency: Currency): OrderSnapshot {
  return {
    billingInfo: order.billingInfo ?? null,
    recipientInfo: order.recipientInfo ?? order.shippingInfo?.logistics?.shippingDestination ?? null,
    shippingInfo: shippingSnapshot(order, pricing, currency),
    appliedDiscounts: discountsSnapshot(order, pricing, currency),
    taxSummary: null,
    additionalFees: feesSnapshot(order, pricing, currency),
    customFields: order.customFields ?? [],
    buyerNote: order.buyerNote ?? null,
    extendedFields: order.extendedFields?.namespaces ?? null,
    businessLocationId: order.businessLocation?.id ?? null,
    giftCard: null,
    couponId: null,
  };
}

export interface GivenOrderOptions {
  siteId: string;
  orderId: string;
  settings: Pick<StoreSettings, 'weightUnit'>;
  currency: Currency;
  /** Summary amounts the caller stated, checked against the parts. */
  declared?: DeclaredSummary;
  /** An imported order keeps how many of each line were refunded and restocked. */
  history?: boolean;
  path?: string;
}

/**
 * The order's row (all but its number, status, payment status and dates) and its lines, from what the caller
 * states. Refuses, all at once, what cannot be an order: another currency, amounts the currency cannot hold,
 * totals that are not the sum of their parts.
 */
export function givenOrderRows(order: OrderInput, options: GivenOrderOptions) {
  const { siteId, orderId, currency } = options;
  const path = options.path ?? 'order';
  const { lineIds, images } = checkGiven(order, currency, path);
  const pricing = priceGivenOrder(order, {
    currency,
    lineIds,
    path,
    ...(options.declared ? { declared: options.declared } : {}),
  });
  const buyer = order.buyerInfo;
  const { summary } = pricing;
  const values = {
    id: orderId,
    siteId,
    checkoutId: order.checkoutId ?? null,
    purchaseFlowId: order.purchaseFlowId ?? null,
    ownerKind: buyer?.memberId ? 'member' : buyer?.visitorId ? 'visitor' : null,
    ownerId: buyer?.memberId ?? buyer?.visitorId ?? null,
    buyerEmail: buyer?.email ?? null,
    contactId: buyer?.contactId ?? null,
    currency: currency.code,
    weightUnit: order.weightUnit ?? options.settings.weightUnit,
    taxIncludedInPrices: order.taxIncludedInPrices ?? false,
    ...summary,
    giftCardPaid: 0n,
    snapshot: snapshotOf(order, pricing, currency),
    tags: {
      tags: [...new Set(order.tags?.tags?.tagIds ?? [])],
      privateTags: [...new Set(order.tags?.privateTags?.tagIds ?? [])],
    },
    archived: order.archived ?? false,
    seenByAHuman: order.seenByAHuman ?? false,
  } satisfies Partial<NewOrder>;
  const lines = order.lineItems.map((line, position): NewLine => {
    const money = pricing.lines[position]!;
    const reference = line.catalogReference;
    const history = options.history ?? false;
    return {
      orderId,
      id: money.id,
      siteId,
      position,
      quantity: line.quantity,
      appId: reference?.appId ?? null,
      catalogItemId: reference?.catalogItemId ?? null,
      options: (reference?.options as Record<string, unknown> | null | undefined) ?? null,
      unitPrice: money.unitPrice,
      fullPrice: money.unitPrice,
      subtotal: money.subtotal,
      discount: money.discount,
      tax: money.tax,
      total: money.total,
      taxRate: money.taxRate,
      snapshot: lineSnapshot(line, money.id, images[position]!),
      refundedQuantity: history ? Math.min(line.refundQuantity ?? 0, line.quantity) : 0,
      restockedQuantity: history ? Math.min(line.restockQuantity ?? 0, line.quantity) : 0,
    };
  });
  return { values, lines, pricing };
}

/**
 * The checkout the order names, if it is one of the site's: completed by this order, as markCheckoutAsCompleted
 * would, so that it is never placed as another order. One another order came from is refused.
 */
export async function linkCheckout(
  ctx: OrdersContext,
  tx: Executor,
  { siteId, checkoutId, orderId }: { siteId: string; checkoutId: string; orderId: string },
) {
  const locked = await ctx.checkouts.service.lockForOrder(tx, siteId, checkoutId);
  if (!locked) return;
  if (locked.completed) {
    if (locked.orderId && locked.orderId !== orderId)
      throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId, orderId: locked.orderId });
    return;
  }
  await ctx.checkouts.service.complete(tx, locked, orderId);
}

/** Why an order could not be inserted: its checkout is another order's, or its number is taken. */
async function conflictOf(tx: Executor, order: NewOrder) {
  if (order.checkoutId) {
    const [other] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, order.siteId), eq(orders.checkoutId, order.checkoutId)));
    if (other)
      return appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: order.checkoutId, orderId: other.id });
  }
  return appError(
    'ORDER_NUMBER_TAKEN',
    { number: String(order.number) },
    `Order number ${order.number} is another order's`,
  );
}

/** The order, its lines, timeline and payments, in the caller's transaction; a taken number or checkout refused. */
export async function insertGivenOrder(
  tx: Executor,
  made: {
    order: NewOrder;
    lines: readonly NewLine[];
    activities: ReadonlyArray<typeof orderActivities.$inferInsert>;
    payments?: ReadonlyArray<typeof orderPayments.$inferInsert>;
  },
): Promise<OrderRow> {
  // Parallel inserts of one number or checkout wait on each other's unique index; the later one inserts nothing.
  const [row] = await tx.insert(orders).values(made.order).onConflictDoNothing().returning();
  if (!row) throw await conflictOf(tx, made.order);
  await tx.insert(orderLines).values([...made.lines]);
  if (made.activities.length) await tx.insert(orderActivities).values([...made.activities]);
  if (made.payments?.length) await tx.insert(orderPayments).values([...made.payments]);
  return row;
}
