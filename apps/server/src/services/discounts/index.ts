import type { FastifyInstance } from 'fastify';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { DiscountsContext } from './context.js';
import { createCouponsService } from './coupons.js';
import { couponRoutes, ruleRoutes } from './routes.js';
import { createRulesService } from './rules.js';

export type { DiscountsContext } from './context.js';

export function createDiscounts(ctx: DiscountsContext, cursorKey: CursorKey) {
  const coupons = createCouponsService(ctx, cursorKey);
  const rules = createRulesService(ctx, cursorKey);
  /** The discount sources of the totals engine. */
  const pricing: Pick<PricingSources, 'coupon' | 'discountRules'> = {
    coupon: (siteId, code, buyer, now) => coupons.usable(siteId, code, buyer, now),
    discountRules: (siteId, now) => rules.live(siteId, now),
  };
  return { ctx, coupons, rules, pricing };
}

export type Discounts = ReturnType<typeof createDiscounts>;

export function discountsPlugin(discounts: Discounts) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [...couponRoutes(discounts.coupons), ...ruleRoutes(discounts.rules)]);
  };
}
