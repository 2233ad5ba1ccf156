import { z } from 'zod';
import { PagingMetadata, Query } from './paging.js';
import { FieldMask, Timestamp } from './scalars.js';

const id = z.uuid();
const timestamp = Timestamp;
/**
 * Event types are dotted lower-case names such as `category.moved`; `category.*` subscribes to a whole
 * family and `*` to everything.
 */
export const EventType = z
  .string()
  .max(100)
  .regex(
    /^(\*|[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*\.([a-z][a-z0-9_]*|\*))$/,
    'must be an event type such as "order.paid", "order.*" or "*"',
  );

export const Webhook = z.object({
  id,
  url: z.url({ protocol: /^https?$/ }).max(2048),
  eventTypes: z.array(EventType).min(1).max(50),
  enabled: z.boolean(),
  createdDate: timestamp,
  updatedDate: timestamp,
});
export type Webhook = z.infer<typeof Webhook>;

export const CreateWebhookRequest = z.object({
  webhook: Webhook.pick({ url: true, eventTypes: true }).extend({ enabled: z.boolean().nullish() }),
});
export const CreateWebhookResponse = z.object({
  webhook: Webhook,
  /** The signing secret, shown once. */
  secret: z.string(),
});
export const GetWebhookRequest = z.object({ webhookId: id });
export const WebhookResponse = z.object({ webhook: Webhook });
export const UpdateWebhookRequest = z.object({
  webhook: Webhook.pick({ url: true, eventTypes: true, enabled: true }).partial().extend({ id }),
  fieldMask: FieldMask.nullish(),
});
export const DeleteWebhookRequest = z.object({ webhookId: id });
export const QueryWebhooksRequest = z.object({ query: Query.nullish() });
export const QueryWebhooksResponse = z.object({ webhooks: z.array(Webhook), pagingMetadata: PagingMetadata });

export const DeliveryStatus = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export const WebhookDelivery = z.object({
  id,
  webhookId: id,
  eventId: id,
  eventType: z.string(),
  status: DeliveryStatus,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptDate: timestamp.nullable(),
  createdDate: timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const QueryWebhookDeliveriesRequest = z.object({ query: Query.nullish() });
export const QueryWebhookDeliveriesResponse = z.object({
  deliveries: z.array(WebhookDelivery),
  pagingMetadata: PagingMetadata,
});
export const RedeliverRequest = z.object({ deliveryId: id });
export const RedeliverResponse = z.object({ delivery: WebhookDelivery });

/** Who made a change: an owner, an API key, a member or visitor, or the system (jobs, commands). */
export const EventActorKind = z.enum(['OWNER', 'API_KEY', 'MEMBER', 'VISITOR', 'SYSTEM']);
export const EventActor = z.object({
  kind: EventActorKind,
  /** The owner's, API key's, member's or visitor's id; none for the system. */
  id: z.string().nullish(),
  /** An owner's email as it was when they acted. */
  email: z.string().nullish(),
  /** An API key's name as it was when it was used. */
  name: z.string().nullish(),
});
export type EventActor = z.infer<typeof EventActor>;

export const SiteEvent = z.object({
  id,
  type: z.string(),
  entityId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** Who made the change; null for events recorded before actors were, and for anonymous callers. */
  actor: EventActor.nullable(),
  createdDate: timestamp,
});
export type SiteEvent = z.infer<typeof SiteEvent>;
export const QueryEventsRequest = z.object({ query: Query.nullish() });
export const QueryEventsResponse = z.object({ events: z.array(SiteEvent), pagingMetadata: PagingMetadata });

// The query engine's bound on `$in` lists.
const MAX_LISTED_TYPES = 100;

/**
 * The event log by page, newest first: `eventTypes` narrows it to some types, `createdFrom` and `createdTo`
 * (both included) to a period.
 */
export const ListEventsRequest = z
  .object({
    eventTypes: z.array(z.string().max(100)).max(MAX_LISTED_TYPES).nullish(),
    createdFrom: timestamp.nullish(),
    createdTo: timestamp.nullish(),
    paging: z
      .object({
        limit: z.number().int().min(0).max(100).nullish(),
        offset: z.number().int().min(0).nullish(),
      })
      .nullish(),
  })
  .refine((r) => !r.createdFrom || !r.createdTo || Date.parse(r.createdFrom) <= Date.parse(r.createdTo), {
    message: 'must not be before createdFrom',
    path: ['createdTo'],
  });
export const ListEventsResponse = z.object({ events: z.array(SiteEvent), pagingMetadata: PagingMetadata });

/** The event types the site's log holds, for a filter to offer: only types that can match something. */
export const ListEventTypesRequest = z.object({});
export const ListEventTypesResponse = z.object({ eventTypes: z.array(z.string()) });
