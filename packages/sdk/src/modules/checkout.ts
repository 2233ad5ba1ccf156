/**
 * Commerce: checkouts, made from carts (`currentCart.createCheckoutFromCurrentCart`, `cart.createCheckout`) or
 * from lines (`createCheckout`). A checkout is readable by its buyer, the site owner and API keys with
 * `ecom.manage`. ENDPOINTS.md "Commerce: checkout": reads, the buyer's edits, placing the order, and the
 * hosted checkout's links.
 */
import { checkoutEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { CHECKOUT_CALL } from '../helpers/cart-answer.js';
import { decodeRawHttpBody } from '../helpers/raw-http.js';
import type {
  AddToCheckoutOptions,
  CreateOrderAndChargeOptions,
  CreateOrderAndChargeResponse,
  CreateOrderOptions,
  CreateOrderResponse,
  Checkout,
  CheckoutResponse,
  CheckoutUrlResponse,
  CreateCheckoutOptions,
  RawHttpResponse,
  CheckoutUpdate,
  LineItemQuantityUpdate,
  UpdateCheckoutOptions,
} from './checkout-types.js';

export type * from './checkout-types.js';

/** A checkout from lines, without a cart; prices come from the catalogue (custom lines only from the site). */
export const createCheckout = /* @__PURE__ */ defineMethod<[options: CreateCheckoutOptions], Checkout>(
  checkoutEndpoints.createCheckout,
  {
    args: ['options'],
    payload: {
      checkoutInfo: 'options.checkoutInfo',
      couponCode: 'options.couponCode',
      lineItems: 'options.lineItems',
      customLineItems: 'options.customLineItems',
      channelType: 'options.channelType',
      giftCardCode: 'options.giftCardCode',
      overrideCheckoutUrl: 'options.overrideCheckoutUrl',
      giftCardRedeemAmount: 'options.giftCardRedeemAmount',
    },
    returns: 'checkout',
    ...CHECKOUT_CALL,
  },
);

/** Lines added to a checkout: the same item with the same options adds to its line. */
export const addToCheckout = /* @__PURE__ */ defineMethod<
  [_id: string, options: AddToCheckoutOptions],
  CheckoutResponse
>(checkoutEndpoints.addToCheckout, {
  args: ['_id', 'options'],
  payload: { id: '_id', lineItems: 'options.lineItems', customLineItems: 'options.customLineItems' },
  ...CHECKOUT_CALL,
});

export const getCheckout = /* @__PURE__ */ defineMethod<[_id: string], Checkout>(
  checkoutEndpoints.getCheckout,
  {
    args: ['_id'],
    payload: { id: '_id' },
    returns: 'checkout',
    ...CHECKOUT_CALL,
  },
);

/** The checkout last made from the cart. */
export const getCheckoutByCartId = /* @__PURE__ */ defineMethod<[_id: string], CheckoutResponse>(
  checkoutEndpoints.getCheckoutByCartId,
  { args: ['_id'], payload: { id: '_id' }, ...CHECKOUT_CALL },
);

/** The buyer's details, addresses, shipping option, coupon or gift card; a refused code changes nothing. */
export const updateCheckout = /* @__PURE__ */ defineMethod<
  [_id: string, checkout: CheckoutUpdate, options?: UpdateCheckoutOptions],
  Checkout
>(checkoutEndpoints.updateCheckout, {
  args: ['_id', 'checkout', 'options'],
  payload: {
    checkout: 'checkout',
    'checkout.id': '_id',
    couponCode: 'options.couponCode',
    giftCardCode: 'options.giftCardCode',
    giftCardRedeemAmount: 'options.giftCardRedeemAmount',
    overrideCheckoutUrl: 'options.overrideCheckoutUrl',
    lineItems: 'options.lineItems',
    customLineItems: 'options.customLineItems',
  },
  returns: 'checkout',
  ...CHECKOUT_CALL,
});

export const removeCoupon = /* @__PURE__ */ defineMethod<[_id: string], CheckoutResponse>(
  checkoutEndpoints.removeCoupon,
  { args: ['_id'], payload: { id: '_id' }, ...CHECKOUT_CALL },
);

export const removeGiftCard = /* @__PURE__ */ defineMethod<[_id: string], CheckoutResponse>(
  checkoutEndpoints.removeGiftCard,
  { args: ['_id'], payload: { id: '_id' }, ...CHECKOUT_CALL },
);

export const removeOverrideCheckoutUrl = /* @__PURE__ */ defineMethod<[_id: string], CheckoutResponse>(
  checkoutEndpoints.removeOverrideCheckoutUrl,
  { args: ['_id'], payload: { id: '_id' }, ...CHECKOUT_CALL },
);

export const removeLineItems = /* @__PURE__ */ defineMethod<
  [_id: string, lineItemIds: string[]],
  CheckoutResponse
>(checkoutEndpoints.removeLineItems, {
  args: ['_id', 'lineItemIds'],
  payload: { id: '_id', lineItemIds: 'lineItemIds' },
  ...CHECKOUT_CALL,
});

/** Each line's new total quantity, not an amount to add. */
export const updateLineItemsQuantity = /* @__PURE__ */ defineMethod<
  [_id: string, lineItems: LineItemQuantityUpdate[]],
  CheckoutResponse
>(checkoutEndpoints.updateLineItemsQuantity, {
  args: ['_id', 'lineItems'],
  payload: { id: '_id', lineItems: 'lineItems' },
  ...CHECKOUT_CALL,
});

/**
 * Places the checkout's order, to be paid offline (NOT_PAID until a payment is recorded). Placed again, the
 * checkout answers the same order.
 */
export const createOrder = /* @__PURE__ */ defineMethod<
  [_id: string, options?: CreateOrderOptions],
  CreateOrderResponse
>(checkoutEndpoints.createOrder, {
  args: ['_id', 'options'],
  payload: {
    id: '_id',
    savePaymentMethod: 'options.savePaymentMethod',
    delayCapture: 'options.delayCapture',
    inAppPurchase: 'options.inAppPurchase',
  },
});

/** Places the checkout's order and charges the payment token (only authorizes it with `delayCapture`). */
export const createOrderAndCharge = /* @__PURE__ */ defineMethod<
  [_id: string, options?: CreateOrderAndChargeOptions],
  CreateOrderAndChargeResponse
>(checkoutEndpoints.createOrderAndCharge, {
  args: ['_id', 'options'],
  payload: {
    id: '_id',
    paymentToken: 'options.paymentToken',
    savePaymentMethod: 'options.savePaymentMethod',
    delayCapture: 'options.delayCapture',
    inAppPurchase: 'options.inAppPurchase',
  },
});

/** Closes a checkout whose order was made elsewhere (`orderId`, if the site has it). */
export const markCheckoutAsCompleted = /* @__PURE__ */ defineMethod<
  [_id: string, options?: { orderId?: string | null }],
  void
>(checkoutEndpoints.markCheckoutAsCompleted, {
  args: ['_id', 'options'],
  payload: { id: '_id', orderId: 'options.orderId' },
  returns: null,
});

/** Where the checkout is paid: the page set for it (`overrideCheckoutUrl`), or Atrium's hosted checkout. */
export const getCheckoutUrl = /* @__PURE__ */ defineMethod<[_id: string], CheckoutUrlResponse>(
  checkoutEndpoints.getCheckoutUrl,
  { args: ['_id'], payload: { id: '_id' } },
);

/** The hosted checkout of the checkout, whatever page was set for it. */
export const getWixCheckoutUrl = /* @__PURE__ */ defineMethod<[_id: string], CheckoutUrlResponse>(
  checkoutEndpoints.getWixCheckoutUrl,
  { args: ['_id'], payload: { id: '_id' } },
);

/**
 * Closes the checkout of a return link the hosted checkout handed out, and answers the redirect a browser
 * would get (`statusCode` 302 and its `Location` header); `body` arrives base64 and is decoded to bytes.
 */
export const markCheckoutAsCompletedAndRedirectToUrl = /* @__PURE__ */ defineMethod<
  [token: string],
  RawHttpResponse
>(checkoutEndpoints.markCheckoutAsCompletedAndRedirectToUrl, {
  args: ['token'],
  payload: { token: 'token' },
  transform: decodeRawHttpBody,
});
