/**
 * Atrium: the carriers whose live rates a site's carts are offered, among those installed on the server
 * (`ATRIUM_CARRIERS`). Their options come under their own `carrierId` in an estimate's shipping options.
 */
import type { CarrierSettings, CarrierSettingsResponse } from '@atrium/contract';
import { carrierSettingsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';

export type { CarrierSettings, CarrierSettingsResponse };

export const getCarrierSettings = /* @__PURE__ */ defineMethod<[], CarrierSettingsResponse>(
  carrierSettingsEndpoints.getCarrierSettings,
  { elevated: true },
);

export const updateCarrierSettings = /* @__PURE__ */ defineMethod<
  [carrierSettings: CarrierSettings],
  CarrierSettingsResponse
>(carrierSettingsEndpoints.updateCarrierSettings, { args: ['carrierSettings'], elevated: true });
