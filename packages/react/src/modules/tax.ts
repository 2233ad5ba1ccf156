/**
 * Query and mutation options for tax: groups, regions, manual rates and the site's tax settings (the SDK's
 * `taxGroups`, `taxRegions`, `manualTaxMappings` and `taxSettings` modules), for a dashboard.
 */
import type { BoundModule, manualTaxMappings, taxGroups, taxRegions, taxSettings } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { applyListParams, type ListParams } from '../list-params.js';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface TaxClient {
  taxGroups: BoundModule<typeof taxGroups>;
  taxRegions: BoundModule<typeof taxRegions>;
  manualTaxMappings: BoundModule<typeof manualTaxMappings>;
  taxSettings: BoundModule<typeof taxSettings>;
}

const groupKeys = atriumKeys.taxGroups;
const regionKeys = atriumKeys.taxRegions;
const mappingKeys = atriumKeys.manualTaxMappings;
const settingsKeys = atriumKeys.taxSettings;

export const taxQueries = {
  /** The default groups and the site's own, in one list. */
  groups: (client: Pick<TaxClient, 'taxGroups'>) =>
    queryOptions({
      queryKey: groupKeys.list(),
      queryFn: async () => [
        ...(await client.taxGroups.listDefaultTaxGroups()).taxGroups,
        ...(await client.taxGroups.queryTaxGroups().limit(100).find()).items,
      ],
    }),
  regions: (client: Pick<TaxClient, 'taxRegions'>, params: ListParams = {}) =>
    queryOptions({
      queryKey: regionKeys.list(params),
      queryFn: () => applyListParams(client.taxRegions.queryTaxRegions(), params).find(),
    }),
  mappings: (client: Pick<TaxClient, 'manualTaxMappings'>, params: ListParams = {}) =>
    queryOptions({
      queryKey: mappingKeys.list(params),
      queryFn: () => applyListParams(client.manualTaxMappings.queryManualTaxMappings(), params).find(),
    }),
  settings: (client: Pick<TaxClient, 'taxSettings'>) =>
    queryOptions({ queryKey: settingsKeys.all, queryFn: () => client.taxSettings.getTaxSettings() }),
};

export const taxMutations = {
  createGroup: mutationFactory<Pick<TaxClient, 'taxGroups'>, taxGroups.TaxGroup, taxGroups.TaxGroupInput>({
    mutationKey: groupKeys.mutation('create'),
    mutationFn: (client, group) => client.taxGroups.createTaxGroup(group),
    invalidate: () => [groupKeys.all],
  }),
  /** Only the site's own groups, and only while no mapping uses them (TAX_GROUP_IN_USE). */
  removeGroup: mutationFactory<Pick<TaxClient, 'taxGroups'>, void, string>({
    mutationKey: groupKeys.mutation('remove'),
    mutationFn: (client, taxGroupId) => client.taxGroups.deleteTaxGroup(taxGroupId),
    invalidate: () => [groupKeys.all],
  }),
  createRegion: mutationFactory<
    Pick<TaxClient, 'taxRegions'>,
    taxRegions.TaxRegion,
    taxRegions.TaxRegionInput
  >({
    mutationKey: regionKeys.mutation('create'),
    mutationFn: (client, region) => client.taxRegions.createTaxRegion(region),
    invalidate: () => [regionKeys.all],
  }),
  /** A region goes with its rates. */
  removeRegion: mutationFactory<Pick<TaxClient, 'taxRegions'>, void, string>({
    mutationKey: regionKeys.mutation('remove'),
    mutationFn: (client, taxRegionId) => client.taxRegions.deleteTaxRegion(taxRegionId),
    invalidate: () => [regionKeys.all, mappingKeys.all],
  }),
  createMapping: mutationFactory<
    Pick<TaxClient, 'manualTaxMappings'>,
    manualTaxMappings.ManualTaxMapping,
    manualTaxMappings.ManualTaxMappingInput
  >({
    mutationKey: mappingKeys.mutation('create'),
    mutationFn: (client, mapping) => client.manualTaxMappings.createManualTaxMapping(mapping),
    invalidate: () => [mappingKeys.all],
  }),
  updateMapping: mutationFactory<
    Pick<TaxClient, 'manualTaxMappings'>,
    manualTaxMappings.ManualTaxMapping,
    { _id: string; manualTaxMapping: Omit<manualTaxMappings.ManualTaxMappingInput, 'id'> }
  >({
    mutationKey: mappingKeys.mutation('update'),
    mutationFn: (client, { _id, manualTaxMapping }) =>
      client.manualTaxMappings.updateManualTaxMapping(_id, manualTaxMapping),
    invalidate: () => [mappingKeys.all],
  }),
  removeMapping: mutationFactory<Pick<TaxClient, 'manualTaxMappings'>, void, string>({
    mutationKey: mappingKeys.mutation('remove'),
    mutationFn: (client, id) => client.manualTaxMappings.deleteManualTaxMapping(id),
    invalidate: () => [mappingKeys.all],
  }),
  updateSettings: mutationFactory<
    Pick<TaxClient, 'taxSettings'>,
    taxSettings.TaxSettings,
    Partial<taxSettings.TaxSettings>
  >({
    mutationKey: settingsKeys.mutation('update'),
    mutationFn: (client, settings) => client.taxSettings.updateTaxSettings(settings),
    invalidate: () => [settingsKeys.all],
  }),
};
