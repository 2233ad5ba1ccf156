import { z } from 'zod';
import { ProductName, TaxableAddress } from './cart-lines.js';
import {
  AdditionalFeeSource,
  AppliedDiscountDiscountType,
  JurisdictionType,
  PickupMethod,
} from './cart-totals.js';
import { Address, AddressWithContact, Amount, decimalAmount, type DecimalBounds } from './commerce-common.js';
import { Timestamp } from './scalars.js';

// The money of an order (wire/types/orders.md): its prices, tax, discounts, fees and shipping cost. An order is
// priced in one currency, so its amounts are `Price` (amount and formatted amount), not a cart's
// MultiCurrencyPrice with converted forms beside them.

export const DISCOUNT_REASONS = ['UNSPECIFIED', 'EXCHANGED_ITEMS', 'BILLING_ADJUSTMENT'] as const;
export const DiscountReason = z.enum(DISCOUNT_REASONS);
export type DiscountReason = z.infer<typeof DiscountReason>;
export const PLATFORM_FEE_CHARGE_TYPES = ['PASS_ON', 'ABSORBED'] as const;
export const PlatformFeeChargeType = z.enum(PLATFORM_FEE_CHARGE_TYPES);
export type PlatformFeeChargeType = z.infer<typeof PlatformFeeChargeType>;
export const ORDER_ADDITIONAL_FEE_SOURCES = [
  'SERVICE_PLUGIN',
  'ITEM',
  'MANUAL',
  'SHIPPING',
  'PLATFORM',
] as const;
/** The cart's fee sources less UNKNOWN_ADDITIONAL_FEE_SOURCE, which orders.md does not list. */
export const OrderAdditionalFeeSource = AdditionalFeeSource.extract(ORDER_ADDITIONAL_FEE_SOURCES);
export type OrderAdditionalFeeSource = z.infer<typeof OrderAdditionalFeeSource>;

/** An amount as answered: the server's own decimal string and its currency-formatted form. */
export const Price = z.object({ amount: z.string(), formattedAmount: z.string() });
export type Price = z.infer<typeof Price>;
/** An amount as sent: a decimal string from 0 to 10^15. The server writes its own `formattedAmount`. */
export const PriceInput = z.object({ amount: Amount, formattedAmount: z.string().max(100).nullish() });
export type PriceInput = z.infer<typeof PriceInput>;

/** Pickup addresses take longer lines than Address (1000 characters for city, postal code and both lines). */
export const PickupAddress = Address.extend({
  city: z.string().max(1000).nullish(),
  postalCode: z.string().max(1000).nullish(),
  addressLine: z.string().max(1000).nullish(),
  addressLine2: z.string().max(1000).nullish(),
});
export type PickupAddress = z.infer<typeof PickupAddress>;
/** Where the order goes: a destination or a pickup, and when. */
export const DeliveryLogistics = z.object({
  shippingDestination: AddressWithContact.nullish(),
  pickupDetails: z
    .object({ address: PickupAddress.nullish(), pickupMethod: PickupMethod.nullish() })
    .nullish(),
  deliveryTime: z.string().max(500).nullish(),
  instructions: z.string().max(1000).nullish(),
  /** Deprecated by the specification: `deliveryTimeSlot` replaces it. */
  deliverByDate: Timestamp.nullish(),
  deliveryTimeSlot: z.object({ from: Timestamp.nullish(), to: Timestamp.nullish() }).nullish(),
});
export type DeliveryLogistics = z.infer<typeof DeliveryLogistics>;

type DecimalText = (bounds: DecimalBounds) => z.ZodString;
/** A tax rate: a fraction as decimal text ("0.2" is 20%). */
const RATE: DecimalBounds = { gte: 0, maxScale: 6 };
const Text = (max: number) => z.string().max(max).nullish();

