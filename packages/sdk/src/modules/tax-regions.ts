/**
 * Commerce: tax regions, a country or one of its subdivisions, each with its calculator and whether its prices
 * include tax. ENDPOINTS.md "Commerce: tax regions", call for call.
 */
import type { PagingMetadata, TaxRegion as WireRegion, TaxRegionInput } from '@atrium/contract';
import { taxRegionsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type TaxRegion = FromWire<WireRegion>;
export type { TaxRegionInput };
export interface TaxRegionsPage {
  taxRegions: TaxRegion[];
  pagingMetadata: PagingMetadata;
}
const elevated = { elevated: true } as const;

export const bulkCreateTaxRegion = /* @__PURE__ */ defineMethod<
  [taxRegions: TaxRegionInput[], options?: { returnEntity?: boolean }],
  unknown
>(taxRegionsEndpoints.bulkCreateTaxRegion, {
  args: ['taxRegions', 'options'],
  payload: { taxRegions: 'taxRegions', returnEntity: 'options.returnEntity' },
  ...elevated,
});

export const createTaxRegion = /* @__PURE__ */ defineMethod<[taxRegion: TaxRegionInput], TaxRegion>(
  taxRegionsEndpoints.createTaxRegion,
  { args: ['taxRegion'], returns: 'taxRegion', ...elevated },
);

/** `queryTaxRegions()` returns a query builder; `queryTaxRegions(query)` resolves to the page at once. */
export const queryTaxRegions = /* @__PURE__ */ defineQueryForms<
  TaxRegion,
  Record<string, never>,
  TaxRegionsPage
>(taxRegionsEndpoints.queryTaxRegions, { args: ['options'], items: 'taxRegions', ...elevated });

export const updateTaxRegion = /* @__PURE__ */ defineMethod<
  [_id: string, taxRegion: Omit<TaxRegionInput, 'id'>],
  TaxRegion
>(taxRegionsEndpoints.updateTaxRegion, {
  args: ['_id', 'taxRegion'],
  payload: { taxRegion: 'taxRegion', 'taxRegion.id': '_id' },
  returns: 'taxRegion',
  ...elevated,
});

export const deleteTaxRegion = /* @__PURE__ */ defineMethod<[taxRegionId: string], void>(
  taxRegionsEndpoints.deleteTaxRegion,
  { args: ['taxRegionId'], returns: null, ...elevated },
);

export const getTaxRegion = /* @__PURE__ */ defineMethod<[taxRegionId: string], TaxRegion>(
  taxRegionsEndpoints.getTaxRegion,
  { args: ['taxRegionId'], returns: 'taxRegion', ...elevated },
);
