import type { FastifyInstance } from 'fastify';
import { ORDER_EVENTS } from '@atrium/contract';
import { onMemberDeleted } from '../../core/commerce/anonymise.js';
import type { EventJob } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { SubscriptionsContext } from './context.js';
import { createMemberDeletion } from './member-deleted.js';
import { createRenewals } from './renew.js';
import { subscriptionRoutes } from './routes.js';
import { createSubscriptionsService } from './service.js';

export type { SubscriptionsContext } from './context.js';
export { RETRY_AFTER_DAYS } from './renew.js';

const ORDER_PLACED_QUEUE = 'subscriptions.order-placed';
const RENEW_QUEUE = 'subscriptions.renew';
const MEMBER_DELETED_QUEUE = 'subscriptions.member-deleted';

/**
 * Subscription contracts: made from the order that bought one (its `order.created` event, through a job of our
 * own, made in the order's transaction), renewed by a sweep every minute, managed by the site and its members.
 */
export function createSubscriptions(ctx: SubscriptionsContext, jobs: JobRunner) {
  const service = createSubscriptionsService(ctx);
  const renewals = createRenewals(ctx, service);
  jobs.define({ name: ORDER_PLACED_QUEUE, retryLimit: 5, retryDelay: 10, retryBackoff: true });
  ctx.outbox.listen(ORDER_EVENTS.created, ORDER_PLACED_QUEUE);
  jobs.define({ name: RENEW_QUEUE });
  jobs.scheduleEvery(RENEW_QUEUE, '* * * * *');
  // A member who deletes their account: their contracts stop and forget them.
  const memberDeleted = createMemberDeletion(ctx, service);
  onMemberDeleted(jobs, ctx.outbox, MEMBER_DELETED_QUEUE, memberDeleted);
  return { service, renewals, jobs, memberDeleted };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;

export function subscriptionsPlugin(subscriptions: Subscriptions) {
  return async (app: FastifyInstance) => {
    subscriptions.jobs.handle<EventJob>(ORDER_PLACED_QUEUE, async (job) => {
      const orderId = job.data.data.orderId;
      if (typeof orderId === 'string') await subscriptions.renewals.fromOrder(job.data.siteId, orderId);
    });
    subscriptions.jobs.handle(RENEW_QUEUE, async () => void (await subscriptions.renewals.sweep()));
    registerRoutes(app, subscriptionRoutes(subscriptions.service));
  };
}
