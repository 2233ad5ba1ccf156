import { z } from 'zod';
import { BulkActionMetadata, ExtendedFields, ItemMetadata } from './categories.js';
import { ExtendedFieldsAnswer } from './cart-lines.js';
import { JurisdictionType } from './cart-totals.js';
import { CountryCode, decimalAmount } from './commerce-common.js';
import { PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

// Tax groups, tax regions and manual tax mappings (wire/types/pricing.md), and Atrium's tax settings. A rate is
// a fraction as decimal text ("0.2" is 20%). Regions without an `appId` use Atrium's built-in manual calculator.

/** The built-in default groups: every site has them, they cannot change. */
export const DEFAULT_TAX_GROUPS = {
  PHYSICAL: { id: '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f01', name: 'Physical products' },
  DIGITAL: { id: '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f02', name: 'Digital products' },
  SHIPPING: { id: '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f03', name: 'Shipping' },
} as const;
/** The app id of Atrium's built-in manual tax calculator (the one a region without `appId` uses). */
export const MANUAL_TAX_APP_ID = '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f00';

const Revision = z.string().regex(/^\d{1,15}$/);
export const TaxGroupInput = z.object({
  id: z.uuid().nullish(),
  name: z.string().min(1).max(200),
  revision: Revision.nullish(),
});
export type TaxGroupInput = z.infer<typeof TaxGroupInput>;
export const TaxGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  revision: z.string(),
  createdDate: Timestamp.nullish(),
  updatedDate: Timestamp.nullish(),
});
export type TaxGroup = z.infer<typeof TaxGroup>;
export const TaxGroupResponse = z.object({ taxGroup: TaxGroup });
export const CreateTaxGroupRequest = z.object({ taxGroup: TaxGroupInput });
export const GetTaxGroupRequest = z.object({ taxGroupId: z.uuid() });
export const UpdateTaxGroupRequest = z.object({ taxGroup: TaxGroupInput.extend({ id: z.uuid() }) });
export const DeleteTaxGroupRequest = z.object({ taxGroupId: z.uuid() });
export const ListDefaultTaxGroupsRequest = z.object({});
export const ListDefaultTaxGroupsResponse = z.object({ taxGroups: z.array(TaxGroup) });
export const ListDefaultTaxGroupsByAppIdsRequest = z.object({
  appIds: z.array(z.string().min(1).max(100)).min(1).max(300),
});
export const ListDefaultTaxGroupsByAppIdsResponse = z.object({
  results: z.array(z.object({ taxGroupMetadata: ItemMetadata, taxGroup: TaxGroup.nullish() })),
  bulkActionMetadata: BulkActionMetadata,
});
export const QueryTaxGroupsRequest = z.object({ query: Query.nullish() });
export const QueryTaxGroupsResponse = z.object({
  taxGroups: z.array(TaxGroup),
  pagingMetadata: PagingMetadata,
});

/** A subdivision without its country prefix (`CA`, not `US-CA`); the server strips one if sent. */
const Subdivision = z.string().max(50);
export const TaxRegionInput = z.object({
  id: z.uuid().nullish(),
  country: CountryCode.nullish(),
  subdivision: Subdivision.nullish(),
  appId: z.uuid().nullish(),
  taxIncludedInPrice: z.boolean().nullish(),
  revision: Revision.nullish(),
});
export type TaxRegionInput = z.infer<typeof TaxRegionInput>;
export const TaxRegion = z.object({
  id: z.uuid(),
  country: z.string(),
  subdivision: z.string().nullish(),
  appId: z.string(),
  taxIncludedInPrice: z.boolean(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type TaxRegion = z.infer<typeof TaxRegion>;
export const TaxRegionResponse = z.object({ taxRegion: TaxRegion });
export const CreateTaxRegionRequest = z.object({ taxRegion: TaxRegionInput });
export const GetTaxRegionRequest = z.object({ taxRegionId: z.uuid() });
export const UpdateTaxRegionRequest = z.object({ taxRegion: TaxRegionInput.extend({ id: z.uuid() }) });
export const DeleteTaxRegionRequest = z.object({ taxRegionId: z.uuid() });
export const QueryTaxRegionsRequest = z.object({ query: Query.nullish() });
export const QueryTaxRegionsResponse = z.object({
  taxRegions: z.array(TaxRegion),
  pagingMetadata: PagingMetadata,
});
export const BulkCreateTaxRegionRequest = z.object({
  taxRegions: z.array(TaxRegionInput).min(1).max(100),
  returnEntity: z.boolean().nullish(),
});
export const BulkCreateTaxRegionResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: TaxRegion.nullish() })),
  bulkActionMetadata: BulkActionMetadata,
});

