import { CHECKOUT_EVENTS, ORDER_EVENTS } from '@atrium/contract';
import { onMemberDeleted } from '../../core/commerce/anonymise.js';
import type { FastifyInstance } from 'fastify';
import type { EventJob } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { createAnalytics } from './analytics.js';
import type { AbandonedCheckoutsContext } from './context.js';
import { createReopen } from './redirect.js';
import { createRecovery } from './recovery.js';
import { abandonedCheckoutRoutes } from './routes.js';
import { createAbandonedCheckoutsService } from './service.js';
import { createAbandonedCheckoutSettings } from './settings.js';
import { createSweep } from './sweep.js';

export type { AbandonedCheckoutsContext } from './context.js';
export type { AbandonedCheckoutsService } from './service.js';

export const SWEEP_QUEUE = 'abandoned-checkouts.sweep';
export const RECOVERY_QUEUE = 'abandoned-checkouts.recover';
const MEMBER_DELETED_QUEUE = 'abandoned-checkouts.member-deleted';

/**
 * Abandoned checkouts: a sweep every minute marks them and sends the recovery mails that are due (the
 * function is exposed so tests run it with a moved clock); an order made from a checkout recovers it.
 */
export function createAbandonedCheckouts(ctx: AbandonedCheckoutsContext, jobs: JobRunner) {
  const service = createAbandonedCheckoutsService(ctx);
  const sweep = createSweep(ctx);
  const recovery = createRecovery(ctx);
  jobs.define({ name: SWEEP_QUEUE });
  jobs.scheduleEvery(SWEEP_QUEUE, '* * * * *');
  jobs.handle(SWEEP_QUEUE, async () => void (await sweep()));
  jobs.define({ name: RECOVERY_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true });
  // `order.created` names the checkout an order was made of; `checkout.completed` names the order a caller
  // says the checkout became (markCheckoutAsCompleted with an order id). Recovering twice changes nothing.
  ctx.outbox.listen(ORDER_EVENTS.created, RECOVERY_QUEUE);
  ctx.outbox.listen(CHECKOUT_EVENTS.completed, RECOVERY_QUEUE);
  jobs.handle<EventJob>(RECOVERY_QUEUE, async (job) => void (await recovery.onEvent(job.data)));
  // A member who deletes their account: what was kept of their abandoned checkouts goes, and its mails stop.
  onMemberDeleted(jobs, ctx.outbox, MEMBER_DELETED_QUEUE, service.forgetMember);
  return {
    service,
    sweep,
    recovery,
    analytics: createAnalytics(ctx),
    settings: createAbandonedCheckoutSettings(ctx),
    reopen: createReopen(ctx, service),
  };
}

export type AbandonedCheckouts = ReturnType<typeof createAbandonedCheckouts>;

export function abandonedCheckoutsPlugin(abandoned: AbandonedCheckouts) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, abandonedCheckoutRoutes(abandoned));
  };
}
