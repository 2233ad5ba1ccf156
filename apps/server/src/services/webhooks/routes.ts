import { z } from 'zod';
import {
  CreateWebhookRequest,
  CreateWebhookResponse,
  DeleteWebhookRequest,
  fieldMaskPaths,
  GetWebhookRequest,
  RedeliverRequest,
  RedeliverResponse,
  UpdateWebhookRequest,
  WebhookResponse,
} from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { invalid } from '../../core/wire/errors.js';
import type { WebhookInput, WebhooksService } from './service.js';
import { toWireDelivery, toWireWebhook } from './wire.js';

const PERMISSION = 'webhooks.manage';
const UPDATABLE = ['url', 'eventTypes', 'enabled'] as const;

/** A field mask names what to change; without one, every field sent is changed (WIRE.md section 3). */
function maskedPatch(
  webhook: Partial<WebhookInput>,
  fieldMask: string | null | undefined,
): Partial<WebhookInput> {
  if (!fieldMask)
    return Object.fromEntries(UPDATABLE.filter((k) => webhook[k] !== undefined).map((k) => [k, webhook[k]]));
  const paths = fieldMaskPaths(fieldMask);
  const patch: Record<string, unknown> = {};
  for (const path of paths) {
    if (!(UPDATABLE as readonly string[]).includes(path))
      throw invalid('fieldMask', `"${path}" is not an updatable field`, 'FIELD_NOT_ALLOWED');
    const value = webhook[path as (typeof UPDATABLE)[number]];
    if (value === undefined || value === null)
      throw invalid(`webhook.${path}`, 'is required by the field mask', 'REQUIRED_FIELD');
    patch[path] = value;
  }
  return patch;
}

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
        const updated = await service.update(call.siteId, webhook.id, maskedPatch(webhook, fieldMask));
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
