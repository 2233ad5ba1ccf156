import {
  dispatch,
  loadForDelivery,
  ping,
  recordAttempt,
  redeliver,
  type AttemptOutcome,
} from './dispatch.js';
import { createWebhook, getWebhook, removeWebhook, updateWebhook } from './subscriptions.js';
import type { WebhookInput, WebhooksContext } from './types.js';

export { DELIVER_QUEUE, matchesEventType } from './dispatch.js';
export type { DeliveryRow, WebhookInput, WebhookRow } from './types.js';

export function createWebhooksService(ctx: WebhooksContext) {
  return {
    create: (siteId: string, input: WebhookInput) => createWebhook(ctx, siteId, input),
    get: (siteId: string, webhookId: string) => getWebhook(ctx.db, { siteId, webhookId }),
    update: (siteId: string, webhookId: string, patch: Partial<WebhookInput>) =>
      updateWebhook(ctx, { siteId, webhookId }, patch),
    remove: (siteId: string, webhookId: string) => removeWebhook(ctx, { siteId, webhookId }),
    dispatch: (eventId: string) => dispatch(ctx, eventId),
    ping: (siteId: string, webhookId: string) => ping(ctx, { siteId, webhookId }),
    redeliver: (siteId: string, deliveryId: string) => redeliver(ctx, siteId, deliveryId),
    loadForDelivery: (deliveryId: string) => loadForDelivery(ctx, deliveryId),
    recordAttempt: (deliveryId: string, outcome: AttemptOutcome) => recordAttempt(ctx, deliveryId, outcome),
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
