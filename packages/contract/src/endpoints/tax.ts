import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: tax groups".
export const taxGroupsEndpoints = /* @__PURE__ */ endpointTable('taxGroups', {
  createTaxGroup: { method: 'POST', path: '/billing/v1/tax-groups' },
  listDefaultTaxGroups: { method: 'GET', path: '/billing/v1/tax-groups/default-tax-groups' },
  listDefaultTaxGroupsByAppIds: {
    method: 'POST',
    path: '/billing/v1/tax-groups/list-default-tax-groups-by-app-ids',
  },
  queryTaxGroups: { method: 'POST', path: '/billing/v1/tax-groups/query' },
  updateTaxGroup: { method: 'PATCH', path: '/billing/v1/tax-groups/{taxGroup.id}' },
  deleteTaxGroup: { method: 'DELETE', path: '/billing/v1/tax-groups/{taxGroupId}' },
  getTaxGroup: { method: 'GET', path: '/billing/v1/tax-groups/{taxGroupId}' },
});

// ENDPOINTS.md "Commerce: tax regions".
export const taxRegionsEndpoints = /* @__PURE__ */ endpointTable('taxRegions', {
  bulkCreateTaxRegion: { method: 'POST', path: '/billing/v1/bulk/tax-regions/create' },
  createTaxRegion: { method: 'POST', path: '/billing/v1/tax-regions' },
  queryTaxRegions: { method: 'POST', path: '/billing/v1/tax-regions/query' },
  updateTaxRegion: { method: 'PATCH', path: '/billing/v1/tax-regions/{taxRegion.id}' },
  deleteTaxRegion: { method: 'DELETE', path: '/billing/v1/tax-regions/{taxRegionId}' },
  getTaxRegion: { method: 'GET', path: '/billing/v1/tax-regions/{taxRegionId}' },
});

// ENDPOINTS.md "Commerce: manual tax mappings".
export const manualTaxMappingsEndpoints = /* @__PURE__ */ endpointTable('manualTaxMappings', {
  bulkCreateManualTaxMappings: { method: 'POST', path: '/billing/v1/bulk/manual-tax-mappings/create' },
  createManualTaxMapping: { method: 'POST', path: '/billing/v1/manual-tax-mappings' },
  listManualTaxMappings: { method: 'GET', path: '/billing/v1/manual-tax-mappings' },
  bulkAssignExemptOverrides: {
    method: 'POST',
    path: '/billing/v1/manual-tax-mappings/bulk-assign-exempt-overrides',
  },
  bulkUnassignExemptOverrides: {
    method: 'POST',
    path: '/billing/v1/manual-tax-mappings/bulk-unassign-exempt-overrides',
  },
  queryManualTaxMappings: {
    method: 'GET',
    path: '/billing/v1/manual-tax-mappings/query',
    postFallback: 'same-path',
  },
  updateExtendedFields: {
    method: 'POST',
    path: '/billing/v1/manual-tax-mappings/{id}/update-extended-fields',
  },
  updateManualTaxMapping: {
    method: 'PATCH',
    path: '/billing/v1/manual-tax-mappings/{manualTaxMapping.id}',
  },
  deleteManualTaxMapping: { method: 'DELETE', path: '/billing/v1/manual-tax-mappings/{manualTaxMappingId}' },
  getManualTaxMapping: { method: 'GET', path: '/billing/v1/manual-tax-mappings/{manualTaxMappingId}' },
});

/** Atrium: the site's tax settings. */
export const taxSettingsEndpoints = /* @__PURE__ */ endpointTable('taxSettings', {
  getTaxSettings: { method: 'GET', path: '/atrium/v1/tax-settings' },
  updateTaxSettings: { method: 'PATCH', path: '/atrium/v1/tax-settings' },
});
