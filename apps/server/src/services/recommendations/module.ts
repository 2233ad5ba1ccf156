import { ORDER_EVENTS } from '@atrium/contract';
import { defineModule } from '../../core/modules/index.js';
import { recommendationRoutes } from './routes.js';
import { createRecommendationsService, type RecommendationsService } from './service.js';
import { storeRecommendationCatalog } from './sources.js';
import * as tables from './tables.js';

export const COUNT_ORDERS_QUEUE = 'recommendations.count-orders';

declare module '../../core/modules/module.js' {
  interface Modules {
    recommendations: RecommendationsService;
  }
}

/**
 * Recommendations computed from orders: what was bought together, and what sells. Counted from the order events
 * that change what an order counts for: placed (created; an order placed from a checkout is APPROVED at once),
 * approved (a waiting order accepted), canceled, and deleted (imported orders). Each job reads the order as it is
 * then, so which event asked does not matter, only that one comes after each change. Payment events are not
 * among them: an approved order unpaid yet (paid offline, on delivery) was still bought.
 */
export const recommendationsModule = defineModule({
  name: 'recommendations',
  needs: ['catalog', 'categories', 'orders'],
  tables,
  create: ({ core, catalog, categories, orders }) =>
    createRecommendationsService({
      db: core.db,
      clock: core.clock,
      catalog: storeRecommendationCatalog(catalog.provider, categories),
      purchase: orders.purchase,
    }),
  routes: (recommendations) => recommendationRoutes(recommendations),
  listeners: (recommendations) => [
    {
      queue: COUNT_ORDERS_QUEUE,
      events: [ORDER_EVENTS.created, ORDER_EVENTS.approved, ORDER_EVENTS.canceled, ORDER_EVENTS.deleted],
      options: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
      async handle(event) {
        const orderId = typeof event.data.orderId === 'string' ? event.data.orderId : event.entityId;
        if (orderId) await recommendations.reconcileOrder(event.siteId, orderId);
      },
    },
  ],
});
