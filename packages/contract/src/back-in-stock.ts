import { z } from 'zod';
import { CatalogReference } from './cart-lines.js';
import { PagingMetadata, Query } from './paging.js';
import { Decimal, Timestamp } from './scalars.js';

// "Commerce: back-in-stock notification requests" (wire/types/store-services.md, ecom back-in-stock-notifications):
// a shopper asks to be mailed once when an item that is out of stock can be bought again.

export const BackInStockStatus = z.enum([
  'UNSPECIFIED',
  'RECEIVED',
  'PROCESSING',
  'NOTIFICATION_SENT',
  'FAILED',
]);
export type BackInStockStatus = z.infer<typeof BackInStockStatus>;

/** The statuses of a request still waiting for its mail: asking again answers it rather than making another. */
export const WAITING_BACK_IN_STOCK_STATUSES = ['RECEIVED', 'PROCESSING', 'FAILED'] as const;

/** Counts by catalogue reference take at most this many references (wire `maxSize`). */
export const MAX_COUNT_REFERENCES = 100;
/** `reportItemsBackInStock` names at most this many requests. */
export const MAX_REPORTED_REQUESTS = 100;

/** The item's page, written as it will be followed; the service also requires one of the site's own origins. */
const ItemUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .refine((link) => /^https?:\/\/[^/\\]/i.test(link), {
    message: 'must be an http or https link',
    params: { rule: 'FORMAT', data: { type: 'WEB_URL' } },
  });

export const BackInStockItemDetails = z.object({
  name: z.string().min(1).max(200).nullish(),
  /** A display price for the mail; never charged. */
  price: Decimal.refine((value) => !value.startsWith('-'), {
    message: 'must not be negative',
    params: { rule: 'DECIMAL_GTE', data: { gte: '0' } },
  }).nullish(),
  image: z.string().max(2048).nullish(),
});
export type BackInStockItemDetails = z.infer<typeof BackInStockItemDetails>;

/** What a shopper sends; the rest is the server's. */
export const BackInStockRequestInput = z.object({
  id: z.uuid().nullish(),
  catalogReference: CatalogReference,
  email: z.email().max(254),
  itemUrl: ItemUrl.nullish(),
});
export type BackInStockRequestInput = z.infer<typeof BackInStockRequestInput>;

export const BackInStockNotificationRequest = z.object({
  id: z.uuid(),
  catalogReference: CatalogReference,
  email: z.string(),
  contactId: z.uuid().nullable(),
  status: BackInStockStatus,
  autoNotified: z.boolean().nullable(),
  createdDate: Timestamp,
  itemUrl: z.string().nullable(),
});
export type BackInStockNotificationRequest = z.infer<typeof BackInStockNotificationRequest>;

export const CreateBackInStockNotificationRequestRequest = z.object({
  request: BackInStockRequestInput,
  itemDetails: BackInStockItemDetails.nullish(),
});
export type CreateBackInStockNotificationRequestRequest = z.infer<
  typeof CreateBackInStockNotificationRequestRequest
>;

export const BackInStockRequestResponse = z.object({ request: BackInStockNotificationRequest });

export const BackInStockRequestIdRequest = z.object({ id: z.uuid() });

export const QueryBackInStockRequestsRequest = z.object({ query: Query.nullish() });
export const QueryBackInStockRequestsResponse = z.object({
  requests: z.array(BackInStockNotificationRequest),
  metadata: PagingMetadata,
});

export const CountByCatalogReferencesRequest = z.object({
  catalogReferences: z.array(CatalogReference).min(1).max(MAX_COUNT_REFERENCES),
});
export const CountByCatalogReferencesResponse = z.object({
  countsPerCatalogReference: z.array(
    z.object({ catalogReference: CatalogReference, count: z.number().int() }),
  ),
});

/** Template parameters: a few short key-value pairs passed on to the notification's event. */
const TemplateParameters = z
  .record(z.string().min(1).max(100), z.string().max(1000))
  .refine((value) => Object.keys(value).length <= 20, {
    message: 'must have at most 20 keys',
    params: { rule: 'MAX_SIZE', data: { max: 20 } },
  });

export const ReportItemsBackInStockRequest = z.object({
  catalogReference: CatalogReference.nullish(),
  requestIds: z.array(z.uuid()).max(MAX_REPORTED_REQUESTS).nullish(),
  itemDetails: BackInStockItemDetails.nullish(),
  extraAutomationTemplateParameters: TemplateParameters.nullish(),
});
export type ReportItemsBackInStockRequest = z.infer<typeof ReportItemsBackInStockRequest>;

/** The events a request's life records (webhooks): made, moved on, deleted. */
export const BACK_IN_STOCK_EVENTS = {
  created: 'back_in_stock_notification_request.created',
  updated: 'back_in_stock_notification_request.updated',
  deleted: 'back_in_stock_notification_request.deleted',
} as const;