/** The tax of a line, a fee or shipping, and of the whole order. */
function taxShapes<M extends z.ZodType>(Money: M, decimal: DecimalText) {
  const LineItemTaxBreakdown = z.object({
    jurisdiction: Text(200),
    rate: decimal(RATE).nullish(),
    taxAmount: Money,
    taxType: Text(200),
    taxName: Text(200),
    jurisdictionType: JurisdictionType.nullish(),
    nonTaxableAmount: Money,
    taxableAmount: Money,
  });
  const LineItemTaxInfo = z.object({
    taxAmount: Money,
    taxableAmount: Money,
    taxRate: decimal(RATE).nullish(),
    taxGroupId: z.uuid().nullish(),
    taxIncludedInPrice: z.boolean().nullish(),
    taxBreakdown: z.array(LineItemTaxBreakdown).max(7).nullish(),
  });
  /** Deprecated by the specification: `taxInfo` replaces it. */
  const ItemTaxFullDetails = z.object({
    taxableAmount: Money,
    taxRate: decimal(RATE).nullish(),
    totalTax: Money,
  });
  const OrderTaxBreakdown = z.object({
    taxName: z.string().max(200),
    taxType: z.string().max(200),
    jurisdiction: z.string().max(200),
    jurisdictionType: JurisdictionType.nullish(),
    rate: decimal(RATE),
    aggregatedTaxAmount: Money,
  });
  const OrderTaxInfo = z.object({
    totalTax: Money,
    taxBreakdown: z.array(OrderTaxBreakdown).max(50).nullish(),
    taxExempt: z.boolean().nullish(),
  });
  return { LineItemTaxInfo, ItemTaxFullDetails, OrderTaxInfo };
}

/** An applied discount: one discount source is set, a coupon, the merchant's own discount or a discount rule. */
function discountShape<M extends z.ZodType>(Money: M) {
  return z.object({
    coupon: z
      .object({ id: z.string().max(100), code: z.string().max(100), name: Text(100), amount: Money })
      .nullish(),
    merchantDiscount: z
      .object({ discountReason: DiscountReason.nullish(), description: Text(200), amount: Money })
      .nullish(),
    discountRule: z
      .object({
        id: z.uuid(),
        name: z.object({
          original: z.string().min(1).max(256),
          translated: z.string().min(1).max(500).nullish(),
        }),
        amount: Money,
      })
      .nullish(),
    discountType: AppliedDiscountDiscountType.nullish(),
    /** Deprecated by the specification: `lineItemDiscounts` replaces it. */
    lineItemIds: z.array(z.uuid()).max(300).nullish(),
    id: z.uuid().nullish(),
    lineItemDiscounts: z
      .array(z.object({ id: z.uuid(), totalDiscount: Money }))
      .max(300)
      .nullish(),
  });
}

/** The platform fees of an order and their totals. */
function platformFeeShape<M extends z.ZodType>(Money: M, decimal: DecimalText) {
  const PlatformFee = z.object({
    /** A TranslatableString, which has ProductName's bounds. */
    name: ProductName.nullish(),
    amount: Money,
    lineItemId: z.uuid().nullish(),
    chargeType: PlatformFeeChargeType.nullish(),
    percentageRate: decimal({ gt: 0, lte: 1, maxScale: 4 }).nullish(),
  });
  return z.object({
    total: Money,
    totalPassOn: Money,
    totalAbsorbed: Money,
    fees: z.array(PlatformFee).max(300).nullish(),
  });
}

/**
 * The shapes that carry money, written once and built twice: with `Price` and plain decimal text for answers,
 * and with `PriceInput` and bounded decimals for what callers send (creating or importing an order).
 */
