import { couponsCalls, discountRulesCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { CouponsService } from './coupons.js';
import type { RulesService } from './rules.js';

/** Discounts are managed by the site owner and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

export function couponRoutes(coupons: CouponsService) {
  return [
    defineRoute(couponsCalls.createCoupon, {
      ...manage,
      summary: 'Create a coupon: a code shoppers apply to a cart or checkout',
      handler: async (input, call) => ({ coupon: await coupons.create(call.siteId, input.coupon) }),
    }),
    defineRoute(couponsCalls.getCoupon, {
      ...manage,
      summary: 'A coupon by id, with its status and usage',
      handler: async (input, call) => ({ coupon: await coupons.get(call.siteId, input.couponId) }),
    }),
    defineRoute(couponsCalls.updateCoupon, {
      ...manage,
      summary: 'Update a coupon: the fields of the mask, or those sent; a stale revision is refused',
      handler: async (input, call) => ({
        coupon: await coupons.update(call.siteId, input.coupon, input.fieldMask),
      }),
    }),
    defineRoute(couponsCalls.deleteCoupon, {
      ...manage,
      summary: 'Delete a coupon; carts holding its code no longer get its discount',
      async handler(input, call) {
        await coupons.remove(call.siteId, input.couponId);
        return {};
      },
    }),
    defineRoute(couponsCalls.queryCoupons, {
      ...manage,
      summary: 'Query coupons (filter, sort, paging)',
      handler: (input, call) => coupons.query(call.siteId, input.query),
    }),
  ];
}

/** ENDPOINTS.md "Commerce: discount rules". */
export function ruleRoutes(rules: RulesService) {
  return [
    defineRoute(discountRulesCalls.createDiscountRule, {
      ...manage,
      summary: 'Create an automatic discount: a trigger, a time frame and one discount',
      handler: async (input, call) => ({ discountRule: await rules.create(call.siteId, input.discountRule) }),
    }),
    defineRoute(discountRulesCalls.getDiscountRule, {
      ...manage,
      summary: 'A discount rule by id, with its status and usage',
      handler: async (input, call) => ({ discountRule: await rules.get(call.siteId, input.discountRuleId) }),
    }),
    defineRoute(discountRulesCalls.updateDiscountRule, {
      ...manage,
      summary: 'Update a discount rule: the fields sent replace its own; a stale revision is refused',
      handler: async (input, call) => ({ discountRule: await rules.update(call.siteId, input.discountRule) }),
    }),
    defineRoute(discountRulesCalls.deleteDiscountRule, {
      ...manage,
      summary: 'Delete a discount rule',
      async handler(input, call) {
        await rules.remove(call.siteId, input.discountRuleId);
        return {};
      },
    }),
    defineRoute(discountRulesCalls.queryDiscountRules, {
      ...manage,
      summary: 'Query discount rules (filter, sort, cursor paging)',
      handler: (input, call) => rules.query(call.siteId, input.query),
    }),
  ];
}
