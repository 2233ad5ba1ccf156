/**
 * Atrium: delivery regions, the places shipping options ship to. The site's default region ships everywhere;
 * an option made without regions belongs to it. Managed by the site owner and API keys with `ecom.manage`.
 */
import type { DeliveryRegion as WireRegion, DeliveryRegionInput } from '@atrium/contract';
import { deliveryRegionsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type DeliveryRegion = FromWire<WireRegion>;
export type { DeliveryRegionInput };

export const createDeliveryRegion = /* @__PURE__ */ defineMethod<
  [deliveryRegion: DeliveryRegionInput],
  DeliveryRegion
>(deliveryRegionsEndpoints.createDeliveryRegion, {
  args: ['deliveryRegion'],
  returns: 'deliveryRegion',
  elevated: true,
});

export const listDeliveryRegions = /* @__PURE__ */ defineMethod<[], { deliveryRegions: DeliveryRegion[] }>(
  deliveryRegionsEndpoints.listDeliveryRegions,
  { elevated: true },
);

export const getDeliveryRegion = /* @__PURE__ */ defineMethod<[deliveryRegionId: string], DeliveryRegion>(
  deliveryRegionsEndpoints.getDeliveryRegion,
  { args: ['deliveryRegionId'], returns: 'deliveryRegion', elevated: true },
);

export const updateDeliveryRegion = /* @__PURE__ */ defineMethod<
  [_id: string, deliveryRegion: Omit<DeliveryRegionInput, 'id'>],
  DeliveryRegion
>(deliveryRegionsEndpoints.updateDeliveryRegion, {
  args: ['_id', 'deliveryRegion'],
  payload: { deliveryRegion: 'deliveryRegion', 'deliveryRegion.id': '_id' },
  returns: 'deliveryRegion',
  elevated: true,
});

export const deleteDeliveryRegion = /* @__PURE__ */ defineMethod<[deliveryRegionId: string], void>(
  deliveryRegionsEndpoints.deleteDeliveryRegion,
  { args: ['deliveryRegionId'], returns: null, elevated: true },
);
