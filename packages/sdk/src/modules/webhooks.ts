/**
 * Webhooks: Atrium's own admin API for signed event delivery. Every call acts for the site, so every
 * method needs an elevated client (an API key).
 *
 * The pattern for any module: one exported constant per call, each a `defineMethod` (one request) or a
 * `defineQuery` (a query builder), annotated pure so that bundlers drop the calls a site never imports.
 */
import type {
  PagingMetadata,
  SiteEvent as WireSiteEvent,
  Webhook as WireWebhook,
  WebhookDelivery as WireWebhookDelivery,
} from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import { defineQuery } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';
import { webhooksEndpoints } from '@atrium/contract/endpoints';

export type Webhook = FromWire<WireWebhook>;
export type WebhookDelivery = FromWire<WireWebhookDelivery>;
export type SiteEvent = FromWire<WireSiteEvent>;

export interface NewWebhook {
  url: string;
  eventTypes: string[];
  /** True unless said otherwise. */
  enabled?: boolean | null;
}

export interface WebhookUpdate {
  url?: string;
  eventTypes?: string[];
  enabled?: boolean;
}

export interface UpdateWebhookOptions {
  /** The fields to change; a list, or the wire's comma-joined string. */
  fieldMask?: string | string[];
}

export interface CreateWebhookResponse {
  webhook: Webhook;
  /** The signing secret, shown this once. */
  secret: string;
}

export interface ListEventsOptions {
  eventTypes?: string[];
  /** RFC 3339 timestamps; both ends are included. */
  createdFrom?: string;
  createdTo?: string;
  paging?: { limit?: number; offset?: number };
}

export interface ListEventsResponse {
  events: SiteEvent[];
  pagingMetadata?: PagingMetadata;
}

export const createWebhook = /* @__PURE__ */ defineMethod<[webhook: NewWebhook], CreateWebhookResponse>(
  webhooksEndpoints.createWebhook,
  {
    args: ['webhook'],
    elevated: true,
  },
);

export const getWebhook = /* @__PURE__ */ defineMethod<[webhookId: string], Webhook>(
  webhooksEndpoints.getWebhook,
  {
    args: ['webhookId'],
    returns: 'webhook',
    elevated: true,
  },
);

export const updateWebhook = /* @__PURE__ */ defineMethod<
  [_id: string, webhook: WebhookUpdate, options?: UpdateWebhookOptions],
  Webhook
>(webhooksEndpoints.updateWebhook, {
  args: ['_id', 'webhook', 'options'],
  payload: { webhook: 'webhook', 'webhook.id': '_id', fieldMask: 'options.fieldMask' },
  returns: 'webhook',
  elevated: true,
});

export const deleteWebhook = /* @__PURE__ */ defineMethod<[webhookId: string], void>(
  webhooksEndpoints.deleteWebhook,
  {
    args: ['webhookId'],
    returns: null,
    elevated: true,
  },
);

export const queryWebhooks = /* @__PURE__ */ defineQuery<Webhook>(webhooksEndpoints.queryWebhooks, {
  items: 'webhooks',
  elevated: true,
});

export const queryWebhookDeliveries = /* @__PURE__ */ defineQuery<WebhookDelivery>(
  webhooksEndpoints.queryWebhookDeliveries,
  {
    items: 'deliveries',
    elevated: true,
  },
);

/** Sends a `webhook.ping` event to this subscription only: a test of the receiver and its signature check. */
export const pingWebhook = /* @__PURE__ */ defineMethod<[webhookId: string], WebhookDelivery>(
  webhooksEndpoints.pingWebhook,
  {
    args: ['webhookId'],
    returns: 'delivery',
    elevated: true,
  },
);

export const redeliverWebhook = /* @__PURE__ */ defineMethod<[deliveryId: string], WebhookDelivery>(
  webhooksEndpoints.redeliverWebhook,
  {
    args: ['deliveryId'],
    returns: 'delivery',
    elevated: true,
  },
);

export const queryEvents = /* @__PURE__ */ defineQuery<SiteEvent>(webhooksEndpoints.queryEvents, {
  items: 'events',
  elevated: true,
});

export const listEvents = /* @__PURE__ */ defineMethod<[options?: ListEventsOptions], ListEventsResponse>(
  webhooksEndpoints.listEvents,
  {
    args: ['options'],
    elevated: true,
  },
);

/** The event types the site's log holds, sorted, each once: what a filter of the log can offer. */
export const listEventTypes = /* @__PURE__ */ defineMethod<[], string[]>(webhooksEndpoints.listEventTypes, {
  args: [],
  returns: 'eventTypes',
  elevated: true,
});
