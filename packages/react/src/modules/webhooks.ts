/**
 * Query and mutation options for the SDK's webhooks module. The pattern for any module: queries take the
 * client and plain params (which become the key); mutations are declared with `mutationFactory` (their key,
 * their call, the keys their result makes stale) and called with the client, the QueryClient and the caller's
 * options.
 */
import type { BoundModule, webhooks } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { applyListParams } from '../list-params.js';
import type { ListParams } from '../list-params.js';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the webhooks module (`createClient({ modules: { webhooks }, auth })`). */
export interface WebhooksClient {
  webhooks: BoundModule<typeof webhooks>;
}

export interface UpdateWebhookVariables {
  _id: string;
  webhook: webhooks.WebhookUpdate;
  options?: webhooks.UpdateWebhookOptions;
}

const keys = atriumKeys.webhooks;

export const webhooksQueries = {
  list: (client: WebhooksClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: () => applyListParams(client.webhooks.queryWebhooks(), params).find(),
    }),
  get: (client: WebhooksClient, webhookId: string) =>
    queryOptions({ queryKey: keys.detail(webhookId), queryFn: () => client.webhooks.getWebhook(webhookId) }),
  /** Filter by webhook with `{ eq: { webhookId } }`. */
  deliveries: (client: WebhooksClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: keys.deliveries(params),
      queryFn: () => applyListParams(client.webhooks.queryWebhookDeliveries(), params).find(),
    }),
  events: (client: WebhooksClient, params: webhooks.ListEventsOptions = {}) =>
    queryOptions({ queryKey: keys.events(params), queryFn: () => client.webhooks.listEvents(params) }),
  /** The types the site's log holds, for the log's filter. */
  eventTypes: (client: WebhooksClient) =>
    queryOptions({ queryKey: keys.eventTypes(), queryFn: () => client.webhooks.listEventTypes() }),
};

export const webhooksMutations = {
  create: mutationFactory<WebhooksClient, webhooks.CreateWebhookResponse, webhooks.NewWebhook>({
    mutationKey: keys.mutation('create'),
    mutationFn: (client, webhook) => client.webhooks.createWebhook(webhook),
    invalidate: () => [keys.list()],
  }),
  update: mutationFactory<WebhooksClient, webhooks.Webhook, UpdateWebhookVariables>({
    mutationKey: keys.mutation('update'),
    mutationFn: (client, { _id, webhook, options }) => client.webhooks.updateWebhook(_id, webhook, options),
    invalidate: (_data, { _id }) => [keys.list(), keys.detail(_id)],
  }),
  remove: mutationFactory<WebhooksClient, void, string>({
    mutationKey: keys.mutation('remove'),
    mutationFn: (client, webhookId) => client.webhooks.deleteWebhook(webhookId),
    invalidate: (_data, webhookId) => [keys.list(), keys.detail(webhookId)],
  }),
  ping: mutationFactory<WebhooksClient, webhooks.WebhookDelivery, string>({
    mutationKey: keys.mutation('ping'),
    mutationFn: (client, webhookId) => client.webhooks.pingWebhook(webhookId),
    invalidate: () => [keys.deliveries()],
  }),
  redeliver: mutationFactory<WebhooksClient, webhooks.WebhookDelivery, string>({
    mutationKey: keys.mutation('redeliver'),
    mutationFn: (client, deliveryId) => client.webhooks.redeliverWebhook(deliveryId),
    invalidate: () => [keys.deliveries()],
  }),
};
