/** Atrium: the additional fees a site charges on every order (handling, insurance), per order or per item. */
import type { FeeSettings } from '@atrium/contract';
import { feeSettingsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';

export type { FeeSettings };

export const getFeeSettings = /* @__PURE__ */ defineMethod<[], FeeSettings>(
  feeSettingsEndpoints.getFeeSettings,
  {
    returns: 'feeSettings',
    elevated: true,
  },
);

export const updateFeeSettings = /* @__PURE__ */ defineMethod<[feeSettings: FeeSettings], FeeSettings>(
  feeSettingsEndpoints.updateFeeSettings,
  { args: ['feeSettings'], returns: 'feeSettings', elevated: true },
);
