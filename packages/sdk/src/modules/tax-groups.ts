/**
 * Commerce: tax groups, items taxed alike. Every site has the default groups (physical products, digital
 * products, shipping). ENDPOINTS.md "Commerce: tax groups", call for call.
 */
import type { PagingMetadata, TaxGroup as WireGroup, TaxGroupInput } from '@atrium/contract';
import { taxGroupsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type TaxGroup = FromWire<WireGroup>;
export type { TaxGroupInput };
export interface TaxGroupsPage {
  taxGroups: TaxGroup[];
  pagingMetadata: PagingMetadata;
}
const elevated = { elevated: true } as const;

export const createTaxGroup = /* @__PURE__ */ defineMethod<[taxGroup: TaxGroupInput], TaxGroup>(
  taxGroupsEndpoints.createTaxGroup,
  { args: ['taxGroup'], returns: 'taxGroup', ...elevated },
);

export const listDefaultTaxGroups = /* @__PURE__ */ defineMethod<[], { taxGroups: TaxGroup[] }>(
  taxGroupsEndpoints.listDefaultTaxGroups,
  elevated,
);

export const listDefaultTaxGroupsByAppIds = /* @__PURE__ */ defineMethod<[appIds: string[]], unknown>(
  taxGroupsEndpoints.listDefaultTaxGroupsByAppIds,
  { args: ['appIds'], payload: { appIds: 'appIds' }, ...elevated },
);

/** `queryTaxGroups()` returns a query builder; `queryTaxGroups(query)` resolves to the page at once. */
export const queryTaxGroups = /* @__PURE__ */ defineQueryForms<
  TaxGroup,
  Record<string, never>,
  TaxGroupsPage
>(taxGroupsEndpoints.queryTaxGroups, { args: ['options'], items: 'taxGroups', ...elevated });

export const updateTaxGroup = /* @__PURE__ */ defineMethod<
  [_id: string, taxGroup: Omit<TaxGroupInput, 'id'>],
  TaxGroup
>(taxGroupsEndpoints.updateTaxGroup, {
  args: ['_id', 'taxGroup'],
  payload: { taxGroup: 'taxGroup', 'taxGroup.id': '_id' },
  returns: 'taxGroup',
  ...elevated,
});

export const deleteTaxGroup = /* @__PURE__ */ defineMethod<[taxGroupId: string], void>(
  taxGroupsEndpoints.deleteTaxGroup,
  { args: ['taxGroupId'], returns: null, ...elevated },
);

export const getTaxGroup = /* @__PURE__ */ defineMethod<[taxGroupId: string], TaxGroup>(
  taxGroupsEndpoints.getTaxGroup,
  { args: ['taxGroupId'], returns: 'taxGroup', ...elevated },
);
