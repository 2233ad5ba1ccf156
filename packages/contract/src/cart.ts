import { z } from 'zod';
import { ExtendedFields } from './categories.js';
import {
  Address,
  AddressWithContact,
  ChannelType,
  CurrencyCode,
  MultiCurrencyPrice,
  SelectedMemberships,
  SelectedShippingOption,
  WeightUnit,
} from './commerce-common.js';
import {
  CustomLineItemInput,
  ExtendedFieldsAnswer,
  LineItem,
  LineItemInput,
  LineItemQuantityUpdate,
  MAX_CART_LINES,
  MAX_LINES_PER_CALL,
} from './cart-lines.js';
import { Timestamp } from './scalars.js';

// Carts (wire/types/cart.md, "ecom cart" and "ecom current-cart"). The current-cart calls act on the caller's
// own cart and carry no id; each cart call is the same shape with the cart's `id` added.

const CartId = z.uuid();

/** The coupon a cart holds, as the cart shows it. */
export const CartCoupon = z.object({ id: z.string(), code: z.string() });
export type CartCoupon = z.infer<typeof CartCoupon>;
/** A discount on the whole cart: a coupon or the merchant's own. */
export const CartDiscount = z.object({
  coupon: CartCoupon.nullish(),
  merchantDiscount: z.object({ amount: MultiCurrencyPrice }).nullish(),
});
export type CartDiscount = z.infer<typeof CartDiscount>;
/** Who the cart belongs to: one of visitor, member or user, as the server set it from the caller. */
export const BuyerInfo = z.object({
  visitorId: z.uuid().nullish(),
  memberId: z.uuid().nullish(),
  userId: z.uuid().nullish(),
  contactId: z.uuid().nullish(),
  email: z.string().nullish(),
});
export type BuyerInfo = z.infer<typeof BuyerInfo>;

