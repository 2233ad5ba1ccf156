import { DISPATCH_QUEUE, type DispatchJob } from '../../core/events/index.js';
import type { JobContext } from '../../core/jobs/index.js';
import { defineModule } from '../../core/modules/index.js';
import { createDeliverer, type DeliverJob } from './delivery.js';
import { createWebhookQueries } from './query.js';
import { webhookQueryRoutes } from './query-routes.js';
import { webhookRoutes } from './routes.js';
import { createWebhooksService, DELIVER_QUEUE, type WebhooksService } from './service.js';
import * as tables from './tables.js';

declare module '../../core/modules/module.js' {
  interface Modules {
    webhooks: WebhooksService;
  }
}

/** Signed webhooks: each event goes to the subscriptions that match it, retried until the receiver takes it. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: [],
  tables,
  create: ({ core }) => createWebhooksService(core),
  routes: (webhooks, { core }) => [
    ...webhookRoutes(webhooks),
    ...webhookQueryRoutes(createWebhookQueries(core.db, core.cursorKey)),
  ],
  jobs(webhooks, { core }) {
    const { config, clock, log } = core;
    const deliver = createDeliverer({
      service: webhooks,
      clock,
      log,
      timeoutMs: config.webhookTimeoutMs,
      allowPrivate: config.allowPrivateWebhooks,
    });
    return [
      {
        queue: DISPATCH_QUEUE,
        coreQueue: true,
        handle: async (job: { data: DispatchJob }) => void (await webhooks.dispatch(job.data.eventId)),
      },
      {
        queue: DELIVER_QUEUE,
        options: {
          retryLimit: config.webhookRetryLimit,
          retryDelay: config.webhookRetryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: Math.ceil(config.webhookTimeoutMs / 1000) + 30,
        },
        handle: (job: JobContext<DeliverJob>) => deliver(job),
      },
    ];
  },
});
