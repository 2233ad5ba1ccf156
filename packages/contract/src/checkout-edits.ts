import { z } from 'zod';
import { CustomLineItemInput, LineItemInput, MAX_CART_LINES, MAX_LINES_PER_CALL } from './cart-lines.js';
import { ExtendedFields } from './categories.js';
import { AddressWithContact, ChannelType, decimalAmount, SelectedShippingOption } from './commerce-common.js';
import { CheckoutCustomSettings } from './checkout.js';
import { GiftCardCode } from './gift-cards.js';

// The writes of "Commerce: checkout" (wire/types/checkout.md): the buyer's details, coupon and gift card, and the
// lines' quantities. What the server computes (prices, totals, violations) is answered, never taken.

const CheckoutId = z.uuid();

/** The fields of a checkout a caller may write; the rest are the server's and dropped if echoed. */
export const CheckoutInput = z.object({
  id: CheckoutId.nullish(),
  billingInfo: AddressWithContact.nullish(),
  shippingInfo: z
    .object({
      shippingDestination: AddressWithContact.nullish(),
      selectedCarrierServiceOption: SelectedShippingOption.nullish(),
    })
    .nullish(),
  buyerNote: z.string().max(1000).nullish(),
  buyerInfo: z.object({ contactId: z.uuid().nullish(), email: z.email().nullish() }).nullish(),
  customFields: z
    .array(
      z.object({
        value: z.unknown(),
        title: z.string().min(1).max(1000),
        translatedTitle: z.string().max(1000).nullish(),
      }),
    )
    .max(100)
    .nullish(),
  extendedFields: ExtendedFields.nullish(),
  businessLocationId: z.uuid().nullish(),
  /** The tax-exempt group whose rates apply (manual tax mappings' exempt rates); only the site sets it. */
  taxExemptGroupId: z.uuid().nullish(),
  /** Immutable: given when the checkout is made (createCheckout), refused on an update. */
  customSettings: CheckoutCustomSettings.nullish(),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;

/** The coupon, gift card and checkout page a create or an update may give. */
const CodesInput = {
  couponCode: z.string().max(100).nullish(),
  giftCardCode: GiftCardCode.nullish(),
  /** What the gift card should pay, at most; all it can when not given. */
  giftCardRedeemAmount: decimalAmount({ gte: 0, lte: 1_000_000_000_000_000, maxScale: 3 }).nullish(),
  overrideCheckoutUrl: z.string().max(1000).nullish(),
};

export const UpdateCheckoutRequest = z.object({
  checkout: CheckoutInput.extend({ id: CheckoutId }),
  ...CodesInput,
  /** Lines added to the checkout's (the same item with the same options adds to its line). */
  lineItems: z.array(LineItemInput).max(MAX_CART_LINES).nullish(),
  customLineItems: z.array(CustomLineItemInput).max(MAX_CART_LINES).nullish(),
});
export type UpdateCheckoutRequest = z.infer<typeof UpdateCheckoutRequest>;

export const CheckoutIdRequest = z.object({ id: CheckoutId });
export type CheckoutIdRequest = z.infer<typeof CheckoutIdRequest>;
export const RemoveCheckoutLineItemsRequest = z.object({
  id: CheckoutId,
  lineItemIds: z.array(z.uuid()).min(1).max(300),
});
export type RemoveCheckoutLineItemsRequest = z.infer<typeof RemoveCheckoutLineItemsRequest>;
export const UpdateCheckoutLineItemsQuantityRequest = z.object({
  id: CheckoutId,
  lineItems: z
    .array(z.object({ id: z.uuid(), quantity: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(100),
});
export type UpdateCheckoutLineItemsQuantityRequest = z.infer<typeof UpdateCheckoutLineItemsQuantityRequest>;

export const AddToCheckoutRequest = z.object({
  id: CheckoutId,
  lineItems: z.array(LineItemInput).max(MAX_LINES_PER_CALL).nullish(),
  customLineItems: z.array(CustomLineItemInput).max(MAX_LINES_PER_CALL).nullish(),
});
export type AddToCheckoutRequest = z.infer<typeof AddToCheckoutRequest>;

/** A checkout made from lines rather than a cart (`checkoutInfo.id` is the server's and ignored). */
export const CreateCheckoutFromLinesRequest = z.object({
  checkoutInfo: CheckoutInput.nullish(),
  channelType: ChannelType,
  lineItems: z.array(LineItemInput).max(MAX_CART_LINES).nullish(),
  customLineItems: z.array(CustomLineItemInput).max(MAX_CART_LINES).nullish(),
  ...CodesInput,
});
export type CreateCheckoutFromLinesRequest = z.infer<typeof CreateCheckoutFromLinesRequest>;
