import { withSchemas } from '../calls.js';
import {
  manualTaxMappingsEndpoints,
  taxGroupsEndpoints,
  taxRegionsEndpoints,
  taxSettingsEndpoints,
} from '../endpoints/index.js';
import { EmptyResponse } from '../owners.js';
import {
  BulkAssignExemptOverridesRequest,
  BulkCreateManualTaxMappingsRequest,
  BulkCreateManualTaxMappingsResponse,
  BulkCreateTaxRegionRequest,
  BulkCreateTaxRegionResponse,
  BulkExemptOverridesResponse,
  BulkUnassignExemptOverridesRequest,
  CreateManualTaxMappingRequest,
  CreateTaxGroupRequest,
  CreateTaxRegionRequest,
  DeleteManualTaxMappingRequest,
  DeleteTaxGroupRequest,
  DeleteTaxRegionRequest,
  GetManualTaxMappingRequest,
  GetTaxGroupRequest,
  GetTaxRegionRequest,
  GetTaxSettingsRequest,
  ListDefaultTaxGroupsByAppIdsRequest,
  ListDefaultTaxGroupsByAppIdsResponse,
  ListDefaultTaxGroupsRequest,
  ListDefaultTaxGroupsResponse,
  ListManualTaxMappingsRequest,
  ListManualTaxMappingsResponse,
  ManualTaxMappingResponse,
  QueryManualTaxMappingsRequest,
  QueryManualTaxMappingsResponse,
  QueryTaxGroupsRequest,
  QueryTaxGroupsResponse,
  QueryTaxRegionsRequest,
  QueryTaxRegionsResponse,
  TaxGroupResponse,
  TaxRegionResponse,
  TaxSettingsResponse,
  UpdateManualTaxMappingExtendedFieldsRequest,
  UpdateManualTaxMappingRequest,
  UpdateTaxGroupRequest,
  UpdateTaxRegionRequest,
  UpdateTaxSettingsRequest,
} from '../tax.js';

const GROUP = ['TAX_GROUP_NOT_FOUND'] as const;
const REGION = ['TAX_REGION_NOT_FOUND'] as const;
const MAPPING = ['MANUAL_TAX_MAPPING_NOT_FOUND'] as const;

export const taxGroupsCalls = /* @__PURE__ */ withSchemas(taxGroupsEndpoints, {
  createTaxGroup: { input: CreateTaxGroupRequest, output: TaxGroupResponse },
  listDefaultTaxGroups: { input: ListDefaultTaxGroupsRequest, output: ListDefaultTaxGroupsResponse },
  listDefaultTaxGroupsByAppIds: {
    input: ListDefaultTaxGroupsByAppIdsRequest,
    output: ListDefaultTaxGroupsByAppIdsResponse,
  },
  queryTaxGroups: { input: QueryTaxGroupsRequest, output: QueryTaxGroupsResponse },
  updateTaxGroup: {
    input: UpdateTaxGroupRequest,
    output: TaxGroupResponse,
    errors: [...GROUP, 'TAX_GROUP_IS_DEFAULT', 'TAX_GROUP_REVISION_MISMATCH'],
  },
  deleteTaxGroup: {
    input: DeleteTaxGroupRequest,
    output: EmptyResponse,
    errors: [...GROUP, 'TAX_GROUP_IS_DEFAULT', 'TAX_GROUP_IN_USE'],
  },
  getTaxGroup: { input: GetTaxGroupRequest, output: TaxGroupResponse, errors: GROUP },
});

export const taxRegionsCalls = /* @__PURE__ */ withSchemas(taxRegionsEndpoints, {
  bulkCreateTaxRegion: { input: BulkCreateTaxRegionRequest, output: BulkCreateTaxRegionResponse },
  createTaxRegion: {
    input: CreateTaxRegionRequest,
    output: TaxRegionResponse,
    errors: ['TAX_REGION_ALREADY_EXISTS', 'TAX_CALCULATOR_NOT_FOUND'],
  },
  queryTaxRegions: { input: QueryTaxRegionsRequest, output: QueryTaxRegionsResponse },
  updateTaxRegion: {
    input: UpdateTaxRegionRequest,
    output: TaxRegionResponse,
    errors: [
      ...REGION,
      'TAX_REGION_ALREADY_EXISTS',
      'TAX_CALCULATOR_NOT_FOUND',
      'TAX_REGION_REVISION_MISMATCH',
    ],
  },
  deleteTaxRegion: { input: DeleteTaxRegionRequest, output: EmptyResponse, errors: REGION },
  getTaxRegion: { input: GetTaxRegionRequest, output: TaxRegionResponse, errors: REGION },
});

export const manualTaxMappingsCalls = /* @__PURE__ */ withSchemas(manualTaxMappingsEndpoints, {
  bulkCreateManualTaxMappings: {
    input: BulkCreateManualTaxMappingsRequest,
    output: BulkCreateManualTaxMappingsResponse,
  },
  createManualTaxMapping: {
    input: CreateManualTaxMappingRequest,
    output: ManualTaxMappingResponse,
    errors: [...GROUP, ...REGION, 'MANUAL_TAX_MAPPING_ALREADY_EXISTS'],
  },
  listManualTaxMappings: { input: ListManualTaxMappingsRequest, output: ListManualTaxMappingsResponse },
  bulkAssignExemptOverrides: { input: BulkAssignExemptOverridesRequest, output: BulkExemptOverridesResponse },
  bulkUnassignExemptOverrides: {
    input: BulkUnassignExemptOverridesRequest,
    output: BulkExemptOverridesResponse,
  },
  queryManualTaxMappings: { input: QueryManualTaxMappingsRequest, output: QueryManualTaxMappingsResponse },
  updateExtendedFields: {
    input: UpdateManualTaxMappingExtendedFieldsRequest,
    output: ManualTaxMappingResponse,
    errors: MAPPING,
  },
  updateManualTaxMapping: {
    input: UpdateManualTaxMappingRequest,
    output: ManualTaxMappingResponse,
    errors: [
      ...MAPPING,
      ...GROUP,
      ...REGION,
      'MANUAL_TAX_MAPPING_ALREADY_EXISTS',
      'MANUAL_TAX_MAPPING_REVISION_MISMATCH',
    ],
  },
  deleteManualTaxMapping: { input: DeleteManualTaxMappingRequest, output: EmptyResponse, errors: MAPPING },
  getManualTaxMapping: {
    input: GetManualTaxMappingRequest,
    output: ManualTaxMappingResponse,
    errors: MAPPING,
  },
});

export const taxSettingsCalls = /* @__PURE__ */ withSchemas(taxSettingsEndpoints, {
  getTaxSettings: { input: GetTaxSettingsRequest, output: TaxSettingsResponse },
  updateTaxSettings: { input: UpdateTaxSettingsRequest, output: TaxSettingsResponse },
});
