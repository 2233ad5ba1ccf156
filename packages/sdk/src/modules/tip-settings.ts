/** Atrium: a site's tip settings: on or off, presets, custom amounts, the staff tips go to and how they split. */
import type { TipOffer, TipSettings as WireSettings, TipSettingsInput } from '@atrium/contract';
import { tipSettingsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type TipSettings = FromWire<WireSettings>;
export type { TipOffer, TipSettingsInput };

export const getTipSettings = /* @__PURE__ */ defineMethod<[], TipSettings>(
  tipSettingsEndpoints.getTipSettings,
  {
    returns: 'tipSettings',
    elevated: true,
  },
);

export const updateTipSettings = /* @__PURE__ */ defineMethod<[tipSettings: TipSettingsInput], TipSettings>(
  tipSettingsEndpoints.updateTipSettings,
  { args: ['tipSettings'], returns: 'tipSettings', elevated: true },
);

/** What a buyer may choose as a tip (any caller of the site: the hosted checkout asks as the buyer). */
export const getTipOffer = /* @__PURE__ */ defineMethod<[], TipOffer>(tipSettingsEndpoints.getTipOffer, {
  returns: 'tipOffer',
});
