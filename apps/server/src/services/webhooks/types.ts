import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import type { webhookDeliveries, webhooks } from './tables.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface WebhookInput {
  url: string;
  eventTypes: string[];
  enabled?: boolean | null | undefined;
}

/** What the webhooks service's functions share. */
export interface WebhooksContext {
  db: Db;
  jobs: JobRunner;
  clock: Clock;
  outbox: Outbox;
}

/** Which subscription of which site. */
export interface WebhookRef {
  siteId: string;
  webhookId: string;
}
