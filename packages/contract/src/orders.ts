import { z } from 'zod';
import { BuyerInfo } from './cart.js';
import { ExtendedFieldsAnswer, MAX_CART_LINES } from './cart-lines.js';
import { ExtendedFields } from './categories.js';
import { CreatedBy, CustomField } from './checkout.js';
import { AddressWithContact, ChannelType, CurrencyCode, WeightUnit } from './commerce-common.js';
import { Activity, ActivityInput } from './order-activities.js';
import { OrderLineItem, OrderLineItemInput } from './order-lines.js';
import {
  OrderAdditionalFee,
  OrderAdditionalFeeInput,
  OrderAppliedDiscount,
  OrderAppliedDiscountInput,
  OrderPriceSummary,
  OrderPriceSummaryInput,
  OrderTaxInfo,
  OrderTaxInfoInput,
  PlatformFeeSummary,
  PlatformFeeSummaryInput,
  Price,
  V1ShippingInformation,
  V1ShippingInformationInput,
} from './order-pricing.js';
import { Timestamp } from './scalars.js';

// Orders (wire/types/orders.md "Order"): a completed purchase, its lines, buyer, addresses and money. `Order` is
// the answer; the `...Input` shapes are what createOrder, importOrder and the updates take.

export const ORDER_STATUSES = ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ORDER_PAYMENT_STATUSES = [
  'UNSPECIFIED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
] as const;
/** The order's `paymentStatus`, as a whole; each payment has its own PaymentStatus. */
export const OrderPaymentStatus = z.enum(ORDER_PAYMENT_STATUSES);
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatus>;
export const FULFILLMENT_STATUSES = ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'] as const;
export const FulfillmentStatus = z.enum(FULFILLMENT_STATUSES);
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;
export const ATTRIBUTION_SOURCES = ['UNSPECIFIED', 'FACEBOOK_ADS'] as const;
export const AttributionSource = z.enum(ATTRIBUTION_SOURCES);
export type AttributionSource = z.infer<typeof AttributionSource>;

const OrderId = z.uuid();

/** The cart's buyer less `userId`: an order's buyer is a visitor or a member (and its contact). */
export const OrderBuyerInfo = BuyerInfo.omit({ userId: true });
export type OrderBuyerInfo = z.infer<typeof OrderBuyerInfo>;
export const OrderBuyerInfoInput = z.object({
  visitorId: z.uuid().nullish(),
  memberId: z.uuid().nullish(),
  contactId: z.uuid().nullish(),
  email: z.email().max(254).nullish(),
});
export type OrderBuyerInfoInput = z.infer<typeof OrderBuyerInfoInput>;
/** Set by the server when the buyer paid in another currency than the order's. */
export const CurrencyConversionDetails = z.object({
  originalCurrency: CurrencyCode.nullish(),
  conversionRate: z.string().nullish(),
});
export type CurrencyConversionDetails = z.infer<typeof CurrencyConversionDetails>;
/** The sales channel, and the order's id and page in an outside system when it came from one. */
export const ChannelInfo = z.object({
  type: ChannelType,
  externalOrderId: z.string().max(100).nullish(),
  externalOrderUrl: z.string().max(300).nullish(),
});
export type ChannelInfo = z.infer<typeof ChannelInfo>;
/**
 * Public tags anyone who sees the order sees, and private ones that need a permission. orders.md gives tag ids a
 * `maxLength` of 5, which no tag id (a GUID) meets; the format is taken as the rule.
 */
export const Tags = z.object({
  privateTags: z.object({ tagIds: z.array(z.uuid()).max(100) }).nullish(),
  tags: z.object({ tagIds: z.array(z.uuid()).max(100) }).nullish(),
});
export type Tags = z.infer<typeof Tags>;
export const Location = z.object({ id: z.uuid(), name: z.string().min(1).max(500).nullish() });
export type Location = z.infer<typeof Location>;

/** What was paid, refunded, charged back and is still owed. `balance` is negative when the buyer overpaid. */
export const BalanceSummary = z.object({
  balance: Price.nullish(),
  paid: Price.nullish(),
  refunded: Price.nullish(),
  authorized: Price.nullish(),
  pendingRefund: Price.nullish(),
  pending: Price.nullish(),
  chargeback: Price.nullish(),
  chargebackReversal: Price.nullish(),
  platformFees: Price.nullish(),
  totalMinusPlatformFees: Price.nullish(),
  /** Signed: the difference cash rounding made to what is due. */
  cashRoundingAdjustment: Price.nullish(),
});
export type BalanceSummary = z.infer<typeof BalanceSummary>;
/** Deprecated by the specification: `taxInfo` replaces it. */
export const OrderTaxSummary = z.object({ totalTax: Price.nullish() });
export type OrderTaxSummary = z.infer<typeof OrderTaxSummary>;

