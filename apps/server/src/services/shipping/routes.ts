import { deliveryRegionsCalls, feeSettingsCalls, shippingOptionsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { Fees } from './fees.js';
import type { OptionsService } from './options.js';
import type { RegionsService } from './regions.js';

/** Shipping is managed by the site owner and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** ENDPOINTS.md "Commerce: shipping options". */
export function optionRoutes(options: OptionsService) {
  return [
    defineRoute(shippingOptionsCalls.createShippingOption, {
      ...manage,
      summary: 'Create a shipping option: its rates, and the regions it ships to (everywhere by default)',
      handler: async (input, call) => ({
        shippingOption: await options.create(call.siteId, input.shippingOption),
      }),
    }),
    defineRoute(shippingOptionsCalls.queryShippingOptions, {
      ...manage,
      summary: 'Query shipping options (filter, sort, paging)',
      handler: (input, call) => options.query(call.siteId, input.query),
    }),
    defineRoute(shippingOptionsCalls.getShippingOption, {
      ...manage,
      summary: 'A shipping option by id',
      handler: async (input, call) => ({
        shippingOption: await options.get(call.siteId, input.shippingOptionId),
      }),
    }),
    defineRoute(shippingOptionsCalls.updateShippingOption, {
      ...manage,
      summary: "Update a shipping option's title, delivery time, rates or extended fields",
      handler: async (input, call) => ({
        shippingOption: await options.update(call.siteId, input.shippingOption),
      }),
    }),
    defineRoute(shippingOptionsCalls.updateExtendedFields, {
      ...manage,
      summary: "Set one namespace of a shipping option's extended fields",
      handler: async (input, call) => ({
        shippingOption: await options.updateExtendedFields(call.siteId, input.id, {
          namespace: input.namespace,
          data: input.namespaceData,
        }),
      }),
    }),
    defineRoute(shippingOptionsCalls.addDeliveryRegion, {
      ...manage,
      summary: 'Ship an option to one more delivery region',
      handler: async (input, call) => ({
        shippingOption: await options.addRegion({
          siteId: call.siteId,
          id: input.shippingOptionId,
          regionId: input.deliveryRegionId,
          revision: input.revision,
        }),
      }),
    }),
    defineRoute(shippingOptionsCalls.removeDeliveryRegion, {
      ...manage,
      summary: 'Stop shipping an option to a delivery region (it keeps at least one)',
      handler: async (input, call) => ({
        shippingOption: await options.removeRegion({
          siteId: call.siteId,
          id: input.shippingOptionId,
          regionId: input.deliveryRegionId,
          revision: input.revision,
        }),
      }),
    }),
    defineRoute(shippingOptionsCalls.deleteShippingOption, {
      ...manage,
      summary: 'Delete a shipping option',
      async handler(input, call) {
        await options.remove(call.siteId, input.shippingOptionId);
        return {};
      },
    }),
  ];
}

/** Atrium's delivery regions. */
export function regionRoutes(regions: RegionsService) {
  return [
    defineRoute(deliveryRegionsCalls.createDeliveryRegion, {
      ...manage,
      summary: 'Create a delivery region: a name and the countries (and subdivisions) it covers',
      handler: async (input, call) => ({
        deliveryRegion: await regions.create(call.siteId, input.deliveryRegion),
      }),
    }),
    defineRoute(deliveryRegionsCalls.listDeliveryRegions, {
      ...manage,
      summary: "The site's delivery regions, the default one for everywhere first",
      handler: async (_input, call) => ({ deliveryRegions: await regions.list(call.siteId) }),
    }),
    defineRoute(deliveryRegionsCalls.getDeliveryRegion, {
      ...manage,
      summary: 'A delivery region by id',
      handler: async (input, call) => ({
        deliveryRegion: await regions.get(call.siteId, input.deliveryRegionId),
      }),
    }),
    defineRoute(deliveryRegionsCalls.updateDeliveryRegion, {
      ...manage,
      summary: "Rename a delivery region or change its destinations (not the default region's)",
      handler: async (input, call) => ({
        deliveryRegion: await regions.update(call.siteId, input.deliveryRegion),
      }),
    }),
    defineRoute(deliveryRegionsCalls.deleteDeliveryRegion, {
      ...manage,
      summary: 'Delete a delivery region no shipping option ships to',
      async handler(input, call) {
        await regions.remove(call.siteId, input.deliveryRegionId);
        return {};
      },
    }),
  ];
}

/** Atrium's additional fees. */
export function feeRoutes(fees: Fees) {
  return [
    defineRoute(feeSettingsCalls.getFeeSettings, {
      ...manage,
      summary: 'The additional fees the site charges on every order (handling, insurance)',
      handler: async (_input, call) => ({ feeSettings: await fees.get(call.siteId) }),
    }),
    defineRoute(feeSettingsCalls.updateFeeSettings, {
      ...manage,
      summary: 'Set the additional fees the site charges: each per order or per item, taxable or not',
      handler: async (input, call) => ({ feeSettings: await fees.update(call.siteId, input.feeSettings) }),
    }),
  ];
}
