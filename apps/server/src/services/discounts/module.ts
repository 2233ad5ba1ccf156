import type { PricingSources } from '../../core/commerce/pricing.js';
import { defineModule } from '../../core/modules/index.js';
import { createCouponsService, type CouponsService } from './coupons.js';
import { couponRoutes, ruleRoutes } from './routes.js';
import { createRulesService, type RulesService } from './rules.js';
import * as tables from './tables.js';

/** Automatic discount rules and coupons, and the discount sources of the totals engine. */
export interface Discounts {
  coupons: CouponsService;
  rules: RulesService;
  pricing: Pick<PricingSources, 'coupon' | 'discountRules'>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    discounts: Discounts;
  }
}

export const discountsModule = defineModule({
  name: 'discounts',
  needs: ['catalog'],
  tables,
  create({ core, catalog }): Discounts {
    const ctx = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      storeSettings: catalog.getSettings,
      cursorKey: core.cursorKey,
    };
    const coupons = createCouponsService(ctx);
    const rules = createRulesService(ctx);
    const pricing: Discounts['pricing'] = {
      coupon: (siteId, asked) => coupons.usable(siteId, asked),
      discountRules: (siteId, now) => rules.live(siteId, now),
    };
    return { coupons, rules, pricing };
  },
  routes: (discounts) => [...couponRoutes(discounts.coupons), ...ruleRoutes(discounts.rules)],
});
