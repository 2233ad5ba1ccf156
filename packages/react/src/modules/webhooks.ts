/**
 * Query and mutation options for the SDK's webhooks module. The pattern for any module: queries take the
 * client and plain params (which become the key); mutations take the client, the QueryClient and the
 * caller's options, and name the keys their result makes stale.
 */
import type { BoundModule, webhooks } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { applyListParams } from '../list-params.js';
import type { ListParams } from '../list-params.js';
import { withInvalidation } from '../mutations.js';
import type { CallerMutationOptions } from '../mutations.js';
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
};

type Caller<TData, TVariables> = CallerMutationOptions<TData, TVariables>;

export const webhooksMutations = {
  create: (
    client: WebhooksClient,
    queryClient: QueryClient,
    options?: Caller<webhooks.CreateWebhookResponse, webhooks.NewWebhook>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('create'),
        mutationFn: (webhook) => client.webhooks.createWebhook(webhook),
      },
      { queryClient, invalidate: () => [keys.list()] },
    ),
  update: (
    client: WebhooksClient,
    queryClient: QueryClient,
    options?: Caller<webhooks.Webhook, UpdateWebhookVariables>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('update'),
        mutationFn: ({ _id, webhook, options: update }: UpdateWebhookVariables) =>
          client.webhooks.updateWebhook(_id, webhook, update),
      },
      { queryClient, invalidate: (_data, { _id }) => [keys.list(), keys.detail(_id)] },
    ),
  remove: (client: WebhooksClient, queryClient: QueryClient, options?: Caller<void, string>) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('remove'),
        mutationFn: (webhookId) => client.webhooks.deleteWebhook(webhookId),
      },
      { queryClient, invalidate: (_data, webhookId) => [keys.list(), keys.detail(webhookId)] },
    ),
  ping: (
    client: WebhooksClient,
    queryClient: QueryClient,
    options?: Caller<webhooks.WebhookDelivery, string>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('ping'),
        mutationFn: (webhookId) => client.webhooks.pingWebhook(webhookId),
      },
      { queryClient, invalidate: () => [keys.deliveries()] },
    ),
  redeliver: (
    client: WebhooksClient,
    queryClient: QueryClient,
    options?: Caller<webhooks.WebhookDelivery, string>,
  ) =>
    withInvalidation(
      {
        ...options,
        mutationKey: keys.mutation('redeliver'),
        mutationFn: (deliveryId) => client.webhooks.redeliverWebhook(deliveryId),
      },
      { queryClient, invalidate: () => [keys.deliveries()] },
    ),
};