/** `number` is the one the owner sees; `activities` is what happened to the order. */
export const Order = z.object({
  id: OrderId,
  number: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  lineItems: z.array(OrderLineItem),
  buyerInfo: OrderBuyerInfo,
  paymentStatus: OrderPaymentStatus,
  fulfillmentStatus: FulfillmentStatus,
  buyerLanguage: z.string().nullish(),
  weightUnit: WeightUnit,
  currency: CurrencyCode,
  currencyConversionDetails: CurrencyConversionDetails.nullish(),
  taxIncludedInPrices: z.boolean(),
  siteLanguage: z.string().nullish(),
  priceSummary: OrderPriceSummary,
  billingInfo: AddressWithContact.nullish(),
  shippingInfo: V1ShippingInformation.nullish(),
  buyerNote: z.string().nullish(),
  status: OrderStatus,
  archived: z.boolean(),
  /** Deprecated by the specification: `taxInfo` replaces it. */
  taxSummary: OrderTaxSummary.nullish(),
  taxInfo: OrderTaxInfo.nullish(),
  appliedDiscounts: z.array(OrderAppliedDiscount),
  activities: z.array(Activity),
  attributionSource: AttributionSource.nullish(),
  createdBy: CreatedBy,
  channelInfo: ChannelInfo,
  seenByAHuman: z.boolean().nullish(),
  checkoutId: z.uuid().nullish(),
  customFields: z.array(CustomField),
  balanceSummary: BalanceSummary,
  additionalFees: z.array(OrderAdditionalFee),
  extendedFields: ExtendedFieldsAnswer.nullish(),
  purchaseFlowId: z.uuid().nullish(),
  recipientInfo: AddressWithContact.nullish(),
  tags: Tags.nullish(),
  purchasedDate: Timestamp.nullish(),
  businessLocation: Location.nullish(),
  payAfterFreeTrial: OrderPriceSummary.nullish(),
  platformFeeSummary: PlatformFeeSummary.nullish(),
  imported: z.boolean(),
});
export type Order = z.infer<typeof Order>;

/**
 * An order as createOrder takes it: its lines and what a caller may set. What the server keeps (id, number, dates,
 * fulfillment status, totals, balance, activities, creator) is not taken, and dropped if echoed.
 */
export const OrderInput = z.object({
  /** Read-only once the order exists (updateOrderLineItem changes a line); required to create one. */
  lineItems: z.array(OrderLineItemInput).min(1).max(MAX_CART_LINES),
  buyerInfo: OrderBuyerInfoInput.nullish(),
  paymentStatus: OrderPaymentStatus.nullish(),
  /** A language tag (`en`, `pt-BR`); 35 characters is BCP 47's longest in practice. */
  buyerLanguage: z.string().max(35).nullish(),
  weightUnit: WeightUnit.nullish(),
  currency: CurrencyCode.nullish(),
  taxIncludedInPrices: z.boolean().nullish(),
  billingInfo: AddressWithContact.nullish(),
  shippingInfo: V1ShippingInformationInput.nullish(),
  buyerNote: z.string().max(1000).nullish(),
  status: OrderStatus.nullish(),
  archived: z.boolean().nullish(),
  taxInfo: OrderTaxInfoInput.nullish(),
  appliedDiscounts: z.array(OrderAppliedDiscountInput).max(320).nullish(),
  attributionSource: AttributionSource.nullish(),
  channelInfo: ChannelInfo.nullish(),
  seenByAHuman: z.boolean().nullish(),
  checkoutId: z.uuid().nullish(),
  customFields: z
    .array(
      CustomField.extend({
        title: z.string().min(1).max(500),
        translatedTitle: z.string().min(1).max(500).nullish(),
      }),
    )
    .max(100)
    .nullish(),
  additionalFees: z.array(OrderAdditionalFeeInput).max(100).nullish(),
  extendedFields: ExtendedFields.nullish(),
  purchaseFlowId: z.uuid().nullish(),
  recipientInfo: AddressWithContact.nullish(),
  tags: Tags.nullish(),
  purchasedDate: Timestamp.nullish(),
  businessLocation: Location.pick({ id: true }).nullish(),
  platformFeeSummary: PlatformFeeSummaryInput.nullish(),
});
export type OrderInput = z.infer<typeof OrderInput>;

/**
 * updateOrder and bulkUpdateOrders: the order's id (from the path) and the fields to change. Lines change through
 * updateOrderLineItem; `taxIncludedInPrices` and `purchasedDate` are fixed at creation.
 */
export const OrderUpdate = OrderInput.omit({
  lineItems: true,
  taxIncludedInPrices: true,
  purchasedDate: true,
})
  .partial()
  .extend({ id: OrderId });
export type OrderUpdate = z.infer<typeof OrderUpdate>;

/**
 * importOrder: an order made elsewhere, with the history an order made here would have: its number, dates, totals
 * and timeline. `number` has no length in orders.md; 100 is Atrium's. An imported activity keeps the date and
 * author it had, which addActivities leaves to the server.
 */
export const ImportOrderInput = OrderInput.extend({
  number: z.string().min(1).max(100).nullish(),
  createdDate: Timestamp.nullish(),
  fulfillmentStatus: FulfillmentStatus.nullish(),
  priceSummary: OrderPriceSummaryInput.nullish(),
  activities: z
    .array(
      ActivityInput.extend({ createdDate: Timestamp.nullish(), authorEmail: z.email().max(254).nullish() }),
    )
    .max(1000)
    .nullish(),
});
export type ImportOrderInput = z.infer<typeof ImportOrderInput>;
