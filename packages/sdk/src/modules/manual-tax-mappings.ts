/**
 * Commerce: manual tax mappings, the rate of a tax group in a tax region for Atrium's built-in calculator.
 * ENDPOINTS.md "Commerce: manual tax mappings", call for call.
 */
import type {
  ManualTaxMapping as WireMapping,
  ManualTaxMappingInput,
  PagingMetadata,
} from '@atrium/contract';
import { manualTaxMappingsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type ManualTaxMapping = FromWire<WireMapping>;
export type { ManualTaxMappingInput };
export interface ManualTaxMappingsPage {
  manualTaxMappings: ManualTaxMapping[];
  pagingMetadata: PagingMetadata;
}
const elevated = { elevated: true } as const;
type ReturnEntity = { returnEntity?: boolean };

export const bulkCreateManualTaxMappings = /* @__PURE__ */ defineMethod<
  [manualTaxMappings: ManualTaxMappingInput[], options?: ReturnEntity],
  unknown
>(manualTaxMappingsEndpoints.bulkCreateManualTaxMappings, {
  args: ['manualTaxMappings', 'options'],
  payload: { manualTaxMappings: 'manualTaxMappings', returnEntity: 'options.returnEntity' },
  ...elevated,
});

export const createManualTaxMapping = /* @__PURE__ */ defineMethod<
  [manualTaxMapping: ManualTaxMappingInput],
  ManualTaxMapping
>(manualTaxMappingsEndpoints.createManualTaxMapping, {
  args: ['manualTaxMapping'],
  returns: 'manualTaxMapping',
  ...elevated,
});

export const listManualTaxMappings = /* @__PURE__ */ defineMethod<[], ManualTaxMappingsPage>(
  manualTaxMappingsEndpoints.listManualTaxMappings,
  elevated,
);

export const bulkAssignExemptOverrides = /* @__PURE__ */ defineMethod<
  [options?: { assignOverrides?: unknown[]; returnEntity?: boolean }],
  unknown
>(manualTaxMappingsEndpoints.bulkAssignExemptOverrides, {
  args: ['options'],
  payload: { assignOverrides: 'options.assignOverrides', returnEntity: 'options.returnEntity' },
  ...elevated,
});

export const bulkUnassignExemptOverrides = /* @__PURE__ */ defineMethod<
  [unassignOverrides: unknown[], options?: ReturnEntity],
  unknown
>(manualTaxMappingsEndpoints.bulkUnassignExemptOverrides, {
  args: ['unassignOverrides', 'options'],
  payload: { unassignOverrides: 'unassignOverrides', returnEntity: 'options.returnEntity' },
  ...elevated,
});

/** `queryManualTaxMappings()` returns a query builder; `queryManualTaxMappings(query)` resolves at once. */
export const queryManualTaxMappings = /* @__PURE__ */ defineQueryForms<
  ManualTaxMapping,
  Record<string, never>,
  ManualTaxMappingsPage
>(manualTaxMappingsEndpoints.queryManualTaxMappings, {
  args: ['options'],
  items: 'manualTaxMappings',
  ...elevated,
});

export const updateExtendedFields = /* @__PURE__ */ defineMethod<
  [_id: string, namespace: string, options?: { namespaceData?: Record<string, unknown> }],
  { manualTaxMapping: ManualTaxMapping }
>(manualTaxMappingsEndpoints.updateExtendedFields, {
  args: ['_id', 'namespace', 'options'],
  payload: { id: '_id', namespace: 'namespace', namespaceData: 'options.namespaceData' },
  ...elevated,
});

export const updateManualTaxMapping = /* @__PURE__ */ defineMethod<
  [_id: string, manualTaxMapping: Omit<ManualTaxMappingInput, 'id'>],
  ManualTaxMapping
>(manualTaxMappingsEndpoints.updateManualTaxMapping, {
  args: ['_id', 'manualTaxMapping'],
  payload: { manualTaxMapping: 'manualTaxMapping', 'manualTaxMapping.id': '_id' },
  returns: 'manualTaxMapping',
  ...elevated,
});

export const deleteManualTaxMapping = /* @__PURE__ */ defineMethod<[manualTaxMappingId: string], void>(
  manualTaxMappingsEndpoints.deleteManualTaxMapping,
  { args: ['manualTaxMappingId'], returns: null, ...elevated },
);

export const getManualTaxMapping = /* @__PURE__ */ defineMethod<
  [manualTaxMappingId: string],
  ManualTaxMapping
>(manualTaxMappingsEndpoints.getManualTaxMapping, {
  args: ['manualTaxMappingId'],
  returns: 'manualTaxMapping',
  ...elevated,
});
