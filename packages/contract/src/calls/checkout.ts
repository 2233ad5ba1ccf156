import { withSchemas } from '../calls.js';
import { CheckoutResponse, GetCheckoutByCartIdRequest, GetCheckoutRequest } from '../checkout.js';
import {
  AddToCheckoutRequest,
  CheckoutIdRequest,
  CreateCheckoutFromLinesRequest,
  RemoveCheckoutLineItemsRequest,
  UpdateCheckoutLineItemsQuantityRequest,
  UpdateCheckoutRequest,
} from '../checkout-edits.js';
import {
  CheckoutSettingsResponse,
  GetCheckoutSettingsRequest,
  UpdateCheckoutSettingsRequest,
} from '../checkout-settings.js';
import { checkoutEndpoints, checkoutSettingsEndpoints } from '../endpoints/index.js';
import {
  CheckoutUrlRequest,
  CheckoutUrlResponse,
  MarkCheckoutAsCompletedAndRedirectToUrlRequest,
  RawHttpResponse,
} from '../hosted-checkout.js';
import {
  CheckoutCreateOrderRequest,
  CheckoutCreateOrderResponse,
  CreateOrderAndChargeRequest,
  CreateOrderAndChargeResponse,
  MarkCheckoutAsCompletedRequest,
  MarkCheckoutAsCompletedResponse,
} from '../order-requests.js';

const EDIT = ['CHECKOUT_NOT_FOUND', 'CHECKOUT_ALREADY_COMPLETED'] as const;
const URL_ERRORS = [...EDIT, 'MISSING_PERMISSION'] as const;
const ADDS = ['PRICE_OVERRIDE_NOT_ALLOWED', 'CART_TOO_LARGE'] as const;
/**
 * Why placing an order from a checkout is refused: it is not ready, changed meanwhile, or its stock, coupon or
 * gift card ran out to another order; and an Idempotency-Key reused or still running.
 */
const PLACE = [
  'CHECKOUT_NOT_FOUND',
  'CHECKOUT_ALREADY_COMPLETED',
  'CHECKOUT_NOT_READY',
  'CHECKOUT_CHANGED',
  'INSUFFICIENT_STOCK',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_LIMIT_PER_CUSTOMER_REACHED',
  'COUPON_DOES_NOT_EXIST',
  'GIFT_CARD_INSUFFICIENT_BALANCE',
  'GIFT_CARD_DISABLED',
  'GIFT_CARD_EXPIRED',
  'GIFT_CARD_NOT_FOUND',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
  'SUBSCRIPTION_REQUIRES_MEMBER',
  'SUBSCRIPTION_NOT_ALONE',
  'SUBSCRIPTION_PAYMENT_REQUIRED',
] as const;
/** Why a coupon or gift card code is refused when a checkout applies it. */
const CODES = [
  'COUPON_DOES_NOT_EXIST',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_LIMIT_PER_CUSTOMER_REACHED',
  'GIFT_CARD_DOES_NOT_EXIST',
  'GIFT_CARD_DISABLED',
  'GIFT_CARD_EXPIRED',
  'RATE_LIMITED',
] as const;

export const checkoutCalls = /* @__PURE__ */ withSchemas(checkoutEndpoints, {
  getCheckoutByCartId: {
    input: GetCheckoutByCartIdRequest,
    output: CheckoutResponse,
    errors: ['CHECKOUT_NOT_FOUND'],
  },
  getCheckout: { input: GetCheckoutRequest, output: CheckoutResponse, errors: ['CHECKOUT_NOT_FOUND'] },
  updateCheckout: {
    input: UpdateCheckoutRequest,
    output: CheckoutResponse,
    errors: [...EDIT, ...ADDS, ...CODES, 'CHECKOUT_CODE_LOCKED'],
  },
  createCheckout: {
    input: CreateCheckoutFromLinesRequest,
    output: CheckoutResponse,
    errors: [...ADDS, ...CODES, 'MISSING_PERMISSION'],
  },
  addToCheckout: { input: AddToCheckoutRequest, output: CheckoutResponse, errors: [...EDIT, ...ADDS] },
  createOrder: {
    input: CheckoutCreateOrderRequest,
    output: CheckoutCreateOrderResponse,
    /** PAYMENT_TOKEN_REQUIRED: the site took offline payment away from this checkout (its custom settings). */
    errors: [...PLACE, 'PAYMENT_TOKEN_REQUIRED'],
  },
  createOrderAndCharge: {
    input: CreateOrderAndChargeRequest,
    output: CreateOrderAndChargeResponse,
    errors: [...PLACE, 'PAYMENT_DECLINED', 'PAYMENT_TOKEN_REQUIRED', 'PAYMENT_PROVIDER_NOT_CONFIGURED'],
  },
  markCheckoutAsCompleted: {
    input: MarkCheckoutAsCompletedRequest,
    output: MarkCheckoutAsCompletedResponse,
    errors: ['CHECKOUT_NOT_FOUND', 'CHECKOUT_ALREADY_COMPLETED', 'ORDER_NOT_FOUND'],
  },
  getCheckoutUrl: { input: CheckoutUrlRequest, output: CheckoutUrlResponse, errors: URL_ERRORS },
  getWixCheckoutUrl: { input: CheckoutUrlRequest, output: CheckoutUrlResponse, errors: URL_ERRORS },
  /** A browser is redirected (302); any other caller is told the redirect as a `RawHttpResponse`. */
  markCheckoutAsCompletedAndRedirectToUrl: {
    input: MarkCheckoutAsCompletedAndRedirectToUrlRequest,
    output: RawHttpResponse,
    errors: ['CHECKOUT_LINK_INVALID', 'CHECKOUT_NOT_FOUND', 'CHECKOUT_ALREADY_COMPLETED'],
  },
  removeCoupon: {
    input: CheckoutIdRequest,
    output: CheckoutResponse,
    errors: [...EDIT, 'CHECKOUT_CODE_LOCKED'],
  },
  removeGiftCard: {
    input: CheckoutIdRequest,
    output: CheckoutResponse,
    errors: [...EDIT, 'CHECKOUT_CODE_LOCKED'],
  },
  removeOverrideCheckoutUrl: { input: CheckoutIdRequest, output: CheckoutResponse, errors: EDIT },
  removeLineItems: {
    input: RemoveCheckoutLineItemsRequest,
    output: CheckoutResponse,
    errors: [...EDIT, 'LINE_ITEM_NOT_FOUND'],
  },
  updateLineItemsQuantity: {
    input: UpdateCheckoutLineItemsQuantityRequest,
    output: CheckoutResponse,
    errors: [...EDIT, 'LINE_ITEM_NOT_FOUND'],
  },
});

export const checkoutSettingsCalls = /* @__PURE__ */ withSchemas(checkoutSettingsEndpoints, {
  getCheckoutSettings: { input: GetCheckoutSettingsRequest, output: CheckoutSettingsResponse },
  updateCheckoutSettings: { input: UpdateCheckoutSettingsRequest, output: CheckoutSettingsResponse },
});
