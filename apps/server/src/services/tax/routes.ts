import { manualTaxMappingsCalls, taxGroupsCalls, taxRegionsCalls, taxSettingsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { GroupsService } from './groups.js';
import type { MappingsService } from './mappings.js';
import type { RegionsService } from './regions.js';
import type { TaxSettingsStore } from './settings.js';

/** Tax is managed by the site owner and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };
const done = async (work: Promise<unknown>) => {
  await work;
  return {};
};

/** ENDPOINTS.md "Commerce: tax groups". */
export function groupRoutes(groups: GroupsService) {
  return [
    defineRoute(taxGroupsCalls.createTaxGroup, {
      ...manage,
      summary: 'Create a tax group: items taxed alike',
      handler: async (input, call) => ({ taxGroup: await groups.create(call.siteId, input.taxGroup) }),
    }),
    defineRoute(taxGroupsCalls.listDefaultTaxGroups, {
      ...manage,
      summary: 'The built-in groups: physical products, digital products and shipping',
      handler: async () => ({ taxGroups: groups.listDefaults() }),
    }),
    defineRoute(taxGroupsCalls.listDefaultTaxGroupsByAppIds, {
      ...manage,
      summary: "Each catalogue app's default tax group (the built-in store's is physical products)",
      handler: async (input) => groups.defaultsByApp(input.appIds),
    }),
    defineRoute(taxGroupsCalls.queryTaxGroups, {
      ...manage,
      summary: "Query the site's own tax groups",
      handler: (input, call) => groups.query(call.siteId, input.query),
    }),
    defineRoute(taxGroupsCalls.getTaxGroup, {
      ...manage,
      summary: 'A tax group by id, a default one or the site’s own',
      handler: async (input, call) => ({ taxGroup: await groups.get(call.siteId, input.taxGroupId) }),
    }),
    defineRoute(taxGroupsCalls.updateTaxGroup, {
      ...manage,
      summary: 'Rename a tax group of the site',
      handler: async (input, call) => ({ taxGroup: await groups.update(call.siteId, input.taxGroup) }),
    }),
    defineRoute(taxGroupsCalls.deleteTaxGroup, {
      ...manage,
      summary: 'Delete a tax group no mapping uses',
      handler: (input, call) => done(groups.remove(call.siteId, input.taxGroupId)),
    }),
  ];
}

/** ENDPOINTS.md "Commerce: tax regions". */
export function regionRoutes(regions: RegionsService) {
  return [
    defineRoute(taxRegionsCalls.createTaxRegion, {
      ...manage,
      summary: 'Create a tax region: a country, or one of its subdivisions',
      handler: async (input, call) => ({ taxRegion: await regions.create(call.siteId, input.taxRegion) }),
    }),
    defineRoute(taxRegionsCalls.bulkCreateTaxRegion, {
      ...manage,
      summary: 'Create up to 100 tax regions, each succeeding or failing on its own',
      handler: (input, call) =>
        regions.bulkCreate(call.siteId, input.taxRegions, input.returnEntity ?? false),
    }),
    defineRoute(taxRegionsCalls.queryTaxRegions, {
      ...manage,
      summary: 'Query tax regions',
      handler: (input, call) => regions.query(call.siteId, input.query),
    }),
    defineRoute(taxRegionsCalls.getTaxRegion, {
      ...manage,
      summary: 'A tax region by id',
      handler: async (input, call) => ({ taxRegion: await regions.get(call.siteId, input.taxRegionId) }),
    }),
    defineRoute(taxRegionsCalls.updateTaxRegion, {
      ...manage,
      summary: "Change a tax region's place, calculator or whether its prices include tax",
      handler: async (input, call) => ({ taxRegion: await regions.update(call.siteId, input.taxRegion) }),
    }),
    defineRoute(taxRegionsCalls.deleteTaxRegion, {
      ...manage,
      summary: 'Delete a tax region and its mappings',
      handler: (input, call) => done(regions.remove(call.siteId, input.taxRegionId)),
    }),
  ];
}

/** ENDPOINTS.md "Commerce: manual tax mappings". */
export function mappingRoutes(mappings: MappingsService) {
  return [
    defineRoute(manualTaxMappingsCalls.createManualTaxMapping, {
      ...manage,
      summary: 'Set the rate of a tax group in a tax region',
      handler: async (input, call) => ({
        manualTaxMapping: await mappings.create(call.siteId, input.manualTaxMapping),
      }),
    }),
    defineRoute(manualTaxMappingsCalls.bulkCreateManualTaxMappings, {
      ...manage,
      summary: 'Create up to 100 manual tax mappings, each succeeding or failing on its own',
      handler: (input, call) => mappings.bulkCreate(call.siteId, input.manualTaxMappings, input.returnEntity),
    }),
    defineRoute(manualTaxMappingsCalls.listManualTaxMappings, {
      ...manage,
      summary: "The site's manual tax mappings, oldest first",
      handler: (_input, call) => mappings.query(call.siteId, { cursorPaging: { limit: 100 } }),
    }),
    defineRoute(manualTaxMappingsCalls.queryManualTaxMappings, {
      ...manage,
      summary: 'Query manual tax mappings',
      handler: (input, call) => mappings.query(call.siteId, input.query),
    }),
    defineRoute(manualTaxMappingsCalls.getManualTaxMapping, {
      ...manage,
      summary: 'A manual tax mapping by id',
      handler: async (input, call) => ({
        manualTaxMapping: await mappings.get(call.siteId, input.manualTaxMappingId),
      }),
    }),
    defineRoute(manualTaxMappingsCalls.updateManualTaxMapping, {
      ...manage,
      summary: "Change a mapping's rate, names, exempt rates, or its group and region",
      handler: async (input, call) => ({
        manualTaxMapping: await mappings.update(call.siteId, input.manualTaxMapping),
      }),
    }),
    defineRoute(manualTaxMappingsCalls.updateExtendedFields, {
      ...manage,
      summary: "Set one namespace of a mapping's extended fields",
      handler: async (input, call) => ({
        manualTaxMapping: await mappings.updateExtendedFields(call.siteId, input.id, {
          namespace: input.namespace,
          data: input.namespaceData,
        }),
      }),
    }),
    defineRoute(manualTaxMappingsCalls.bulkAssignExemptOverrides, {
      ...manage,
      summary: 'Give tax-exempt groups their own rates on mappings',
      handler: (input, call) =>
        mappings.assignExempt(call.siteId, input.assignOverrides ?? [], input.returnEntity),
    }),
    defineRoute(manualTaxMappingsCalls.bulkUnassignExemptOverrides, {
      ...manage,
      summary: 'Take tax-exempt groups’ rates off mappings',
      handler: (input, call) =>
        mappings.unassignExempt(call.siteId, input.unassignOverrides, input.returnEntity),
    }),
    defineRoute(manualTaxMappingsCalls.deleteManualTaxMapping, {
      ...manage,
      summary: 'Delete a manual tax mapping',
      handler: (input, call) => done(mappings.remove(call.siteId, input.manualTaxMappingId)),
    }),
  ];
}

/** Atrium's tax settings. */
export function settingsRoutes(settings: TaxSettingsStore) {
  return [
    defineRoute(taxSettingsCalls.getTaxSettings, {
      ...manage,
      summary: "The site's tax settings: the taxable address, and whether shipping is taxed",
      handler: async (_input, call) => ({ taxSettings: await settings.get(call.siteId) }),
    }),
    defineRoute(taxSettingsCalls.updateTaxSettings, {
      ...manage,
      summary: "Change the site's tax settings",
      handler: async (input, call) => ({
        taxSettings: await settings.update(call.siteId, input.taxSettings),
      }),
    }),
  ];
}
