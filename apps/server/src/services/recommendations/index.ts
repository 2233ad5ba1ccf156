import type { FastifyInstance } from 'fastify';
import { ORDER_EVENTS } from '@atrium/contract';
import type { EventJob, Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { RecommendationsContext } from './context.js';
import { recommendationRoutes } from './routes.js';
import { createRecommendationsService, type RecommendationsService } from './service.js';

export type { RecommendationCatalog, RecommendationsContext } from './context.js';
export type { RecommendationsService } from './service.js';
export { ALGORITHMS, GLOBAL_ID, RELATED_ITEMS_ID } from './algorithms.js';
export { coPurchaseRanking } from './ranking.js';
export { storeRecommendationCatalog } from './sources.js';

export const COUNT_ORDERS_QUEUE = 'recommendations.count-orders';

/**
 * The order events that change what an order counts for: placed (created; an order placed from a checkout is
 * APPROVED at once), approved (a waiting order accepted), canceled, and deleted (imported orders). Each job
 * reads the order as it is then, so which event asked does not matter, only that one comes after each change.
 * Payment events are not among them: an approved order unpaid yet (paid offline, on delivery) was still bought.
 */
const COUNTED_EVENTS = [
  ORDER_EVENTS.created,
  ORDER_EVENTS.approved,
  ORDER_EVENTS.canceled,
  ORDER_EVENTS.deleted,
];

export function createRecommendations(
  ctx: RecommendationsContext,
  deps: { jobs: JobRunner; outbox: Outbox },
) {
  const service = createRecommendationsService(ctx);
  deps.jobs.define({ name: COUNT_ORDERS_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true });
  for (const type of COUNTED_EVENTS) deps.outbox.listen(type, COUNT_ORDERS_QUEUE);
  deps.jobs.handle<EventJob>(COUNT_ORDERS_QUEUE, async (job) => {
    const orderId = typeof job.data.data.orderId === 'string' ? job.data.data.orderId : job.data.entityId;
    if (orderId) await service.reconcileOrder(job.data.siteId, orderId);
  });
  return service;
}

export function recommendationsPlugin(service: RecommendationsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, recommendationRoutes(service));
  };
}
