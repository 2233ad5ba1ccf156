import { z } from 'zod';
import {
  CreateWebhookRequest,
  CreateWebhookResponse,
  DeleteWebhookRequest,
  GetWebhookRequest,
  RedeliverRequest,
  RedeliverResponse,
  UpdateWebhookRequest,
  WebhookResponse,
} from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import type { WebhooksService } from './service.js';
import { toWireDelivery, toWireWebhook } from './wire.js';

const PERMISSION = 'webhooks.manage';
const UPDATABLE = ['url', 'eventTypes', 'enabled'] as const;

export function webhookRoutes(service: WebhooksService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/atrium/v1/webhooks',
      access: 'admin',
      permission: PERMISSION,
      summary: 'Subscribe a URL to event types; the signing secret is shown once',
      input: CreateWebhookRequest,
      output: CreateWebhookResponse,
      async handler({ webhook }, call) {
        const created = await service.create(call.siteId, webhook);
        return { webhook: toWireWebhook(created.webhook), secret: created.secret };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/atrium/v1/webhooks/{webhookId}',
      access: 'admin',
      permission: PERMISSION,
      summary: 'One webhook subscription',
      input: GetWebhookRequest,
      output: WebhookResponse,
      handler: async ({ webhookId }, call) => ({
        webhook: toWireWebhook(await service.get(call.siteId, webhookId)),
      }),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/atrium/v1/webhooks/{webhook.id}',
      access: 'admin',
      permission: PERMISSION,
      summary: 'Change a subscription (URL, event types, enabled)',
      input: UpdateWebhookRequest,
      output: WebhookResponse,
      async handler({ webhook, fieldMask }, call) {
        const updated = await service.update(
          call.siteId,
          webhook.id,
          maskedPatch({ entity: webhook, name: 'webhook', fieldMask, updatable: UPDATABLE }),
        );
        return { webhook: toWireWebhook(updated) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/atrium/v1/webhooks/{webhookId}',
      access: 'admin',
      permission: PERMISSION,
      summary: 'Remove a subscription and its delivery log',
      input: DeleteWebhookRequest,
      output: z.object({}),
      async handler({ webhookId }, call) {
        await service.remove(call.siteId, webhookId);
        return {};
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/atrium/v1/webhooks/{webhookId}/ping',
      access: 'admin',
      permission: PERMISSION,
      summary: 'Send a webhook.ping event to this subscription only',
      input: GetWebhookRequest,
      output: RedeliverResponse,
      handler: async ({ webhookId }, call) => ({
        delivery: toWireDelivery(await service.ping(call.siteId, webhookId)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/atrium/v1/webhook-deliveries/{deliveryId}/redeliver',
      access: 'admin',
      permission: PERMISSION,
      summary: 'Send a delivery again',
      input: RedeliverRequest,
      output: RedeliverResponse,
      handler: async ({ deliveryId }, call) => ({
        delivery: toWireDelivery(await service.redeliver(call.siteId, deliveryId)),
      }),
    }),
  ];
}
