/**
 * Commerce: discount rules, the automatic discounts that carts, checkouts and orders apply when their trigger
 * holds. Managed by the site owner and API keys with `ecom.manage`. ENDPOINTS.md "Commerce: discount rules",
 * call for call.
 */
import type { DiscountRule as WireRule, DiscountRuleInput, PagingMetadata } from '@atrium/contract';
import { discountRulesEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type DiscountRule = FromWire<WireRule>;
export type { DiscountRuleInput };
export interface DiscountRulesPage {
  discountRules: DiscountRule[];
  pagingMetadata: PagingMetadata;
}

export const createDiscountRule = /* @__PURE__ */ defineMethod<
  [discountRule: DiscountRuleInput],
  DiscountRule
>(discountRulesEndpoints.createDiscountRule, {
  args: ['discountRule'],
  returns: 'discountRule',
  elevated: true,
});

/**
 * `queryDiscountRules()` returns a query builder (`.eq('active', true).find()`); `queryDiscountRules(query)`
 * sends the query at once and resolves to `{discountRules, pagingMetadata}`.
 */
export const queryDiscountRules = /* @__PURE__ */ defineQueryForms<
  DiscountRule,
  Record<string, never>,
  DiscountRulesPage
>(discountRulesEndpoints.queryDiscountRules, { args: ['options'], items: 'discountRules', elevated: true });

export const updateDiscountRule = /* @__PURE__ */ defineMethod<
  [_id: string, discountRule: Omit<DiscountRuleInput, 'id'>],
  DiscountRule
>(discountRulesEndpoints.updateDiscountRule, {
  args: ['_id', 'discountRule'],
  payload: { discountRule: 'discountRule', 'discountRule.id': '_id' },
  returns: 'discountRule',
  elevated: true,
});

export const deleteDiscountRule = /* @__PURE__ */ defineMethod<[discountRuleId: string], void>(
  discountRulesEndpoints.deleteDiscountRule,
  { args: ['discountRuleId'], returns: null, elevated: true },
);

export const getDiscountRule = /* @__PURE__ */ defineMethod<[discountRuleId: string], DiscountRule>(
  discountRulesEndpoints.getDiscountRule,
  { args: ['discountRuleId'], returns: 'discountRule', elevated: true },
);
