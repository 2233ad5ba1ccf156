/**
 * Commerce: checkouts, made from carts (`currentCart.createCheckoutFromCurrentCart`, `cart.createCheckout`). A
 * checkout is readable by its buyer, the site owner and API keys with `ecom.manage`. ENDPOINTS.md "Commerce:
 * checkout": the calls built so far.
 */
import { checkoutEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { CHECKOUT_CALL } from '../helpers/cart-answer.js';
import type { Checkout, CheckoutResponse } from './checkout-types.js';

export type * from './checkout-types.js';

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
