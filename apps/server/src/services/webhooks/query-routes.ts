import { webhooksCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { WebhookQueries } from './query.js';
import { toWireDelivery, toWireEvent, toWireWebhook } from './wire.js';

export function webhookQueryRoutes(queries: WebhookQueries) {
  return [
    defineRoute(webhooksCalls.queryWebhooks, {
      access: 'admin',
      permission: 'webhooks.manage',
      summary: 'Query webhook subscriptions',
      async handler({ query }, call) {
        const page = await queries.queryWebhooks(call.siteId, query);
        return { webhooks: page.rows.map(toWireWebhook), pagingMetadata: page.pagingMetadata };
      },
    }),
    defineRoute(webhooksCalls.queryWebhookDeliveries, {
      access: 'admin',
      permission: 'webhooks.manage',
      summary: 'Query the webhook delivery log',
      async handler({ query }, call) {
        const page = await queries.queryDeliveries(call.siteId, query);
        return { deliveries: page.rows.map(toWireDelivery), pagingMetadata: page.pagingMetadata };
      },
    }),
    defineRoute(webhooksCalls.queryEvents, {
      access: 'admin',
      permission: 'events.read',
      summary: "Query the site's event log",
      async handler({ query }, call) {
        const page = await queries.queryEvents(call.siteId, query);
        return { events: page.rows.map(toWireEvent), pagingMetadata: page.pagingMetadata };
      },
    }),
    defineRoute(webhooksCalls.listEvents, {
      access: 'admin',
      permission: 'events.read',
      summary: "List the site's events, newest first, optionally of some types only",
      async handler(input, call) {
        const page = await queries.listEvents(call.siteId, input);
        return { events: page.rows.map(toWireEvent), pagingMetadata: page.pagingMetadata };
      },
    }),
    defineRoute(webhooksCalls.listEventTypes, {
      access: 'admin',
      permission: 'events.read',
      summary: "The event types the site's log holds, for filtering it",
      handler: async (_, call) => ({ eventTypes: await queries.listEventTypes(call.siteId) }),
    }),
  ];
}
