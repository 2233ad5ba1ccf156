import type {
  AdditionalFee,
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrors,
  ItemTaxFullDetails,
  ShippingInformation,
} from '@atrium/contract';
import type { ShippingOptionSpec, Totals, TaxResult } from '../totals/index.js';
import { divideRounded, type Currency } from '../../money/index.js';
import { money, type PricedLine } from './line-wire.js';
import type { Priced } from './price-totals.js';

/** The carrier id under which the site's own shipping options are offered (Atrium's shipping, not a carrier's). */
export const SITE_SHIPPING_CARRIER_ID = 'c8a08776-c095-4dec-8553-8f9698d86adc';

const COUPON_ERRORS: Record<NonNullable<Totals['couponError']>, string> = {
  MINIMUM_SUBTOTAL_NOT_REACHED: 'The cart does not reach the minimum subtotal of the coupon',
  NO_ITEMS_IN_SCOPE: 'The coupon applies to none of the items in the cart',
};
const SHIPPING_ERRORS: Record<NonNullable<Totals['shipping']['error']>, string> = {
  NO_SHIPPING_OPTIONS: 'No shipping option delivers to this address',
  NO_RATE_FOR_CART: 'No shipping rate applies to this cart (its weight, price or quantity)',
  DESTINATION_REQUIRED: 'A shipping address is needed to find the shipping options',
};

/** How an offered option is delivered: when, or where the buyer collects it. */
function optionWire(spec: ShippingOptionSpec) {
  return {
    code: spec.code,
    title: spec.title,
    logistics: {
      deliveryTime: spec.estimatedDeliveryTime ?? null,
      instructions: spec.pickup?.instructions ?? null,
      pickupDetails: spec.pickup ? { address: spec.pickup.address, pickupMethod: spec.pickup.method } : null,
    },
  };
}

/** Offers grouped by carrier (the site's own first), each group in the engine's order (cheapest first). */
function byCarrier(offered: Totals['shipping']['offered']) {
  const groups = new Map<string, Totals['shipping']['offered']>();
  for (const offer of offered) {
    const carrierId = offer.option.carrierId ?? SITE_SHIPPING_CARRIER_ID;
    groups.set(carrierId, [...(groups.get(carrierId) ?? []), offer]);
  }
  return [...groups].sort(([a], [b]) =>
    a === SITE_SHIPPING_CARRIER_ID ? -1 : b === SITE_SHIPPING_CARRIER_ID ? 1 : 0,
  );
}

const error = (code: string, description: string, data: Record<string, unknown> = {}) => ({
  applicationError: { code, description, data },
});

function taxDetails(tax: TaxResult, currency: Currency): ItemTaxFullDetails {
  return {
    taxableAmount: money(tax.taxable, currency),
    taxRate: tax.rate,
    totalTax: money(tax.tax, currency),
    taxBreakdown: tax.breakdown.map((share) => ({
      jurisdiction: share.rate.jurisdiction,
      jurisdictionType: share.rate.jurisdictionType,
      rate: share.rate.rate,
      taxType: share.rate.type,
      taxName: share.rate.name,
      taxAmount: money(share.amount, currency),
      taxableAmount: money(tax.taxable, currency),
      nonTaxableAmount: money(0n, currency),
    })),
  };
}

/** What automatic rules took off each line (the wire's `price` and `lineItemPrice` are after them, not coupons). */
function ruleDiscounts(totals: Totals) {
  const byLine = new Map<string, bigint>();
  for (const discount of totals.discounts)
    if (discount.source.kind === 'rule')
      for (const [id, amount] of discount.lines) byLine.set(id, (byLine.get(id) ?? 0n) + amount);
  return byLine;
}

/** The amount tax was figured on, where some rate applies (untaxed lines and shipping are not taxable). */
const taxedBase = (tax: TaxResult) => (tax.breakdown.length ? tax.taxable : 0n);

type Money = (minor: bigint) => ReturnType<typeof money>;

/** How amounts are written: in the currency, as the wire's money. */
interface Format {
  m: Money;
  currency: Currency;
}

/** Each line's prices after rules, coupon and tax, as the wire's calculated line items. */
function calculatedLines(totals: Totals, priced: readonly PricedLine[], { m, currency }: Format) {
  const rules = ruleDiscounts(totals);
  return totals.lines.map((line, i): CalculatedLineItem => {
    const wire = priced[i]!.wire;
    const quantity = BigInt(wire.quantity);
    const afterRules = line.subtotal - (rules.get(line.id) ?? 0n);
    return {
      lineItemId: line.id,
      paymentOption: 'FULL_PAYMENT_ONLINE',
      pricesBreakdown: {
        totalPriceAfterTax: m(line.total),
        totalPriceBeforeTax: m(line.afterDiscount),
        totalDiscount: m(line.discount),
        price: m(line.subtotal ? divideRounded(afterRules, quantity) : priced[i]!.unitPrice),
        priceBeforeDiscounts: wire.priceBeforeDiscounts,
        lineItemPrice: m(afterRules),
        fullPrice: wire.fullPrice,
        modifiers: m(0n),
        taxDetails: taxDetails(line.tax, currency),
      },
    };
  });
}

