import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: discount rules".
export const discountRulesEndpoints = /* @__PURE__ */ endpointTable('discountRules', {
  createDiscountRule: { method: 'POST', path: '/ecom/v1/discount-rules' },
  queryDiscountRules: { method: 'POST', path: '/ecom/v1/discount-rules/query' },
  updateDiscountRule: { method: 'PATCH', path: '/ecom/v1/discount-rules/{discountRule.id}' },
  deleteDiscountRule: { method: 'DELETE', path: '/ecom/v1/discount-rules/{discountRuleId}' },
  getDiscountRule: { method: 'GET', path: '/ecom/v1/discount-rules/{discountRuleId}' },
});
