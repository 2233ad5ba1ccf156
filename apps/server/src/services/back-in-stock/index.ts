import type { FastifyInstance } from 'fastify';
import { INVENTORY_EVENTS } from '@atrium/contract';
import type { EventJob } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { BackInStockContext } from './context.js';
import { createBackInStockNotifier, MAIL_PURPOSE } from './notify.js';
import { backInStockRoutes } from './routes.js';
import { createBackInStockService } from './service.js';

export type { BackInStockContext, SiteFacts } from './context.js';

const RESTOCK_QUEUE = 'back-in-stock.restocked';

/**
 * Requests, and the mail each waiting shopper gets once: when the store's stock of the item rises from zero
 * (its `inventory.back_in_stock` event, through a job of our own), or when the site reports it.
 */
export function createBackInStock(ctx: BackInStockContext, jobs: JobRunner) {
  jobs.define({ name: RESTOCK_QUEUE, retryLimit: 5, retryDelay: 10, retryBackoff: true });
  ctx.outbox.listen(INVENTORY_EVENTS.backInStock, RESTOCK_QUEUE);
  const notifier = createBackInStockNotifier(ctx);
  ctx.mail.onOutcome(MAIL_PURPOSE, notifier.delivered);
  return { service: createBackInStockService(ctx), notifier, jobs };
}

export type BackInStock = ReturnType<typeof createBackInStock>;

export function backInStockPlugin(backInStock: BackInStock) {
  return async (app: FastifyInstance) => {
    backInStock.jobs.handle<EventJob>(RESTOCK_QUEUE, async (job) => {
      const productId = job.data.data.productId;
      if (typeof productId === 'string') await backInStock.notifier.restocked(job.data.siteId, productId);
    });
    registerRoutes(app, backInStockRoutes(backInStock.service, backInStock.notifier));
  };
}