function pricingShapes<P extends z.ZodType>(price: P, decimal: DecimalText) {
  const Money = price.nullish();
  const { LineItemTaxInfo, ItemTaxFullDetails, OrderTaxInfo } = taxShapes(Money, decimal);
  const AppliedDiscount = discountShape(Money);
  const PlatformFeeSummary = platformFeeShape(Money, decimal);
  /** `price` is before discount and tax; the totals and `discount` are the server's. */
  const ShippingPrice = z.object({
    price: Money,
    totalPriceBeforeTax: Money,
    totalPriceAfterTax: Money,
    taxDetails: ItemTaxFullDetails.nullish(),
    taxInfo: LineItemTaxInfo.nullish(),
    discount: Money,
  });
  const V1ShippingInformation = z.object({
    /** The app that provided the option, when a carrier did. */
    carrierId: z.string().min(1).max(100).nullish(),
    code: z.string().min(1).max(100).nullish(),
    title: Text(250),
    logistics: DeliveryLogistics.nullish(),
    cost: ShippingPrice.nullish(),
    region: z.object({ name: Text(100) }).nullish(),
  });
  const AdditionalFee = z.object({
    code: z.string().min(1).max(100).nullish(),
    name: z.string().min(1).max(50),
    price: Money,
    taxDetails: ItemTaxFullDetails.nullish(),
    taxInfo: LineItemTaxInfo.nullish(),
    providerAppId: z.uuid().nullish(),
    priceBeforeTax: Money,
    priceAfterTax: Money,
    id: z.uuid().nullish(),
    lineItemIds: z.array(z.uuid()).max(300).nullish(),
    source: OrderAdditionalFeeSource.nullish(),
    taxableAddress: TaxableAddress.nullish(),
  });
  /** `subtotal` and `shipping` are before discounts and tax, `totalAdditionalFees` before tax. */
  const PriceSummary = z.object({
    subtotal: Money,
    shipping: Money,
    tax: Money,
    discount: Money,
    total: Money,
    totalAdditionalFees: Money,
  });
  return {
    ...{ LineItemTaxInfo, ItemTaxFullDetails, ShippingPrice, V1ShippingInformation, OrderTaxInfo },
    ...{ AppliedDiscount, AdditionalFee, PlatformFeeSummary, PriceSummary },
  };
}

const answered = pricingShapes(Price, () => z.string());
const sent = pricingShapes(PriceInput, decimalAmount);

export const LineItemTaxInfo = answered.LineItemTaxInfo;
export type LineItemTaxInfo = z.infer<typeof LineItemTaxInfo>;
export const LineItemTaxInfoInput = sent.LineItemTaxInfo;
export type LineItemTaxInfoInput = z.infer<typeof LineItemTaxInfoInput>;
export const OrderItemTaxFullDetails = answered.ItemTaxFullDetails;
export type OrderItemTaxFullDetails = z.infer<typeof OrderItemTaxFullDetails>;
export const OrderItemTaxFullDetailsInput = sent.ItemTaxFullDetails;
export type OrderItemTaxFullDetailsInput = z.infer<typeof OrderItemTaxFullDetailsInput>;
export const ShippingPrice = answered.ShippingPrice;
export type ShippingPrice = z.infer<typeof ShippingPrice>;
export const V1ShippingInformation = answered.V1ShippingInformation;
export type V1ShippingInformation = z.infer<typeof V1ShippingInformation>;
/** The shipping cost's totals and discount are the server's, so only the price and its tax are taken. */
export const V1ShippingInformationInput = sent.V1ShippingInformation.extend({
  cost: sent.ShippingPrice.pick({ price: true, taxDetails: true, taxInfo: true }).nullish(),
});
export type V1ShippingInformationInput = z.infer<typeof V1ShippingInformationInput>;
export const OrderTaxInfo = answered.OrderTaxInfo;
export type OrderTaxInfo = z.infer<typeof OrderTaxInfo>;
/** `taxExempt` is the server's. */
export const OrderTaxInfoInput = sent.OrderTaxInfo.omit({ taxExempt: true });
export type OrderTaxInfoInput = z.infer<typeof OrderTaxInfoInput>;
export const OrderAppliedDiscount = answered.AppliedDiscount;
export type OrderAppliedDiscount = z.infer<typeof OrderAppliedDiscount>;
export const OrderAppliedDiscountInput = sent.AppliedDiscount;
export type OrderAppliedDiscountInput = z.infer<typeof OrderAppliedDiscountInput>;
export const OrderAdditionalFee = answered.AdditionalFee;
export type OrderAdditionalFee = z.infer<typeof OrderAdditionalFee>;
export const OrderAdditionalFeeInput = sent.AdditionalFee;
export type OrderAdditionalFeeInput = z.infer<typeof OrderAdditionalFeeInput>;
export const PlatformFeeSummary = answered.PlatformFeeSummary;
export type PlatformFeeSummary = z.infer<typeof PlatformFeeSummary>;
export const PlatformFeeSummaryInput = sent.PlatformFeeSummary;
export type PlatformFeeSummaryInput = z.infer<typeof PlatformFeeSummaryInput>;
export const OrderPriceSummary = answered.PriceSummary;
export type OrderPriceSummary = z.infer<typeof OrderPriceSummary>;
export const OrderPriceSummaryInput = sent.PriceSummary;
export type OrderPriceSummaryInput = z.infer<typeof OrderPriceSummaryInput>;
