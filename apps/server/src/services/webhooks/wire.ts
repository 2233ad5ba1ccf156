import type { SiteEvent, Webhook, WebhookDelivery } from '@atrium/contract';
import type { events } from '../../core/events/index.js';
import type { DeliveryRow, WebhookRow } from './service.js';

export function toWireWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

export function toWireDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptDate: row.lastAttemptAt?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
  };
}

export function toWireEvent(row: typeof events.$inferSelect): SiteEvent {
  return {
    id: row.id,
    type: row.type,
    entityId: row.entityId,
    data: row.data,
    actor: row.actor ?? null,
    createdDate: row.createdAt.toISOString(),
  };
}
