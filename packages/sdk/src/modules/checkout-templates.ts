/**
 * Commerce: checkout templates, lines and a coupon the site sets once, from which anyone of the site makes a
 * checkout (priced from the catalogue at that moment), as with a cart permalink. Kept by the site owner and API
 * keys with `ecom.manage`. ENDPOINTS.md "Commerce: checkout templates", call for call.
 */
import type {
  CheckoutTemplate as WireTemplate,
  CheckoutTemplateInput,
  CreateCheckoutFromTemplateResponse,
  PagingMetadata,
} from '@atrium/contract';
import { checkoutTemplatesEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import { decodeRawHttpBody } from '../helpers/raw-http.js';
import type { FromWire } from '../wire/wire-types.js';
import type { RawHttpResponse } from './checkout-types.js';

export type CheckoutTemplate = FromWire<WireTemplate>;
export type { CheckoutTemplateInput, CreateCheckoutFromTemplateResponse };
export interface CheckoutTemplatesPage {
  checkoutTemplates: CheckoutTemplate[];
  pagingMetadata: PagingMetadata;
}
export interface BulkCreateCheckoutTemplatesResponse {
  results: Array<{
    itemMetadata: { _id?: string | null; originalIndex: number; success: boolean; error?: unknown };
    item?: CheckoutTemplate | null;
  }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}
const elevated = { elevated: true } as const;

export const createCheckoutTemplate = /* @__PURE__ */ defineMethod<
  [checkoutTemplate: CheckoutTemplateInput],
  CheckoutTemplate
>(checkoutTemplatesEndpoints.createCheckoutTemplate, {
  args: ['checkoutTemplate'],
  returns: 'checkoutTemplate',
  ...elevated,
});

/** `queryCheckoutTemplates()` returns a query builder; `queryCheckoutTemplates(query)` resolves to the page. */
export const queryCheckoutTemplates = /* @__PURE__ */ defineQueryForms<
  CheckoutTemplate,
  Record<string, never>,
  CheckoutTemplatesPage
>(checkoutTemplatesEndpoints.queryCheckoutTemplates, {
  args: ['options'],
  items: 'checkoutTemplates',
  ...elevated,
});

/** Changes the fields sent; those left out stay (`externalReference` is set on create only). */
export const updateCheckoutTemplate = /* @__PURE__ */ defineMethod<
  [_id: string, checkoutTemplate: Omit<CheckoutTemplateInput, 'id'>],
  CheckoutTemplate
>(checkoutTemplatesEndpoints.updateCheckoutTemplate, {
  args: ['_id', 'checkoutTemplate'],
  payload: { checkoutTemplate: 'checkoutTemplate', 'checkoutTemplate.id': '_id' },
  returns: 'checkoutTemplate',
  ...elevated,
});

export const deleteCheckoutTemplate = /* @__PURE__ */ defineMethod<[checkoutTemplateId: string], void>(
  checkoutTemplatesEndpoints.deleteCheckoutTemplate,
  { args: ['checkoutTemplateId'], returns: null, ...elevated },
);

export const getCheckoutTemplate = /* @__PURE__ */ defineMethod<
  [checkoutTemplateId: string],
  CheckoutTemplate
>(checkoutTemplatesEndpoints.getCheckoutTemplate, {
  args: ['checkoutTemplateId'],
  returns: 'checkoutTemplate',
  ...elevated,
});

/**
 * Makes a checkout from an active template and answers the redirect a browser would get to its page
 * (`statusCode` 302 and its `Location` header); `body` arrives base64 and is decoded to bytes.
 */
export const createAndRedirectToCheckout = /* @__PURE__ */ defineMethod<
  [checkoutTemplateId: string, siteId: string],
  RawHttpResponse
>(checkoutTemplatesEndpoints.createAndRedirectToCheckout, {
  args: ['checkoutTemplateId', 'siteId'],
  payload: { checkoutTemplateId: 'checkoutTemplateId', siteId: 'siteId' },
  transform: decodeRawHttpBody,
});

/** A new checkout from an active template, the caller's own (an API key's has no buyer), and its page. */
export const createCheckoutFromTemplate = /* @__PURE__ */ defineMethod<
  [checkoutTemplateId: string, siteId: string],
  CreateCheckoutFromTemplateResponse
>(checkoutTemplatesEndpoints.createCheckoutFromTemplate, {
  args: ['checkoutTemplateId', 'siteId'],
  payload: { checkoutTemplateId: 'checkoutTemplateId', siteId: 'siteId' },
});

export const bulkCreateCheckoutTemplates = /* @__PURE__ */ defineMethod<
  [checkoutTemplates: CheckoutTemplateInput[], options?: { returnEntity?: boolean }],
  BulkCreateCheckoutTemplatesResponse
>(checkoutTemplatesEndpoints.bulkCreateCheckoutTemplates, {
  args: ['checkoutTemplates', 'options'],
  payload: { checkoutTemplates: 'checkoutTemplates', returnEntity: 'options.returnEntity' },
  ...elevated,
});
