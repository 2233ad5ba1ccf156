import { withSchemas } from '../calls.js';
import { webhooksEndpoints } from '../endpoints/index.js';
import { EmptyResponse } from '../owners.js';
import {
  CreateWebhookRequest,
  CreateWebhookResponse,
  DeleteWebhookRequest,
  GetWebhookRequest,
  ListEventsRequest,
  ListEventsResponse,
  ListEventTypesRequest,
  ListEventTypesResponse,
  QueryEventsRequest,
  QueryEventsResponse,
  QueryWebhookDeliveriesRequest,
  QueryWebhookDeliveriesResponse,
  QueryWebhooksRequest,
  QueryWebhooksResponse,
  RedeliverRequest,
  RedeliverResponse,
  UpdateWebhookRequest,
  WebhookResponse,
} from '../webhooks.js';

export const webhooksCalls = /* @__PURE__ */ withSchemas(webhooksEndpoints, {
  createWebhook: { input: CreateWebhookRequest, output: CreateWebhookResponse },
  getWebhook: { input: GetWebhookRequest, output: WebhookResponse, errors: ['WEBHOOK_NOT_FOUND'] },
  updateWebhook: { input: UpdateWebhookRequest, output: WebhookResponse, errors: ['WEBHOOK_NOT_FOUND'] },
  deleteWebhook: { input: DeleteWebhookRequest, output: EmptyResponse, errors: ['WEBHOOK_NOT_FOUND'] },
  pingWebhook: { input: GetWebhookRequest, output: RedeliverResponse, errors: ['WEBHOOK_NOT_FOUND'] },
  queryWebhooks: { input: QueryWebhooksRequest, output: QueryWebhooksResponse },
  queryWebhookDeliveries: { input: QueryWebhookDeliveriesRequest, output: QueryWebhookDeliveriesResponse },
  redeliverWebhook: { input: RedeliverRequest, output: RedeliverResponse, errors: ['DELIVERY_NOT_FOUND'] },
  queryEvents: { input: QueryEventsRequest, output: QueryEventsResponse },
  listEvents: { input: ListEventsRequest, output: ListEventsResponse },
  listEventTypes: { input: ListEventTypesRequest, output: ListEventTypesResponse },
});
