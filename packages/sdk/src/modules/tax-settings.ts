/** Atrium: the site's tax settings (the taxable address, and whether shipping is taxed). */
import type { TaxSettings } from '@atrium/contract';
import { taxSettingsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';

export type { TaxSettings };

export const getTaxSettings = /* @__PURE__ */ defineMethod<[], TaxSettings>(
  taxSettingsEndpoints.getTaxSettings,
  {
    returns: 'taxSettings',
    elevated: true,
  },
);

export const updateTaxSettings = /* @__PURE__ */ defineMethod<
  [taxSettings: Partial<TaxSettings>],
  TaxSettings
>(taxSettingsEndpoints.updateTaxSettings, { args: ['taxSettings'], returns: 'taxSettings', elevated: true });
