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
  getWebhook: { input: GetWebhookRequest, output: WebhookResponse },
  updateWebhook: { input: UpdateWebhookRequest, output: WebhookResponse },
  deleteWebhook: { input: DeleteWebhookRequest, output: EmptyResponse },
  pingWebhook: { input: GetWebhookRequest, output: RedeliverResponse },
  queryWebhooks: { input: QueryWebhooksRequest, output: QueryWebhooksResponse },
  queryWebhookDeliveries: { input: QueryWebhookDeliveriesRequest, output: QueryWebhookDeliveriesResponse },
  redeliverWebhook: { input: RedeliverRequest, output: RedeliverResponse },
  queryEvents: { input: QueryEventsRequest, output: QueryEventsResponse },
  listEvents: { input: ListEventsRequest, output: ListEventsResponse },
});
