import { defineModule } from '../../core/modules/index.js';
import { createTipChoices, type TipChoices } from './choices.js';
import type { TipsContext } from './context.js';
import { createOrderTips, type OrderTips } from './order-tips.js';
import { createTipReports, type TipReports } from './reports.js';
import { tipRoutes } from './routes.js';
import { createTipSettings, type TipSettingsService } from './settings.js';
import { createTipShares } from './shares.js';
import * as tables from './tables.js';

/** Tips: the buyer's choice on a checkout (a fee of its totals), tips on orders, and their shares among staff. */
export interface Tips {
  settings: TipSettingsService;
  choices: TipChoices;
  orders: OrderTips;
  reports: TipReports;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    tips: Tips;
  }
}

export const tipsModule = defineModule({
  name: 'tips',
  needs: ['commerce', 'checkouts', 'orders', 'orderPayments', 'owners'],
  tables,
  create({ core, commerce, checkouts, orders, orderPayments, owners }): Tips {
    const ctx: TipsContext = {
      db: core.db,
      clock: core.clock,
      cursorKey: core.cursorKey,
      outbox: core.outbox,
      storeSettings: commerce.storeSettings,
      checkouts: checkouts.service,
      orderTipFees: orderPayments.tipFees,
      assertOrderAccess: orders.assertAccess,
      team: async (siteId) => await owners.service.listSiteOwners(siteId),
    };
    const choices = createTipChoices(ctx);
    // The buyer's tip is a fee of the checkout's totals, so the payment and the order include it.
    checkouts.addFeeSource(choices.feeFor);
    return {
      settings: createTipSettings(ctx),
      choices,
      orders: createOrderTips(ctx, createTipShares(ctx)),
      reports: createTipReports(ctx),
    };
  },
  routes: (tips) => tipRoutes(tips),
});
