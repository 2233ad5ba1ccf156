import { webhooksCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import type { WebhooksService } from './service.js';
import { toWireDelivery, toWireWebhook } from './wire.js';

const PERMISSION = 'webhooks.manage';
const UPDATABLE = ['url', 'eventTypes', 'enabled'] as const;

export function webhookRoutes(service: WebhooksService) {
  return [
    defineRoute(webhooksCalls.createWebhook, {
      access: 'admin',
      permission: PERMISSION,
      summary: 'Subscribe a URL to event types; the signing secret is shown once',
      async handler({ webhook }, call) {
        const created = await service.create(call.siteId, webhook);
        return { webhook: toWireWebhook(created.webhook), secret: created.secret };
      },
    }),
    defineRoute(webhooksCalls.getWebhook, {
      access: 'admin',
      permission: PERMISSION,
      summary: 'One webhook subscription',
      handler: async ({ webhookId }, call) => ({
        webhook: toWireWebhook(await service.get(call.siteId, webhookId)),
      }),
    }),
    defineRoute(webhooksCalls.updateWebhook, {
      access: 'admin',
      permission: PERMISSION,
      summary: 'Change a subscription (URL, event types, enabled)',
      async handler({ webhook, fieldMask }, call) {
        const updated = await service.update(
          call.siteId,
          webhook.id,
          maskedPatch({ entity: webhook, name: 'webhook', fieldMask, updatable: UPDATABLE }),
        );
        return { webhook: toWireWebhook(updated) };
      },
    }),
    defineRoute(webhooksCalls.deleteWebhook, {
      access: 'admin',
      permission: PERMISSION,
      summary: 'Remove a subscription and its delivery log',
      async handler({ webhookId }, call) {
        await service.remove(call.siteId, webhookId);
        return {};
      },
    }),
    defineRoute(webhooksCalls.pingWebhook, {
      access: 'admin',
      permission: PERMISSION,
      summary: 'Send a webhook.ping event to this subscription only',
      handler: async ({ webhookId }, call) => ({
        delivery: toWireDelivery(await service.ping(call.siteId, webhookId)),
      }),
    }),
    defineRoute(webhooksCalls.redeliverWebhook, {
      access: 'admin',
      permission: PERMISSION,
      summary: 'Send a delivery again',
      handler: async ({ deliveryId }, call) => ({
        delivery: toWireDelivery(await service.redeliver(call.siteId, deliveryId)),
      }),
    }),
  ];
}
