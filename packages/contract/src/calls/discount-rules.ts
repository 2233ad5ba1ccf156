import { withSchemas } from '../calls.js';
import {
  CreateDiscountRuleRequest,
  DeleteDiscountRuleRequest,
  DiscountRuleResponse,
  GetDiscountRuleRequest,
  QueryDiscountRulesRequest,
  QueryDiscountRulesResponse,
  UpdateDiscountRuleRequest,
} from '../discount-rules.js';
import { discountRulesEndpoints } from '../endpoints/index.js';
import { EmptyResponse } from '../owners.js';

const NOT_FOUND = ['DISCOUNT_RULE_NOT_FOUND'] as const;

export const discountRulesCalls = /* @__PURE__ */ withSchemas(discountRulesEndpoints, {
  createDiscountRule: { input: CreateDiscountRuleRequest, output: DiscountRuleResponse },
  queryDiscountRules: { input: QueryDiscountRulesRequest, output: QueryDiscountRulesResponse },
  updateDiscountRule: {
    input: UpdateDiscountRuleRequest,
    output: DiscountRuleResponse,
    errors: [...NOT_FOUND, 'DISCOUNT_RULE_REVISION_MISMATCH'],
  },
  deleteDiscountRule: { input: DeleteDiscountRuleRequest, output: EmptyResponse, errors: NOT_FOUND },
  getDiscountRule: { input: GetDiscountRuleRequest, output: DiscountRuleResponse, errors: NOT_FOUND },
});