/** `currency` is the site's, `conversionCurrency` the one the buyer sees prices in. */
export const Cart = z.object({
  id: CartId,
  lineItems: z.array(LineItem),
  buyerNote: z.string().nullish(),
  buyerInfo: BuyerInfo.nullish(),
  currency: CurrencyCode,
  conversionCurrency: CurrencyCode,
  buyerLanguage: z.string().nullish(),
  siteLanguage: z.string().nullish(),
  taxIncludedInPrices: z.boolean().nullish(),
  weightUnit: WeightUnit,
  checkoutId: z.uuid().nullish(),
  appliedDiscounts: z.array(CartDiscount),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  contactInfo: AddressWithContact.nullish(),
  overrideCheckoutUrl: z.string().nullish(),
  purchaseFlowId: z.uuid().nullish(),
  selectedShippingOption: SelectedShippingOption.nullish(),
  extendedFields: ExtendedFieldsAnswer.nullish(),
  businessLocationId: z.uuid().nullish(),
  paymentCurrency: CurrencyCode,
  revision: z.string(),
});
export type Cart = z.infer<typeof Cart>;
/** The answer of every call that returns the cart (create, get, update, add, remove, quantities). */
export const CartResponse = z.object({ cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;
export const CreateCheckoutResponse = z.object({ checkoutId: z.string() });
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponse>;

/** The fields of a cart a caller may write; the rest are set by the server and dropped if echoed. */
export const CartInfoInput = z.object({
  id: CartId.nullish(),
  buyerNote: z.string().max(1000).nullish(),
  buyerInfo: z.object({ contactId: z.uuid().nullish(), email: z.email().nullish() }).nullish(),
  contactInfo: AddressWithContact.nullish(),
  overrideCheckoutUrl: z.string().max(1000).nullish(),
  selectedShippingOption: SelectedShippingOption.nullish(),
  businessLocationId: z.uuid().nullish(),
  extendedFields: ExtendedFields.nullish(),
});
export type CartInfoInput = z.infer<typeof CartInfoInput>;

const withCartId = { id: CartId };
export const GetCurrentCartRequest = z.object({});
export type GetCurrentCartRequest = z.infer<typeof GetCurrentCartRequest>;
export const DeleteCurrentCartRequest = z.object({});
export type DeleteCurrentCartRequest = z.infer<typeof DeleteCurrentCartRequest>;
export const RemoveCouponFromCurrentCartRequest = z.object({});
export type RemoveCouponFromCurrentCartRequest = z.infer<typeof RemoveCouponFromCurrentCartRequest>;
export const UpdateCurrentCartRequest = z.object({
  cartInfo: CartInfoInput.nullish(),
  couponCode: z.string().max(100).nullish(),
  lineItems: z.array(LineItemInput).max(MAX_CART_LINES).nullish(),
  customLineItems: z.array(CustomLineItemInput).max(MAX_CART_LINES).nullish(),
});
export type UpdateCurrentCartRequest = z.infer<typeof UpdateCurrentCartRequest>;
export const AddToCurrentCartRequest = z.object({
  lineItems: z.array(LineItemInput).max(MAX_LINES_PER_CALL).nullish(),
  customLineItems: z.array(CustomLineItemInput).max(MAX_LINES_PER_CALL).nullish(),
  businessLocationId: z.uuid().nullish(),
});
export type AddToCurrentCartRequest = z.infer<typeof AddToCurrentCartRequest>;

export const RemoveLineItemsFromCurrentCartRequest = z.object({
  lineItemIds: z.array(z.uuid()).min(1).max(MAX_LINES_PER_CALL),
});
export type RemoveLineItemsFromCurrentCartRequest = z.infer<typeof RemoveLineItemsFromCurrentCartRequest>;

export const UpdateCurrentCartLineItemQuantityRequest = z.object({
  lineItems: z.array(LineItemQuantityUpdate).min(1).max(MAX_LINES_PER_CALL),
});
export type UpdateCurrentCartLineItemQuantityRequest = z.infer<
  typeof UpdateCurrentCartLineItemQuantityRequest
>;

export const EstimateCurrentCartTotalsRequest = z.object({
  /** Only when the cart has no shipping option of its own. */
  selectedShippingOption: SelectedShippingOption.nullish(),
  shippingAddress: Address.nullish(),
  billingAddress: Address.nullish(),
  selectedMemberships: SelectedMemberships.nullish(),
  calculateTax: z.boolean().nullish(),
  calculateShipping: z.boolean().nullish(),
  calculateAdditionalFees: z.boolean().nullish(),
});
export type EstimateCurrentCartTotalsRequest = z.infer<typeof EstimateCurrentCartTotalsRequest>;

export const CreateCheckoutFromCurrentCartRequest = z.object({
  channelType: ChannelType,
  shippingAddress: Address.nullish(),
  billingAddress: Address.nullish(),
  selectedShippingOption: SelectedShippingOption.nullish(),
  /** Needed with an address when the buyer is not signed in. */
  email: z.email().nullish(),
});
export type CreateCheckoutFromCurrentCartRequest = z.infer<typeof CreateCheckoutFromCurrentCartRequest>;
export const CreateCartRequest = UpdateCurrentCartRequest;
export type CreateCartRequest = z.infer<typeof CreateCartRequest>;
/** The path is `/ecom/v1/carts/{cartInfo.id}`, so the id sits inside `cartInfo` and is required. */
export const UpdateCartRequest = UpdateCurrentCartRequest.extend({
  cartInfo: CartInfoInput.extend(withCartId),
});
export type UpdateCartRequest = z.infer<typeof UpdateCartRequest>;
export const GetCartRequest = GetCurrentCartRequest.extend(withCartId);
export type GetCartRequest = z.infer<typeof GetCartRequest>;
export const DeleteCartRequest = DeleteCurrentCartRequest.extend(withCartId);
export type DeleteCartRequest = z.infer<typeof DeleteCartRequest>;
/** `id` is the checkout's, not the cart's. */
export const GetCartByCheckoutIdRequest = z.object({ id: z.uuid() });
export type GetCartByCheckoutIdRequest = z.infer<typeof GetCartByCheckoutIdRequest>;
export const RemoveCouponRequest = RemoveCouponFromCurrentCartRequest.extend(withCartId);
export type RemoveCouponRequest = z.infer<typeof RemoveCouponRequest>;
export const RemoveBusinessLocationRequest = z.object(withCartId);
export type RemoveBusinessLocationRequest = z.infer<typeof RemoveBusinessLocationRequest>;
export const AddToCartRequest = AddToCurrentCartRequest.extend(withCartId);
export type AddToCartRequest = z.infer<typeof AddToCartRequest>;
export const RemoveLineItemsRequest = RemoveLineItemsFromCurrentCartRequest.extend(withCartId);
export type RemoveLineItemsRequest = z.infer<typeof RemoveLineItemsRequest>;
export const UpdateLineItemsQuantityRequest = UpdateCurrentCartLineItemQuantityRequest.extend(withCartId);
export type UpdateLineItemsQuantityRequest = z.infer<typeof UpdateLineItemsQuantityRequest>;
export const EstimateTotalsRequest = EstimateCurrentCartTotalsRequest.extend(withCartId);
export type EstimateTotalsRequest = z.infer<typeof EstimateTotalsRequest>;
export const CreateCheckoutRequest = CreateCheckoutFromCurrentCartRequest.extend(withCartId);
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequest>;

export const CART_EVENTS = {
  created: 'cart.created',
  updated: 'cart.updated',
  deleted: 'cart.deleted',
} as const;
