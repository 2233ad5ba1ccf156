import { withSchemas } from '../calls.js';
import { CheckoutResponse, GetCheckoutByCartIdRequest, GetCheckoutRequest } from '../checkout.js';
import { checkoutEndpoints } from '../endpoints/index.js';

export const checkoutCalls = /* @__PURE__ */ withSchemas(checkoutEndpoints, {
  getCheckoutByCartId: {
    input: GetCheckoutByCartIdRequest,
    output: CheckoutResponse,
    errors: ['CHECKOUT_NOT_FOUND'],
  },
  getCheckout: { input: GetCheckoutRequest, output: CheckoutResponse, errors: ['CHECKOUT_NOT_FOUND'] },
});