/** The option chosen with its cost, and every option offered, by carrier. */
function shippingInfoOf(totals: Totals, { m, currency }: Format): ShippingInformation {
  const selected = totals.shipping.selected;
  return {
    selectedCarrierServiceOption: selected
      ? {
          ...optionWire(selected.option),
          carrierId: selected.option.carrierId ?? SITE_SHIPPING_CARRIER_ID,
          requestedShippingOption: selected.requested,
          cost: {
            price: m(selected.price),
            totalDiscount: m(selected.discount),
            totalPriceBeforeTax: m(selected.price - selected.discount),
            totalPriceAfterTax: m(selected.price - selected.discount + selected.tax.tax),
            taxDetails: taxDetails(selected.tax, currency),
          },
        }
      : null,
    carrierServiceOptions: byCarrier(totals.shipping.offered).map(([carrierId, offers]) => ({
      carrierId,
      shippingOptions: offers.map((offer) => ({
        ...optionWire(offer.option),
        cost: { price: m(offer.price), otherCharges: [] },
      })),
    })),
  };
}

function appliedDiscountsOf(totals: Totals, m: Money): AppliedDiscount[] {
  return totals.discounts.map((discount) => ({
    ...(discount.source.kind === 'rule'
      ? {
          discountRule: {
            id: discount.source.id,
            name: { original: discount.source.name },
            amount: m(discount.amount),
          },
        }
      : {
          coupon: {
            id: discount.source.id,
            code: discount.source.code,
            name: discount.source.name,
            amount: m(discount.amount),
          },
        }),
    discountType: discount.target,
    lineItemIds: [...discount.lines.keys()],
  }));
}

/** What could not be calculated: shipping, the coupon, the gift card. */
function calculationErrorsOf({
  totals,
  couponRefused,
  giftCardRefused,
  carrierErrors,
}: Priced): CalculationErrors {
  // One shipping error at most (the wire's one-of): a carrier's failure explains more than "no option".
  return {
    ...(carrierErrors.length
      ? {
          carrierErrors: {
            errors: carrierErrors.map((failure) => ({
              carrierId: failure.carrierId,
              error: error('CARRIER_UNAVAILABLE', failure.message),
            })),
          },
        }
      : totals.shipping.error
        ? {
            generalShippingCalculationError: error(
              totals.shipping.error,
              SHIPPING_ERRORS[totals.shipping.error],
            ),
          }
        : {}),
    ...(totals.couponError
      ? { couponCalculationError: error(totals.couponError, COUPON_ERRORS[totals.couponError]) }
      : couponRefused
        ? { couponCalculationError: error(couponRefused.code, couponRefused.message) }
        : {}),
    ...(giftCardRefused
      ? { giftCardCalculationError: error(giftCardRefused.code, giftCardRefused.message) }
      : {}),
  };
}

/** The amount taxes were figured on: lines, the shipping chosen and fees. */
function taxableOf(totals: Totals): bigint {
  const selected = totals.shipping.selected;
  return (
    totals.lines.reduce((sum, line) => sum + taxedBase(line.tax), 0n) +
    (selected ? taxedBase(selected.tax) : 0n) +
    totals.fees.reduce((sum, fee) => sum + taxedBase(fee.tax), 0n)
  );
}

/**
 * The engine's totals in the wire's estimate shape: lines, summary, tax, shipping, discounts, fees, errors.
 * `couponRefused` is why a coupon the cart holds can no longer be used (expired since it was applied...);
 * `giftCardRefused` why its gift card no longer pays; `carrierErrors`, the carriers whose live rates could not be had.
 */
export function totalsWire(pricing: Priced, priced: readonly PricedLine[], currency: Currency) {
  const { totals } = pricing;
  const m: Money = (minor) => money(minor, currency);
  const additionalFees: AdditionalFee[] = totals.fees.map(({ fee, price, tax }) => ({
    code: fee.code,
    name: fee.name,
    price: m(price),
    priceBeforeTax: m(price),
    priceAfterTax: m(price + tax.tax),
    taxDetails: taxDetails(tax, currency),
    source: 'MANUAL',
    lineItemIds: [],
  }));
  const calculationErrors = calculationErrorsOf(pricing);
  const { summary } = totals;
  const priceSummary = {
    subtotal: m(summary.subtotal),
    shipping: m(summary.shipping),
    tax: m(summary.tax),
    discount: m(summary.discount),
    total: m(summary.total),
    additionalFees: m(summary.additionalFees),
  };
  return {
    calculatedLineItems: calculatedLines(totals, priced, { m, currency }),
    priceSummary,
    taxSummary: { taxableAmount: m(taxableOf(totals)), totalTax: m(summary.tax) },
    shippingInfo: shippingInfoOf(totals, { m, currency }),
    appliedDiscounts: appliedDiscountsOf(totals, m),
    additionalFees,
    calculationErrors: Object.keys(calculationErrors).length ? calculationErrors : null,
    giftCard: totals.giftCard
      ? {
          obfuscatedCode: totals.giftCard.code,
          amount: m(totals.giftCard.amount),
          requestedAmount: m(totals.giftCard.requested),
          appId: '',
        }
      : null,
    payNow: priceSummary,
  };
}
