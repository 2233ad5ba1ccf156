import { withSchemas } from '../calls.js';
import {
  AddToCartRequest,
  AddToCurrentCartRequest,
  CartResponse,
  CreateCartRequest,
  CreateCheckoutFromCurrentCartRequest,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  DeleteCartRequest,
  DeleteCurrentCartRequest,
  EstimateCurrentCartTotalsRequest,
  EstimateTotalsRequest,
  GetCartByCheckoutIdRequest,
  GetCartRequest,
  GetCurrentCartRequest,
  RemoveBusinessLocationRequest,
  RemoveCouponFromCurrentCartRequest,
  RemoveCouponRequest,
  RemoveLineItemsFromCurrentCartRequest,
  RemoveLineItemsRequest,
  UpdateCartRequest,
  UpdateCurrentCartLineItemQuantityRequest,
  UpdateCurrentCartRequest,
  UpdateLineItemsQuantityRequest,
} from '../cart.js';
import { EstimateTotalsResponse } from '../cart-totals.js';
import { cartEndpoints, currentCartEndpoints } from '../endpoints/index.js';
import { EmptyResponse } from '../owners.js';

const CURRENT = ['OWNED_CART_NOT_FOUND'] as const;
const BY_ID = ['CART_NOT_FOUND'] as const;
const ADDS = ['PRICE_OVERRIDE_NOT_ALLOWED', 'CART_TOO_LARGE'] as const;
const LINES = ['LINE_ITEM_NOT_FOUND'] as const;
const CHECKOUT = ['CART_EMPTY'] as const;
/** Why a coupon code is refused when a cart applies it. */
const COUPON = [
  'COUPON_DOES_NOT_EXIST',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_LIMIT_PER_CUSTOMER_REACHED',
] as const;

export const currentCartCalls = /* @__PURE__ */ withSchemas(currentCartEndpoints, {
  deleteCurrentCart: { input: DeleteCurrentCartRequest, output: EmptyResponse, errors: CURRENT },
  getCurrentCart: { input: GetCurrentCartRequest, output: CartResponse, errors: CURRENT },
  updateCurrentCart: {
    input: UpdateCurrentCartRequest,
    output: CartResponse,
    errors: [...CURRENT, ...ADDS, ...COUPON],
  },
  addToCurrentCart: { input: AddToCurrentCartRequest, output: CartResponse, errors: ADDS },
  estimateCurrentCartTotals: {
    input: EstimateCurrentCartTotalsRequest,
    output: EstimateTotalsResponse,
    errors: CURRENT,
  },
  removeCouponFromCurrentCart: {
    input: RemoveCouponFromCurrentCartRequest,
    output: CartResponse,
    errors: CURRENT,
  },
  removeLineItemsFromCurrentCart: {
    input: RemoveLineItemsFromCurrentCartRequest,
    output: CartResponse,
    errors: [...CURRENT, ...LINES],
  },
  updateCurrentCartLineItemQuantity: {
    input: UpdateCurrentCartLineItemQuantityRequest,
    output: CartResponse,
    errors: [...CURRENT, ...LINES],
  },
  createCheckoutFromCurrentCart: {
    input: CreateCheckoutFromCurrentCartRequest,
    output: CreateCheckoutResponse,
    errors: [...CURRENT, ...CHECKOUT],
  },
});

export const cartCalls = /* @__PURE__ */ withSchemas(cartEndpoints, {
  createCart: { input: CreateCartRequest, output: CartResponse, errors: [...ADDS, ...COUPON] },
  getCartByCheckoutId: { input: GetCartByCheckoutIdRequest, output: CartResponse, errors: BY_ID },
  updateCart: {
    input: UpdateCartRequest,
    output: CartResponse,
    errors: [...BY_ID, ...ADDS, ...COUPON],
  },
  deleteCart: { input: DeleteCartRequest, output: EmptyResponse, errors: BY_ID },
  getCart: { input: GetCartRequest, output: CartResponse, errors: BY_ID },
  addToCart: { input: AddToCartRequest, output: CartResponse, errors: [...BY_ID, ...ADDS] },
  estimateTotals: { input: EstimateTotalsRequest, output: EstimateTotalsResponse, errors: BY_ID },
  removeBusinessLocation: { input: RemoveBusinessLocationRequest, output: CartResponse, errors: BY_ID },
  removeCoupon: { input: RemoveCouponRequest, output: CartResponse, errors: BY_ID },
  removeLineItems: { input: RemoveLineItemsRequest, output: CartResponse, errors: [...BY_ID, ...LINES] },
  updateLineItemsQuantity: {
    input: UpdateLineItemsQuantityRequest,
    output: CartResponse,
    errors: [...BY_ID, ...LINES],
  },
  createCheckout: {
    input: CreateCheckoutRequest,
    output: CreateCheckoutResponse,
    errors: [...BY_ID, ...CHECKOUT],
  },
});
