/**
 * Commerce: the current cart, the one of the caller's own identity (visitor or member), made by their first
 * add. ENDPOINTS.md "Commerce: current cart", call for call.
 */
import { currentCartEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { addressesToWire, CART_CALL } from '../helpers/cart-answer.js';
import type {
  AddToCartOptions,
  Cart,
  CartResponse,
  CreateCheckoutOptions,
  CreateCheckoutResponse,
  EstimateTotalsOptions,
  EstimateTotalsResponse,
  LineItemQuantityUpdate,
  UpdateCartOptions,
} from './cart-types.js';

export type * from './cart-types.js';

export const getCurrentCart = /* @__PURE__ */ defineMethod<[], Cart>(currentCartEndpoints.getCurrentCart, {
  returns: 'cart',
  ...CART_CALL,
});

export const updateCurrentCart = /* @__PURE__ */ defineMethod<[options?: UpdateCartOptions], Cart>(
  currentCartEndpoints.updateCurrentCart,
  { args: ['options'], returns: 'cart', ...CART_CALL },
);

export const addToCurrentCart = /* @__PURE__ */ defineMethod<[options?: AddToCartOptions], CartResponse>(
  currentCartEndpoints.addToCurrentCart,
  { args: ['options'], ...CART_CALL },
);

export const removeLineItemsFromCurrentCart = /* @__PURE__ */ defineMethod<
  [lineItemIds: string[]],
  CartResponse
>(currentCartEndpoints.removeLineItemsFromCurrentCart, { args: ['lineItemIds'], ...CART_CALL });

export const updateCurrentCartLineItemQuantity = /* @__PURE__ */ defineMethod<
  [lineItems: LineItemQuantityUpdate[]],
  CartResponse
>(currentCartEndpoints.updateCurrentCartLineItemQuantity, { args: ['lineItems'], ...CART_CALL });

export const removeCouponFromCurrentCart = /* @__PURE__ */ defineMethod<[], CartResponse>(
  currentCartEndpoints.removeCouponFromCurrentCart,
  CART_CALL,
);

export const estimateCurrentCartTotals = /* @__PURE__ */ defineMethod<
  [options?: EstimateTotalsOptions],
  EstimateTotalsResponse
>(currentCartEndpoints.estimateCurrentCartTotals, { args: ['options'], ...CART_CALL });

/** A checkout from the current cart's lines; made again, the cart's open checkout takes its lines anew. */
export const createCheckoutFromCurrentCart = /* @__PURE__ */ defineMethod<
  [options: CreateCheckoutOptions],
  CreateCheckoutResponse
>(currentCartEndpoints.createCheckoutFromCurrentCart, { args: ['options'], prepare: addressesToWire });

export const deleteCurrentCart = /* @__PURE__ */ defineMethod<[], void>(
  currentCartEndpoints.deleteCurrentCart,
  {
    returns: null,
  },
);
