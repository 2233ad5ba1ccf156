/**
 * Query and mutation options for a shipping option's logistics (pickup, delivery time slots) and the site's
 * carriers (the SDK's `shippingLogistics` and `carrierSettings` modules), for a dashboard.
 */
import type { BoundModule, carrierSettings, shippingLogistics } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface ShippingLogisticsClient {
  shippingLogistics: BoundModule<typeof shippingLogistics>;
}
export interface CarrierSettingsClient {
  carrierSettings: BoundModule<typeof carrierSettings>;
}

const logisticsKeys = atriumKeys.shippingLogistics;
const carrierKeys = atriumKeys.carrierSettings;

export const shippingLogisticsQueries = {
  get: (client: ShippingLogisticsClient, shippingOptionId: string) =>
    queryOptions({
      queryKey: logisticsKeys.detail(shippingOptionId),
      queryFn: async () => (await client.shippingLogistics.getShippingLogistics(shippingOptionId)).logistics,
    }),
};

export const shippingLogisticsMutations = {
  update: mutationFactory<
    ShippingLogisticsClient,
    shippingLogistics.ShippingLogistics,
    { shippingOptionId: string; logistics: shippingLogistics.ShippingLogistics }
  >({
    mutationKey: logisticsKeys.mutation('update'),
    mutationFn: async (client, { shippingOptionId, logistics }) =>
      (await client.shippingLogistics.updateShippingLogistics(shippingOptionId, logistics)).logistics,
    // The option's revision moves with its logistics.
    invalidate: (_data, { shippingOptionId }) => [
      logisticsKeys.detail(shippingOptionId),
      atriumKeys.shippingOptions.all,
    ],
  }),
};

export const carrierSettingsQueries = {
  get: (client: CarrierSettingsClient) =>
    queryOptions({ queryKey: carrierKeys.all, queryFn: () => client.carrierSettings.getCarrierSettings() }),
};

export const carrierSettingsMutations = {
  update: mutationFactory<
    CarrierSettingsClient,
    carrierSettings.CarrierSettingsResponse,
    carrierSettings.CarrierSettings
  >({
    mutationKey: carrierKeys.mutation('update'),
    mutationFn: (client, settings) => client.carrierSettings.updateCarrierSettings(settings),
    invalidate: () => [carrierKeys.all],
  }),
};
