import { z } from 'zod';
import { Cart } from './cart.js';
import { PaymentOptionType, TaxableAddress } from './cart-lines.js';
import {
  Address,
  CurrencyCode,
  HostSelectedMembership,
  MultiCurrencyPrice,
  WeightUnit,
} from './commerce-common.js';
import { ApplicationErrorDetails, FieldViolation } from './errors.js';
import { Timestamp } from './scalars.js';

// The answer of estimate-totals (wire/types/cart.md): the cart priced as a checkout would price it. Answers
// only, so no bound beyond the shapes: the values are the server's own.

const Price = MultiCurrencyPrice.nullish();
const Text = z.string().nullish();
const Flag = z.boolean().nullish();
const Ids = z.array(z.string()).nullish();
const Data = z.record(z.string(), z.unknown()).nullish();
const Translated = z.object({ original: z.string(), translated: Text });

/** Amounts in both currencies, each of which may be left out: most of an estimate is made of them. */
function prices<const K extends string>(...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, Price])) as Record<K, typeof Price>;
}

export const AppliedDiscountDiscountType = z.enum(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING']);
export type AppliedDiscountDiscountType = z.infer<typeof AppliedDiscountDiscountType>;
export const Severity = z.enum(['WARNING', 'ERROR']);
export type Severity = z.infer<typeof Severity>;
export const AdditionalFeeSource = z.enum([
  'UNKNOWN_ADDITIONAL_FEE_SOURCE',
  'SERVICE_PLUGIN',
  'ITEM',
  'MANUAL',
  'SHIPPING',
  'PLATFORM',
]);
export type AdditionalFeeSource = z.infer<typeof AdditionalFeeSource>;
export const ChargeType = z.enum(['HANDLING_FEE', 'INSURANCE']);
export type ChargeType = z.infer<typeof ChargeType>;
export const PickupMethod = z.enum(['STORE_PICKUP', 'PICKUP_POINT']);
export type PickupMethod = z.infer<typeof PickupMethod>;
export const JurisdictionType = z.enum(['UNDEFINED', 'COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL']);
export type JurisdictionType = z.infer<typeof JurisdictionType>;

/** `subtotal`, `shipping` and `additionalFees` are before discounts and tax; `total` is after both. */
export const PriceSummary = z.object(
  prices('subtotal', 'shipping', 'tax', 'discount', 'total', 'additionalFees'),
);
export type PriceSummary = z.infer<typeof PriceSummary>;

/** Without the deprecated `rateBreakdown`, which `taxBreakdown` replaces. */
export const ItemTaxFullDetails = z.object({
  ...prices('taxableAmount', 'totalTax'),
  /** A fraction from 0 to 1 as a decimal string. */
  taxRate: Text,
  taxBreakdown: z
    .array(
      z.object({
        ...prices('nonTaxableAmount', 'taxAmount', 'taxableAmount'),
        ...{ jurisdiction: Text, rate: Text, taxType: Text, taxName: Text },
        jurisdictionType: JurisdictionType.nullish(),
      }),
    )
    .nullish(),
});
export type ItemTaxFullDetails = z.infer<typeof ItemTaxFullDetails>;
export const LineItemPricesData = z.object({
  ...prices('totalPriceAfterTax', 'totalPriceBeforeTax', 'totalDiscount', 'price', 'priceBeforeDiscounts'),
  /** `modifiers` is the sum of the modifiers of one unit. */
  ...prices('lineItemPrice', 'fullPrice', 'modifiers', 'depositAmount'),
  taxDetails: ItemTaxFullDetails.nullish(),
});
export type LineItemPricesData = z.infer<typeof LineItemPricesData>;
export const CalculatedLineItem = z.object({
  lineItemId: z.string(),
  pricesBreakdown: LineItemPricesData,
  paymentOption: PaymentOptionType.nullish(),
  taxableAddress: TaxableAddress.nullish(),
});
export type CalculatedLineItem = z.infer<typeof CalculatedLineItem>;

/** `amount` is what will be redeemed, which may be less than `requestedAmount`. */
export const AppliedGiftCard = z.object({
  ...prices('amount', 'requestedAmount'),
  ...{ id: Text, obfuscatedCode: z.string(), appId: z.string(), externalId: Text },
});
export type AppliedGiftCard = z.infer<typeof AppliedGiftCard>;
export const ApplicationError = ApplicationErrorDetails.extend({ data: Data });
export type ApplicationError = z.infer<typeof ApplicationError>;

/** Without the deprecated `calculationDetails` (which tax calculator ran). */
export const TaxSummary = z.object(prices('taxableAmount', 'totalTax'));
export type TaxSummary = z.infer<typeof TaxSummary>;

const Pickup = z.object({
  address: Address.nullish(),
  businessLocation: Flag,
  pickupMethod: PickupMethod.nullish(),
});
const DeliveryAllocation = z.object({
  deliveryCarrier: z.object({ appId: Text, code: z.string() }).nullish(),
  deliveryRegion: z.object({ id: Text, name: Text }).nullish(),
  applicableLineItems: z.object({ lineItemIds: z.array(z.string()) }).nullish(),
});
const OptionFields = {
  code: z.string(),
  title: Text,
  logistics: z.object({ deliveryTime: Text, instructions: Text, pickupDetails: Pickup.nullish() }).nullish(),
  deliveryAllocations: z.array(DeliveryAllocation).nullish(),
  partial: Flag,
};
/** `price` is before discount and tax. */
const ShippingPrices = z.object({
  ...prices('totalPriceAfterTax', 'totalPriceBeforeTax', 'totalDiscount', 'price'),
  taxDetails: ItemTaxFullDetails.nullish(),
});
const OtherCharge = z.object({ type: ChargeType, price: Price, details: Text });

export const ShippingInformation = z.object({
  region: z.object({ id: Text, name: Text }).nullish(),
  /** Without the deprecated `otherCharges`: each option's `cost.otherCharges` holds them. */
  selectedCarrierServiceOption: z
    .object({
      ...OptionFields,
      cost: ShippingPrices.nullish(),
      /** False when the requested option was not found and the first one was taken instead. */
      requestedShippingOption: Flag,
      carrierId: Text,
    })
    .nullish(),
  carrierServiceOptions: z
    .array(
      z.object({
        carrierId: z.string(),
        shippingOptions: z.array(
          z.object({
            ...OptionFields,
            cost: z.object({ price: Price, otherCharges: z.array(OtherCharge).nullish() }).nullish(),
          }),
        ),
      }),
    )
    .nullish(),
});
export type ShippingInformation = z.infer<typeof ShippingInformation>;
export const AppliedDiscount = z.object({
  coupon: z.object({ id: z.string(), code: z.string(), amount: Price, name: Text }).nullish(),
  merchantDiscount: z.object({ amount: Price, percentage: z.number().nullish() }).nullish(),
  discountRule: z.object({ id: z.string(), name: Translated.nullish(), amount: Price }).nullish(),
  discountType: AppliedDiscountDiscountType.nullish(),
  lineItemIds: Ids,
});
export type AppliedDiscount = z.infer<typeof AppliedDiscount>;

/** `ruleName` names the rule when `violatedRule` is OTHER. */
const CalculationViolation = FieldViolation.extend({ ruleName: Text, data: Data });
/** One error of a calculation, as the wire's error bodies (WIRE.md section 5); without the deprecated `tracing`. */
export const Details = z.object({
  applicationError: ApplicationError.nullish(),
  validationError: z.object({ fieldViolations: z.array(CalculationViolation) }).nullish(),
  systemError: z.object({ errorCode: Text }).nullish(),
});
export type Details = z.infer<typeof Details>;

/** What could not be calculated; the estimate is still answered without those parts. */
export const CalculationErrors = z.object({
  generalShippingCalculationError: Details.nullish(),
  carrierErrors: z.object({ errors: z.array(z.object({ carrierId: z.string(), error: Details })) }).nullish(),
  selectedShippingOptionError: Details.nullish(),
  taxCalculationError: Details.nullish(),
  couponCalculationError: Details.nullish(),
  /** Deprecated in favour of per-card errors that cart.md does not list; kept for clients that read it. */
  giftCardCalculationError: Details.nullish(),
  orderValidationErrors: z.array(ApplicationError).nullish(),
  membershipError: Details.nullish(),
  discountsCalculationError: Details.nullish(),
});
export type CalculationErrors = z.infer<typeof CalculationErrors>;

/** `lineItemIds` and `additionalData` are deprecated by the specification. */
const Membership = z.object({
  ...{ id: z.string(), appId: z.string(), name: Translated.nullish(), lineItemIds: Ids },
  credits: z.object({ total: z.number().int(), remaining: z.number().int() }).nullish(),
  expirationDate: Timestamp.nullish(),
  additionalData: Data,
});
/** Deprecated by the specification as a whole (the legacy eligible-memberships flow fills it). */
export const MembershipOptions = z.object({
  eligibleMemberships: z.array(Membership).nullish(),
  invalidMemberships: z.array(z.object({ membership: Membership, reason: z.string() })).nullish(),
  selectedMemberships: z.array(HostSelectedMembership).nullish(),
});
export type MembershipOptions = z.infer<typeof MembershipOptions>;
export const AdditionalFee = z.object({
  ...prices('price', 'priceBeforeTax', 'priceAfterTax'),
  ...{ code: Text, name: z.string(), providerAppId: Text, translatedName: Text, lineItemIds: Ids },
  taxDetails: ItemTaxFullDetails.nullish(),
  source: AdditionalFeeSource.nullish(),
  taxableAddress: TaxableAddress.nullish(),
});
export type AdditionalFee = z.infer<typeof AdditionalFee>;

/** A problem a validation plugin reported, shown on the cart page or beside one line. */
export const Violation = z.object({
  severity: Severity,
  target: z
    .object({
      other: z.object({ name: z.enum(['OTHER_DEFAULT']) }).nullish(),
      lineItem: z.object({ name: z.enum(['LINE_ITEM_DEFAULT']), id: Text }).nullish(),
    })
    .nullish(),
  description: Text,
  /**
   * What the buyer can do about it (seed 001: REMOVE_LINE_ITEM for a line that cannot be bought). Atrium's
   * addition to the wire's Violation, which a client that does not know it ignores.
   */
  suggestedFix: z.enum(['REMOVE_LINE_ITEM']).nullish(),
});
export type Violation = z.infer<typeof Violation>;

/** `payNow` is the least to pay to place the order; `payLater` what remains after it. */
export const EstimateTotalsResponse = z.object({
  cart: Cart,
  calculatedLineItems: z.array(CalculatedLineItem),
  priceSummary: PriceSummary,
  giftCard: AppliedGiftCard.nullish(),
  taxSummary: TaxSummary.nullish(),
  shippingInfo: ShippingInformation.nullish(),
  appliedDiscounts: z.array(AppliedDiscount),
  calculationErrors: CalculationErrors.nullish(),
  weightUnit: WeightUnit,
  currency: CurrencyCode,
  payNow: PriceSummary.nullish(),
  payLater: PriceSummary.nullish(),
  membershipOptions: MembershipOptions.nullish(),
  additionalFees: z.array(AdditionalFee),
  violations: z.array(Violation),
});
export type EstimateTotalsResponse = z.infer<typeof EstimateTotalsResponse>;