export const TaxRate = decimalAmount({ gte: 0, lte: 1, maxScale: 6 });
export const ExemptDetails = z.object({ taxExemptGroupId: z.uuid(), taxRate: TaxRate });
export type ExemptDetails = z.infer<typeof ExemptDetails>;
export const ManualTaxMappingInput = z.object({
  id: z.uuid().nullish(),
  revision: Revision.nullish(),
  taxGroupId: z.uuid().nullish(),
  taxRegionId: z.uuid().nullish(),
  taxRate: TaxRate.nullish(),
  description: z.string().max(1000).nullish(),
  taxType: z.string().max(200).nullish(),
  taxName: z.string().max(200).nullish(),
  jurisdiction: z.string().max(200).nullish(),
  jurisdictionType: JurisdictionType.nullish(),
  exemptRates: z.array(ExemptDetails).max(50).nullish(),
  extendedFields: ExtendedFields.nullish(),
});
export type ManualTaxMappingInput = z.infer<typeof ManualTaxMappingInput>;
export const ManualTaxMapping = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  taxGroupId: z.uuid(),
  taxRegionId: z.uuid(),
  taxRate: z.string(),
  description: z.string().nullish(),
  taxType: z.string().nullish(),
  taxName: z.string().nullish(),
  jurisdiction: z.string().nullish(),
  jurisdictionType: JurisdictionType.nullish(),
  exemptRates: z.array(ExemptDetails),
  extendedFields: ExtendedFieldsAnswer.nullish(),
});
export type ManualTaxMapping = z.infer<typeof ManualTaxMapping>;
export const ManualTaxMappingResponse = z.object({ manualTaxMapping: ManualTaxMapping });
export const CreateManualTaxMappingRequest = z.object({ manualTaxMapping: ManualTaxMappingInput });
export const GetManualTaxMappingRequest = z.object({ manualTaxMappingId: z.uuid() });
export const UpdateManualTaxMappingRequest = z.object({
  manualTaxMapping: ManualTaxMappingInput.extend({ id: z.uuid() }),
});
export const DeleteManualTaxMappingRequest = z.object({ manualTaxMappingId: z.uuid() });
export const ListManualTaxMappingsRequest = z.object({});
export const ListManualTaxMappingsResponse = z.object({
  manualTaxMappings: z.array(ManualTaxMapping),
  pagingMetadata: PagingMetadata,
});
export const QueryManualTaxMappingsRequest = z.object({ query: Query.nullish() });
export const QueryManualTaxMappingsResponse = ListManualTaxMappingsResponse;
export const BulkCreateManualTaxMappingsRequest = z.object({
  manualTaxMappings: z.array(ManualTaxMappingInput).min(1).max(100),
  returnEntity: z.boolean().nullish(),
});
const BulkMappingResults = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: ManualTaxMapping.nullish() })),
  bulkActionMetadata: BulkActionMetadata,
});
export const BulkCreateManualTaxMappingsResponse = BulkMappingResults;
export const BulkAssignExemptOverridesRequest = z.object({
  assignOverrides: z
    .array(
      z.object({
        manualTaxMappingId: z.uuid(),
        exemptGroupOverrides: z
          .array(z.object({ exemptGroupId: z.uuid(), rate: decimalAmount({ gte: 0, lte: 1, maxScale: 3 }) }))
          .min(1)
          .max(50),
      }),
    )
    .max(50)
    .nullish(),
  returnEntity: z.boolean().nullish(),
});
export const BulkUnassignExemptOverridesRequest = z.object({
  unassignOverrides: z
    .array(z.object({ manualTaxMappingId: z.uuid(), exemptGroupIds: z.array(z.uuid()).min(1).max(50) }))
    .max(50),
  returnEntity: z.boolean().nullish(),
});
export const BulkExemptOverridesResponse = BulkMappingResults;
export const UpdateManualTaxMappingExtendedFieldsRequest = z.object({
  id: z.uuid(),
  namespace: z.string().min(1).max(164),
  namespaceData: z.record(z.string(), z.unknown()).nullish(),
});

/** Atrium's tax settings: which address tax follows, and whether shipping is taxed. */
export const TaxSettings = z.object({
  taxableAddress: z.enum(['SHIPPING', 'BILLING', 'BUSINESS']),
  taxShipping: z.boolean(),
});
export type TaxSettings = z.infer<typeof TaxSettings>;
export const TaxSettingsResponse = z.object({ taxSettings: TaxSettings });
export const GetTaxSettingsRequest = z.object({});
export const UpdateTaxSettingsRequest = z.object({ taxSettings: TaxSettings.partial() });

export const TAX_EVENTS = {
  groupCreated: 'tax_group.created',
  groupUpdated: 'tax_group.updated',
  groupDeleted: 'tax_group.deleted',
  regionCreated: 'tax_region.created',
  regionUpdated: 'tax_region.updated',
  regionDeleted: 'tax_region.deleted',
  mappingCreated: 'manual_tax_mapping.created',
  mappingUpdated: 'manual_tax_mapping.updated',
  mappingDeleted: 'manual_tax_mapping.deleted',
} as const;
