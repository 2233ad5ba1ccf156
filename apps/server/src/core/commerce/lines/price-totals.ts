import type { Address } from '@atrium/contract';
import type { CarrierFailure, PricingBuyer, PricingPlace } from '../pricing.js';
import {
  computeTotals,
  type CouponSpec,
  type FeeSpec,
  type ShippingOptionSpec,
  type Totals,
  type TotalsLine,
} from '../totals/index.js';
import { AppError } from '../../wire/errors.js';
import type { PricedLines } from './price-lines.js';
import type { Commerce } from '../module.js';

/** What to price besides the lines: the buyer, their coupon and addresses, and which parts to compute. */
export interface PricingRequest {
  siteId: string;
  now: Date;
  buyer: PricingBuyer;
  couponCode?: string | null;
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
  selectedShippingCode?: string | null;
  /** The gift card a checkout holds (by id), and the amount the buyer asked it to pay (all it can, if none). */
  giftCard?: { id: string; requested?: bigint | null } | null;
  /** The tax-exempt group the site put the checkout in (never the buyer's to choose). */
  taxExemptGroupId?: string | null;
  /** Each part is computed unless it is turned off (the estimate call's `calculateTax`...). */
  calculate?: { tax?: boolean | null; shipping?: boolean | null; fees?: boolean | null };
  /** Fees of this one cart or checkout besides the site's (a checkout's tip). */
  extraFees?: readonly FeeSpec[];
}

/** The buyer of a cart or checkout as rules and coupons see them. */
export function buyerOf(
  owner: { ownerKind: string | null; ownerId: string | null },
  email?: string | null,
): PricingBuyer {
  return {
    memberId: owner.ownerKind === 'member' ? owner.ownerId : null,
    visitorId: owner.ownerKind === 'visitor' ? owner.ownerId : null,
    email: email ?? null,
  };
}

const placeOf = (address: Address | null | undefined): PricingPlace | null =>
  address?.country ? { country: address.country, subdivision: address.subdivision ?? null } : null;

type Refusal = { code: string; message: string };
/** A source's answer, or the application error it raised, as a refusal (reported, not thrown, on a read). */
type Asked<T> = { value?: T; refused?: Refusal };

async function ask<T>(question: (() => Promise<T>) | null): Promise<Asked<T>> {
  if (!question) return {};
  try {
    return { value: await question() };
  } catch (error) {
    if (error instanceof AppError) return { refused: { code: error.code, message: error.message } };
    throw error;
  }
}

/** The coupon the cart holds, if it can still be used; else why not. */
const couponOf = (commerce: Commerce, { couponCode, siteId, buyer, now }: PricingRequest) =>
  ask(couponCode ? () => commerce.pricing.coupon(siteId, { code: couponCode, buyer, now }) : null);

/** The gift card a checkout holds, if it can still pay; else why not (disabled, expired since). */
const giftCardOf = (commerce: Commerce, { giftCard, siteId }: PricingRequest) =>
  ask(giftCard ? () => commerce.pricing.giftCard(siteId, { id: giftCard.id }) : null);

/** Totals, and why the coupon or gift card held was refused if it was. */
export interface Priced {
  totals: Totals;
  couponRefused?: Refusal;
  giftCardRefused?: Refusal;
  /** Carriers whose live rates could not be had. */
  carrierErrors: CarrierFailure[];
}

/** The lines that ship, as one parcel a carrier can price (before discounts); none when nothing ships. */
function parcelOf(lines: PricedLines) {
  const shipped = lines.priced.filter(
    ({ wire, counted }) => counted && (wire.physicalProperties?.shippable ?? false),
  );
  if (!shipped.length) return null;
  return {
    weight: shipped.reduce(
      (sum, { wire }) => sum + (wire.physicalProperties?.weight ?? 0) * wire.quantity,
      0,
    ),
    quantity: shipped.reduce((sum, { wire }) => sum + wire.quantity, 0),
    value: shipped.reduce((sum, { wire, unitPrice }) => sum + unitPrice * BigInt(wire.quantity), 0n),
  };
}

/** A chosen pickup is taxed where the buyer collects it, as Shopify and Saleor tax click-and-collect. */
function taxedPlace(options: readonly ShippingOptionSpec[], selectedCode: string | null | undefined) {
  const pickup = selectedCode ? options.find((option) => option.code === selectedCode)?.pickup : null;
  return pickup ? placeOf(pickup.address) : null;
}

