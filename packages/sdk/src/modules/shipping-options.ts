/**
 * Commerce: shipping options, each with its rates and the delivery regions it ships to. Managed by the site
 * owner and API keys with `ecom.manage`. ENDPOINTS.md "Commerce: shipping options", call for call.
 */
import type { PagingMetadata, ShippingOption as WireOption, ShippingOptionInput } from '@atrium/contract';
import { shippingOptionsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type ShippingOption = FromWire<WireOption>;
export type { ShippingOptionInput };
export interface ShippingOptionsPage {
  shippingOptions: ShippingOption[];
  pagingMetadata: PagingMetadata;
}
export interface ShippingOptionResponse {
  shippingOption: ShippingOption;
}

export const createShippingOption = /* @__PURE__ */ defineMethod<
  [shippingOption: ShippingOptionInput],
  ShippingOption
>(shippingOptionsEndpoints.createShippingOption, {
  args: ['shippingOption'],
  returns: 'shippingOption',
  elevated: true,
});

/**
 * `queryShippingOptions()` returns a query builder; `queryShippingOptions(query)` sends the query at once and
 * resolves to `{shippingOptions, pagingMetadata}`.
 */
export const queryShippingOptions = /* @__PURE__ */ defineQueryForms<
  ShippingOption,
  Record<string, never>,
  ShippingOptionsPage
>(shippingOptionsEndpoints.queryShippingOptions, {
  args: ['options'],
  items: 'shippingOptions',
  elevated: true,
});

export const updateExtendedFields = /* @__PURE__ */ defineMethod<
  [_id: string, namespace: string, options?: { namespaceData?: Record<string, unknown> }],
  ShippingOptionResponse
>(shippingOptionsEndpoints.updateExtendedFields, {
  args: ['_id', 'namespace', 'options'],
  payload: { id: '_id', namespace: 'namespace', namespaceData: 'options.namespaceData' },
  elevated: true,
});

export const updateShippingOption = /* @__PURE__ */ defineMethod<
  [_id: string, shippingOption: Omit<ShippingOptionInput, 'id'>],
  ShippingOption
>(shippingOptionsEndpoints.updateShippingOption, {
  args: ['_id', 'shippingOption'],
  payload: { shippingOption: 'shippingOption', 'shippingOption.id': '_id' },
  returns: 'shippingOption',
  elevated: true,
});

export const deleteShippingOption = /* @__PURE__ */ defineMethod<[shippingOptionId: string], void>(
  shippingOptionsEndpoints.deleteShippingOption,
  { args: ['shippingOptionId'], returns: null, elevated: true },
);

export const getShippingOption = /* @__PURE__ */ defineMethod<[shippingOptionId: string], ShippingOption>(
  shippingOptionsEndpoints.getShippingOption,
  { args: ['shippingOptionId'], returns: 'shippingOption', elevated: true },
);

const regionCall = {
  args: ['shippingOptionId', 'deliveryRegionId', 'options'],
  payload: {
    shippingOptionId: 'shippingOptionId',
    deliveryRegionId: 'deliveryRegionId',
    revision: 'options.revision',
  },
  elevated: true,
} as const;

export const addDeliveryRegion = /* @__PURE__ */ defineMethod<
  [shippingOptionId: string, deliveryRegionId: string, options?: { revision?: string }],
  ShippingOptionResponse
>(shippingOptionsEndpoints.addDeliveryRegion, regionCall);

export const removeDeliveryRegion = /* @__PURE__ */ defineMethod<
  [shippingOptionId: string, deliveryRegionId: string, options?: { revision?: string }],
  ShippingOptionResponse
>(shippingOptionsEndpoints.removeDeliveryRegion, regionCall);
