/**
 * Commerce: carts by id. A cart is readable and writable by its owner, the site owner and API keys with
 * `ecom.manage`. ENDPOINTS.md "Commerce: cart (by id)", call for call.
 */
import { cartEndpoints } from '@atrium/contract/endpoints';
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

export const createCart = /* @__PURE__ */ defineMethod<[options?: UpdateCartOptions], Cart>(
  cartEndpoints.createCart,
  { args: ['options'], returns: 'cart', ...CART_CALL },
);

export const getCart = /* @__PURE__ */ defineMethod<[_id: string], Cart>(cartEndpoints.getCart, {
  args: ['_id'],
  payload: { id: '_id' },
  returns: 'cart',
  ...CART_CALL,
});

export const getCartByCheckoutId = /* @__PURE__ */ defineMethod<[_id: string], CartResponse>(
  cartEndpoints.getCartByCheckoutId,
  { args: ['_id'], payload: { id: '_id' }, ...CART_CALL },
);

export const updateCart = /* @__PURE__ */ defineMethod<[_id: string, options?: UpdateCartOptions], Cart>(
  cartEndpoints.updateCart,
  {
    args: ['_id', 'options'],
    payload: {
      cartInfo: 'options.cartInfo',
      'cartInfo.id': '_id',
      couponCode: 'options.couponCode',
      lineItems: 'options.lineItems',
      customLineItems: 'options.customLineItems',
    },
    returns: 'cart',
    ...CART_CALL,
  },
);

export const deleteCart = /* @__PURE__ */ defineMethod<[_id: string], void>(cartEndpoints.deleteCart, {
  args: ['_id'],
  payload: { id: '_id' },
  returns: null,
});

export const addToCart = /* @__PURE__ */ defineMethod<
  [_id: string, options?: AddToCartOptions],
  CartResponse
>(cartEndpoints.addToCart, {
  args: ['_id', 'options'],
  payload: {
    id: '_id',
    lineItems: 'options.lineItems',
    customLineItems: 'options.customLineItems',
    businessLocationId: 'options.businessLocationId',
  },
  ...CART_CALL,
});

export const estimateTotals = /* @__PURE__ */ defineMethod<
  [_id: string, options?: EstimateTotalsOptions],
  EstimateTotalsResponse
>(cartEndpoints.estimateTotals, {
  args: ['_id', 'options'],
  payload: {
    id: '_id',
    selectedShippingOption: 'options.selectedShippingOption',
    shippingAddress: 'options.shippingAddress',
    billingAddress: 'options.billingAddress',
    selectedMemberships: 'options.selectedMemberships',
    calculateTax: 'options.calculateTax',
    calculateShipping: 'options.calculateShipping',
    calculateAdditionalFees: 'options.calculateAdditionalFees',
  },
  ...CART_CALL,
});

export const removeBusinessLocation = /* @__PURE__ */ defineMethod<[_id: string], CartResponse>(
  cartEndpoints.removeBusinessLocation,
  { args: ['_id'], payload: { id: '_id' }, ...CART_CALL },
);

export const removeCoupon = /* @__PURE__ */ defineMethod<[_id: string], CartResponse>(
  cartEndpoints.removeCoupon,
  {
    args: ['_id'],
    payload: { id: '_id' },
    ...CART_CALL,
  },
);

export const removeLineItems = /* @__PURE__ */ defineMethod<
  [_id: string, lineItemIds: string[]],
  CartResponse
>(cartEndpoints.removeLineItems, {
  args: ['_id', 'lineItemIds'],
  payload: { id: '_id', lineItemIds: 'lineItemIds' },
  ...CART_CALL,
});

export const updateLineItemsQuantity = /* @__PURE__ */ defineMethod<
  [_id: string, lineItems: LineItemQuantityUpdate[]],
  CartResponse
>(cartEndpoints.updateLineItemsQuantity, {
  args: ['_id', 'lineItems'],
  payload: { id: '_id', lineItems: 'lineItems' },
  ...CART_CALL,
});

/** A checkout from a cart's lines; made again, the cart's open checkout takes its lines anew. */
export const createCheckout = /* @__PURE__ */ defineMethod<
  [_id: string, options: CreateCheckoutOptions],
  CreateCheckoutResponse
>(cartEndpoints.createCheckout, {
  args: ['_id', 'options'],
  payload: {
    id: '_id',
    channelType: 'options.channelType',
    shippingAddress: 'options.shippingAddress',
    billingAddress: 'options.billingAddress',
    selectedShippingOption: 'options.selectedShippingOption',
    email: 'options.email',
  },
  prepare: addressesToWire,
});
