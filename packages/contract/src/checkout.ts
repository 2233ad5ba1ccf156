import { z } from 'zod';
import { BuyerInfo } from './cart.js';
import { ExtendedFieldsAnswer, LineItem } from './cart-lines.js';
import {
  AdditionalFee,
  AppliedDiscount,
  CalculationErrors,
  AppliedGiftCard,
  ItemTaxFullDetails,
  MembershipOptions,
  PriceSummary,
  ShippingInformation,
  TaxSummary,
  Violation,
} from './cart-totals.js';
import {
  AddressWithContact,
  ChannelType,
  CurrencyCode,
  MultiCurrencyPrice,
  WeightUnit,
} from './commerce-common.js';
import { MediaAsset } from './media.js';
import { Timestamp } from './scalars.js';

// Checkouts (wire/types/checkout.md, "ecom checkout"): a cart on its way to becoming an order, with its own
// lines, buyer, addresses and totals. Answers only here; the writes arrive with orders.

const CheckoutId = z.uuid();

/** A checkout line: a cart line whose image is `media`, with its discount and tax beside its prices. */
export const CheckoutLineItem = LineItem.omit({ image: true }).extend({
  media: MediaAsset.nullish(),
  totalPriceAfterTax: MultiCurrencyPrice,
  totalPriceBeforeTax: MultiCurrencyPrice,
  taxDetails: ItemTaxFullDetails,
  discount: MultiCurrencyPrice,
});
export type CheckoutLineItem = z.infer<typeof CheckoutLineItem>;

/** The shipping address with its contact, and the options for it. */
export const CheckoutShippingInfo = ShippingInformation.extend({
  shippingDestination: AddressWithContact.nullish(),
});
export type CheckoutShippingInfo = z.infer<typeof CheckoutShippingInfo>;

/** Who started the checkout: one of user, member, visitor or app. */
export const CreatedBy = z.object({
  userId: z.uuid().nullish(),
  memberId: z.uuid().nullish(),
  visitorId: z.uuid().nullish(),
  appId: z.string().nullish(),
});
export type CreatedBy = z.infer<typeof CreatedBy>;

export const CustomField = z.object({
  value: z.unknown(),
  title: z.string(),
  translatedTitle: z.string().nullish(),
});
export type CustomField = z.infer<typeof CustomField>;

/** `currency` is the site's; `completed` turns true when an order is made from the checkout. */
/** What the site locked on a checkout when it made it (a checkout template's customization); immutable. */
export const CheckoutCustomSettings = z.object({
  lockGiftCard: z.boolean().nullish(),
  lockCouponCode: z.boolean().nullish(),
  disabledPolicyAgreementCheckbox: z.boolean().nullish(),
  disabledManualPayment: z.boolean().nullish(),
});
export type CheckoutCustomSettings = z.infer<typeof CheckoutCustomSettings>;

/**
 * What a subscription line will be charged, cycle by cycle (`cycleCount` 1 each): the first at once, the next on
 * each cycle's billing date from now. At most MAX_LISTED_CYCLES are listed; an auto-renewing subscription goes on
 * at the last listed amount until cancelled.
 */
export const SubscriptionCharges = z.object({
  description: z.string().nullish(),
  charges: z.array(
    z.object({
      cycleFrom: z.number().int(),
      cycleCount: z.number().int().nullish(),
      priceSummary: PriceSummary,
      cycleBillingDate: Timestamp,
    }),
  ),
});
export type SubscriptionCharges = z.infer<typeof SubscriptionCharges>;
export const MAX_LISTED_CYCLES = 12;

export const Checkout = z.object({
  id: CheckoutId,
  lineItems: z.array(CheckoutLineItem),
  billingInfo: AddressWithContact.nullish(),
  shippingInfo: CheckoutShippingInfo.nullish(),
  buyerNote: z.string().nullish(),
  buyerInfo: BuyerInfo,
  conversionCurrency: CurrencyCode,
  priceSummary: PriceSummary,
  calculationErrors: CalculationErrors.nullish(),
  giftCard: AppliedGiftCard.nullish(),
  appliedDiscounts: z.array(AppliedDiscount),
  customFields: z.array(CustomField),
  weightUnit: WeightUnit,
  taxSummary: TaxSummary.nullish(),
  currency: CurrencyCode,
  channelType: ChannelType,
  siteLanguage: z.string().nullish(),
  buyerLanguage: z.string().nullish(),
  completed: z.boolean(),
  taxIncludedInPrice: z.boolean(),
  createdBy: CreatedBy,
  createdDate: Timestamp,
  updatedDate: Timestamp,
  payNow: PriceSummary,
  payLater: PriceSummary,
  subscriptionCharges: SubscriptionCharges.nullish(),
  membershipOptions: MembershipOptions.nullish(),
  additionalFees: z.array(AdditionalFee),
  cartId: z.uuid().nullish(),
  violations: z.array(Violation),
  extendedFields: ExtendedFieldsAnswer.nullish(),
  purchaseFlowId: z.uuid().nullish(),
  businessLocationId: z.uuid().nullish(),
  taxExemptGroupId: z.uuid().nullish(),
  customSettings: CheckoutCustomSettings.nullish(),
  paymentCurrency: CurrencyCode,
});
export type Checkout = z.infer<typeof Checkout>;
export const CheckoutResponse = z.object({ checkout: Checkout });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const GetCheckoutRequest = z.object({ id: CheckoutId });
export type GetCheckoutRequest = z.infer<typeof GetCheckoutRequest>;
/** `id` is the cart's: the answer is the checkout last made from it. */
export const GetCheckoutByCartIdRequest = z.object({ id: z.uuid() });
export type GetCheckoutByCartIdRequest = z.infer<typeof GetCheckoutByCartIdRequest>;

export const CHECKOUT_EVENTS = {
  created: 'checkout.created',
  updated: 'checkout.updated',
  deleted: 'checkout.deleted',
  completed: 'checkout.completed',
} as const;
