import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../core/db/index.js';
import { DISPATCH_QUEUE, type DispatchJob, type Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { createDeliverer, type DeliverJob } from './delivery.js';
import { createWebhookQueries } from './query.js';
import { webhookQueryRoutes } from './query-routes.js';
import { webhookRoutes } from './routes.js';
import { createWebhooksService, DELIVER_QUEUE } from './service.js';

export { createWebhooksService, DELIVER_QUEUE, matchesEventType, type WebhooksService } from './service.js';
export { signatureHeader } from './signing.js';

export interface WebhooksDeps {
  db: Db;
  jobs: JobRunner;
  clock: Clock;
  config: Config;
  cursorKey: CursorKey;
  outbox: Outbox;
}

export function createWebhooks({ db, jobs, clock, config, outbox }: WebhooksDeps) {
  const service = createWebhooksService({ db, jobs, clock, outbox });
  jobs.define({
    name: DELIVER_QUEUE,
    retryLimit: config.webhookRetryLimit,
    retryDelay: config.webhookRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: Math.ceil(config.webhookTimeoutMs / 1000) + 30,
  });
  return service;
}

export function webhooksPlugin(service: ReturnType<typeof createWebhooks>, deps: WebhooksDeps) {
  return async (app: FastifyInstance) => {
    const deliver = createDeliverer({
      service,
      clock: deps.clock,
      log: app.log,
      timeoutMs: deps.config.webhookTimeoutMs,
      allowPrivate: deps.config.allowPrivateWebhooks,
    });
    deps.jobs.handle<DispatchJob>(
      DISPATCH_QUEUE,
      async (job) => void (await service.dispatch(job.data.eventId)),
    );
    deps.jobs.handle<DeliverJob>(DELIVER_QUEUE, deliver);
    const queries = createWebhookQueries(deps.db, deps.cursorKey);
    registerRoutes(app, [...webhookRoutes(service), ...webhookQueryRoutes(queries)]);
  };
}