/** The lines as the engine prices them: their item and categories (for scoped discounts), tax group and weight. */
function engineLinesOf(
  lines: PricedLines,
  known: {
    categories: Map<string, string[]>;
    tax: { defaultGroups: Record<'DIGITAL' | 'PHYSICAL', string> };
    shipping: boolean;
  },
): TotalsLine[] {
  const { categories, tax } = known;
  return lines.priced.map(({ wire, unitPrice, counted }) => ({
    id: wire.id,
    quantity: wire.quantity,
    unitPrice,
    counted,
    ...(wire.catalogReference
      ? {
          item: {
            appId: wire.catalogReference.appId,
            catalogItemId: wire.rootCatalogItemId ?? wire.catalogReference.catalogItemId,
            categoryIds: categories.get(wire.rootCatalogItemId ?? wire.catalogReference.catalogItemId) ?? [],
          },
        }
      : {}),
    taxGroupId:
      wire.taxGroupId ??
      (wire.itemType.preset === 'DIGITAL' ? tax.defaultGroups.DIGITAL : tax.defaultGroups.PHYSICAL),
    weight: wire.physicalProperties?.weight ?? 0,
    // Shipping left out of the calculation: nothing is shipped, so nothing is missing either.
    shippable: known.shipping && (wire.physicalProperties?.shippable ?? false),
  }));
}

/**
 * Priced lines through the totals engine, with the site's live rules, the coupon, gift card, shipping, tax and fees
 * asked of their sources first. Categories are asked only when a rule or the coupon is scoped by category.
 */
export async function priceTotals(
  commerce: Commerce,
  lines: PricedLines,
  request: PricingRequest,
): Promise<Priced> {
  const { siteId, calculate = {} } = request;
  const destination = placeOf(request.shippingAddress);
  const shippingAsked =
    calculate.shipping === false
      ? Promise.resolve({ options: [], carrierErrors: [] })
      : commerce.pricing.shippingOptions(siteId, {
          now: request.now,
          currency: lines.currency.code,
          destination: request.shippingAddress ?? null,
          parcel: parcelOf(lines),
        });
  const [rules, couponAsked, shipping, fees, tax, cardAsked] = await Promise.all([
    commerce.pricing.discountRules(siteId, request.now),
    couponOf(commerce, request),
    shippingAsked,
    calculate.fees === false ? [] : commerce.pricing.fees(siteId),
    calculate.tax === false
      ? commerce.pricing.tax(siteId, { shipping: null, billing: null })
      : shippingAsked.then(({ options }) =>
          commerce.pricing.tax(
            siteId,
            {
              shipping: taxedPlace(options, request.selectedShippingCode) ?? destination,
              billing: placeOf(request.billingAddress),
            },
            request.taxExemptGroupId,
          ),
        ),
    giftCardOf(commerce, request),
  ]);
  const coupon = couponAsked.value;
  const card = cardAsked.value;
  const categories = needsCategories(rules, coupon) ? await categoriesOf(commerce, siteId, lines) : new Map();
  const engineLines = engineLinesOf(lines, { categories, tax, shipping: calculate.shipping !== false });
  const totals = computeTotals({
    currency: lines.currency,
    lines: engineLines,
    rules,
    ...(coupon ? { coupon } : {}),
    buyer: { memberId: request.buyer.memberId ?? null },
    shipping: {
      destination,
      options: shipping.options,
      selectedCode: request.selectedShippingCode ?? null,
    },
    tax: calculate.tax === false ? { ...tax, rates: new Map() } : tax,
    fees: request.extraFees ? [...fees, ...request.extraFees] : fees,
    ...(card
      ? {
          giftCard: {
            code: card.code,
            balance: card.balance,
            requested: request.giftCard?.requested ?? null,
          },
        }
      : {}),
  });
  return {
    totals,
    ...(couponAsked.refused ? { couponRefused: couponAsked.refused } : {}),
    ...(cardAsked.refused ? { giftCardRefused: cardAsked.refused } : {}),
    carrierErrors: shipping.carrierErrors,
  };
}

function needsCategories(
  rules: Awaited<ReturnType<Commerce['pricing']['discountRules']>>,
  coupon?: CouponSpec,
) {
  const scopes = [...rules.flatMap((rule) => rule.discount.scopes), ...(coupon?.scopes ?? [])];
  return scopes.some((scope) => scope.kind === 'category');
}

/** The categories of the lines' catalogue items, from each catalogue that can tell. */
async function categoriesOf(commerce: Commerce, siteId: string, lines: PricedLines) {
  const byApp = new Map<string, Set<string>>();
  for (const { wire } of lines.priced) {
    const reference = wire.catalogReference;
    if (!reference) continue;
    const ids = byApp.get(reference.appId) ?? new Set<string>();
    ids.add(wire.rootCatalogItemId ?? reference.catalogItemId);
    byApp.set(reference.appId, ids);
  }
  const found = new Map<string, string[]>();
  await Promise.all(
    [...byApp].map(async ([appId, ids]) => {
      const provider = commerce.catalogs.get(appId);
      if (!provider?.categories) return;
      for (const [id, categoryIds] of await provider.categories(siteId, [...ids])) found.set(id, categoryIds);
    }),
  );
  return found;
}
