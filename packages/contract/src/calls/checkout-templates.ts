import { withSchemas } from '../calls.js';
import {
  BulkCreateCheckoutTemplatesRequest,
  BulkCreateCheckoutTemplatesResponse,
  CheckoutTemplateIdRequest,
  CheckoutTemplateResponse,
  CreateCheckoutFromTemplateResponse,
  CreateCheckoutTemplateRequest,
  QueryCheckoutTemplatesRequest,
  QueryCheckoutTemplatesResponse,
  UpdateCheckoutTemplateRequest,
  UseCheckoutTemplateRequest,
} from '../checkout-templates.js';
import { checkoutTemplatesEndpoints } from '../endpoints/index.js';
import { RawHttpResponse } from '../hosted-checkout.js';
import { EmptyResponse } from '../owners.js';

const NOT_FOUND = ['CHECKOUT_TEMPLATE_NOT_FOUND'] as const;
/**
 * Why a template makes no checkout: unknown (or another site's), switched off, its lines past a checkout's
 * size, or its coupon refused for this buyer now.
 */
const USE = [
  'CHECKOUT_TEMPLATE_NOT_FOUND',
  'CHECKOUT_TEMPLATE_INACTIVE',
  'CART_TOO_LARGE',
  'COUPON_DOES_NOT_EXIST',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_LIMIT_PER_CUSTOMER_REACHED',
] as const;
/** The link is public, so its route resolves credentials itself when a caller sends them. */
const GIVEN_CREDENTIALS = [
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_API_KEY',
  'SITE_MISMATCH',
  'MISSING_PERMISSION',
] as const;

export const checkoutTemplatesCalls = /* @__PURE__ */ withSchemas(checkoutTemplatesEndpoints, {
  createCheckoutTemplate: { input: CreateCheckoutTemplateRequest, output: CheckoutTemplateResponse },
  queryCheckoutTemplates: { input: QueryCheckoutTemplatesRequest, output: QueryCheckoutTemplatesResponse },
  updateCheckoutTemplate: {
    input: UpdateCheckoutTemplateRequest,
    output: CheckoutTemplateResponse,
    errors: NOT_FOUND,
  },
  deleteCheckoutTemplate: { input: CheckoutTemplateIdRequest, output: EmptyResponse, errors: NOT_FOUND },
  getCheckoutTemplate: {
    input: CheckoutTemplateIdRequest,
    output: CheckoutTemplateResponse,
    errors: NOT_FOUND,
  },
  /** A browser is redirected (302) to the new checkout; any other caller is told the redirect. */
  createAndRedirectToCheckout: {
    input: UseCheckoutTemplateRequest,
    output: RawHttpResponse,
    errors: [...USE, ...GIVEN_CREDENTIALS],
  },
  createCheckoutFromTemplate: {
    input: UseCheckoutTemplateRequest,
    output: CreateCheckoutFromTemplateResponse,
    errors: USE,
  },
  bulkCreateCheckoutTemplates: {
    input: BulkCreateCheckoutTemplatesRequest,
    output: BulkCreateCheckoutTemplatesResponse,
  },
});
