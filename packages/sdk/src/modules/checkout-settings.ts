/**
 * Commerce: checkout settings (ENDPOINTS.md "Commerce: checkout settings"): the site's policies, checkout fields
 * and brand. Anyone of the site reads them; an update (site owner or an API key with `ecom.manage`) changes what
 * it names and keeps the rest.
 */
import type {
  CheckoutSettings as WireSettings,
  CheckoutSettingsInput,
  CheckoutSettingsResponse as WireResponse,
} from '@atrium/contract';
import { checkoutSettingsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type CheckoutSettings = FromWire<WireSettings>;
export type CheckoutSettingsResponse = FromWire<WireResponse>;
export type { CheckoutSettingsInput };

export const getCheckoutSettings = /* @__PURE__ */ defineMethod<[], CheckoutSettingsResponse>(
  checkoutSettingsEndpoints.getCheckoutSettings,
  {},
);

export const updateCheckoutSettings = /* @__PURE__ */ defineMethod<
  [checkoutSettings: CheckoutSettingsInput],
  CheckoutSettingsResponse
>(checkoutSettingsEndpoints.updateCheckoutSettings, { args: ['checkoutSettings'], elevated: true });
