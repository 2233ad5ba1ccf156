import { INVENTORY_EVENTS } from '@atrium/contract';
import { defineModule } from '../../core/modules/index.js';
import type { BackInStockContext } from './context.js';
import { createBackInStockNotifier, MAIL_PURPOSE, type BackInStockNotifier } from './notify.js';
import { backInStockRoutes } from './routes.js';
import { createBackInStockService, type BackInStockService } from './service.js';
import * as tables from './tables.js';

/**
 * Requests, and the mail each waiting shopper gets once: when the store's stock of the item rises from zero
 * (its `inventory.back_in_stock` event, through a job of our own), or when the site reports it.
 */
export interface BackInStock {
  service: BackInStockService;
  notifier: BackInStockNotifier;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    backInStock: BackInStock;
  }
}

export const backInStockModule = defineModule({
  name: 'backInStock',
  needs: ['commerce', 'sites'],
  tables,
  create({ core, commerce, sites }): BackInStock {
    const ctx: BackInStockContext = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      mail: core.mail,
      cursorKey: core.cursorKey,
      limiter: core.limiter,
      catalogs: commerce.catalogs,
      site: async (siteId) => {
        const [site, origins] = await Promise.all([sites.getSite(siteId), sites.siteOrigins(siteId)]);
        return site && { name: site.name, origins };
      },
    };
    const notifier = createBackInStockNotifier(ctx);
    core.mail.onOutcome(MAIL_PURPOSE, notifier.delivered);
    return { service: createBackInStockService(ctx), notifier };
  },
  routes: (backInStock) => backInStockRoutes(backInStock.service, backInStock.notifier),
  listeners: (backInStock) => [
    {
      queue: 'back-in-stock.restocked',
      events: [INVENTORY_EVENTS.backInStock],
      options: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
      async handle(event) {
        const productId = event.data.productId;
        if (typeof productId === 'string') await backInStock.notifier.restocked(event.siteId, productId);
      },
    },
  ],
});
