import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy.js';
import { createClient } from '../core/create-client.js';
import { isApplicationError, isValidationError } from '../errors/errors.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse, RecordedRequest } from '../testing/http-test-server.js';
import * as webhooks from './webhooks.js';

const ID = '0b0d6f1c-8a39-4d4c-9d55-5e3f8f1d2a10';
const wireWebhook = {
  id: ID,
  url: 'https://hooks.test/in',
  eventTypes: ['order.paid'],
  enabled: true,
  createdDate: '2026-11-21T10:00:00.000Z',
  updatedDate: '2026-11-21T11:00:00.000Z',
};
const sdkWebhook = {
  _id: ID,
  url: 'https://hooks.test/in',
  eventTypes: ['order.paid'],
  enabled: true,
  _createdDate: new Date('2026-11-21T10:00:00.000Z'),
  _updatedDate: new Date('2026-11-21T11:00:00.000Z'),
};

const server = useTestServer();
const request = (index = -1): RecordedRequest => server.requests.at(index)!;
const answer = (response: CannedResponse) => server.handle(() => response);
const admin = () =>
  createClient({
    modules: { webhooks },
    host: server.url,
    auth: ApiKeyStrategy({ apiKey: 'key', siteId: 'site' }),
  });

describe('webhooks module', () => {
  it('createWebhook posts {webhook} and returns the whole response', async () => {
    answer({ body: { webhook: wireWebhook, secret: 's3cret' } });
    const created = await admin().webhooks.createWebhook({
      url: 'https://hooks.test/in',
      eventTypes: ['order.paid'],
    });
    expect([request().method, request().path]).toEqual(['POST', '/atrium/v1/webhooks']);
    expect(request().json).toEqual({ webhook: { url: 'https://hooks.test/in', eventTypes: ['order.paid'] } });
    expect(request().headers).toMatchObject({ authorization: 'key', 'wix-site-id': 'site' });
    expect(created).toEqual({ webhook: sdkWebhook, secret: 's3cret' });
  });

  it('getWebhook sends the id in the path and again in the query, and returns ?.webhook', async () => {
    answer({ body: { webhook: wireWebhook } });
    const webhook = await admin().webhooks.getWebhook(ID);
    expect([request().method, request().url]).toEqual(['GET', `/atrium/v1/webhooks/${ID}?webhookId=${ID}`]);
    expect(webhook).toEqual(sdkWebhook);
  });

  it('updateWebhook patches {webhook: {...webhook, id}, fieldMask} at the entity path', async () => {
    answer({ body: { webhook: { ...wireWebhook, enabled: false } } });
    const updated = await admin().webhooks.updateWebhook(ID, { enabled: false }, { fieldMask: ['enabled'] });
    expect([request().method, request().path]).toEqual(['PATCH', `/atrium/v1/webhooks/${ID}`]);
    expect(request().json).toEqual({ webhook: { enabled: false, id: ID }, fieldMask: 'enabled' });
    expect(updated.enabled).toBe(false);
    expect(updated._updatedDate).toBeInstanceOf(Date);
  });

  it('deleteWebhook sends a DELETE with the id in the query and returns nothing', async () => {
    answer({ body: {} });
    await expect(admin().webhooks.deleteWebhook(ID)).resolves.toBeUndefined();
    expect([request().method, request().url]).toEqual([
      'DELETE',
      `/atrium/v1/webhooks/${ID}?webhookId=${ID}`,
    ]);
  });

  it('redeliverWebhook posts to the delivery and returns ?.delivery', async () => {
    answer({
      body: {
        delivery: {
          id: 'd1',
          webhookId: ID,
          eventId: 'e1',
          eventType: 'order.paid',
          status: 'PENDING',
          attempts: 1,
          lastStatusCode: null,
          lastError: null,
          lastAttemptDate: '2026-11-21T12:00:00Z',
          createdDate: '2026-11-21T10:00:00Z',
        },
      },
    });
    const delivery = await admin().webhooks.redeliverWebhook('d1');
    expect([request().method, request().path, request().json]).toEqual([
      'POST',
      '/atrium/v1/webhook-deliveries/d1/redeliver',
      { deliveryId: 'd1' },
    ]);
    expect(delivery._id).toBe('d1');
    expect(delivery.lastAttemptDate).toEqual(new Date('2026-11-21T12:00:00Z'));
  });

  it('pingWebhook posts to the subscription and returns the new delivery', async () => {
    answer({
      body: {
        delivery: {
          id: 'd2',
          webhookId: ID,
          eventId: 'e2',
          eventType: 'webhook.ping',
          status: 'PENDING',
          attempts: 0,
          lastStatusCode: null,
          lastError: null,
          lastAttemptDate: null,
          createdDate: '2026-11-21T10:00:00Z',
        },
      },
    });
    const delivery = await admin().webhooks.pingWebhook(ID);
    expect([request().method, request().path, request().json]).toEqual([
      'POST',
      `/atrium/v1/webhooks/${ID}/ping`,
      { webhookId: ID },
    ]);
    expect([delivery._id, delivery.eventType, delivery.lastAttemptDate]).toEqual([
      'd2',
      'webhook.ping',
      null,
    ]);
  });

  it('listEvents sends its options as query parameters', async () => {
    answer({
      body: {
        events: [
          { id: 'e1', type: 'order.paid', entityId: null, data: {}, createdDate: '2026-11-21T10:00:00Z' },
        ],
      },
    });
    const listed = await admin().webhooks.listEvents({
      eventTypes: ['order.paid', 'category.moved'],
      paging: { limit: 5, offset: 10 },
    });
    expect([request().method, request().url]).toEqual([
      'GET',
      '/atrium/v1/events?eventTypes=order.paid&eventTypes=category.moved&paging.limit=5&paging.offset=10',
    ]);
    expect(listed.events[0]!._createdDate).toEqual(new Date('2026-11-21T10:00:00Z'));
  });

  it('listEvents falls back to a POST to the same path when the URL would be too long', async () => {
    answer({ body: { events: [] } });
    const eventTypes = Array.from({ length: 300 }, (_, index) => `shop.event_number_${index}`);
    await admin().webhooks.listEvents({ eventTypes });
    expect([request().method, request().url]).toEqual(['POST', '/atrium/v1/events']);
    expect(request().json).toEqual({ eventTypes });
  });

  it('queryWebhooks posts the query and pages with the cursor alone', async () => {
    server.handle((recorded) => {
      const cursor = (recorded.json as { query: { cursorPaging?: { cursor?: string } } }).query.cursorPaging
        ?.cursor;
      return {
        body: {
          webhooks: [wireWebhook],
          pagingMetadata: { count: 1, cursors: cursor ? { prev: 'c0' } : { next: 'c1' }, hasNext: !cursor },
        },
      };
    });
    const first = await admin()
      .webhooks.queryWebhooks()
      .eq('enabled', true)
      .descending('_createdDate')
      .limit(1)
      .find();
    expect(request().path).toBe('/atrium/v1/webhooks/query');
    expect(request().json).toEqual({
      query: {
        filter: { enabled: { $eq: true } },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorPaging: { limit: 1 },
      },
    });
    expect(first.items).toEqual([sdkWebhook]);
    const second = await first.next();
    expect(request().json).toEqual({ query: { cursorPaging: { cursor: 'c1', limit: 1 } } });
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
  });

  it('queryWebhookDeliveries and queryEvents read their own item fields', async () => {
    answer({
      body: {
        deliveries: [{ id: 'd1', createdDate: '2026-11-21T10:00:00Z' }],
        pagingMetadata: { count: 1, cursors: {}, hasNext: false },
      },
    });
    const deliveries = await admin().webhooks.queryWebhookDeliveries().eq('webhookId', ID).find();
    expect(request().path).toBe('/atrium/v1/webhook-deliveries/query');
    expect(deliveries.items).toEqual([{ _id: 'd1', _createdDate: new Date('2026-11-21T10:00:00Z') }]);

    answer({
      body: {
        events: [{ id: 'e1' }, { id: 'e2' }],
        pagingMetadata: { count: 2, offset: 0, total: 2, cursors: {} },
      },
    });
    const since = new Date('2026-11-01T00:00:00Z');
    const events = await admin().webhooks.queryEvents().ge('_createdDate', since).skip(0).find();
    expect(request().path).toBe('/atrium/v1/events/query');
    expect(request().json).toEqual({
      query: {
        filter: { createdDate: { $gte: '2026-11-01T00:00:00.000Z' } },
        paging: { limit: 50, offset: 0 },
      },
    });
    expect(events.items.map((event) => event._id)).toEqual(['e1', 'e2']);
    expect(events.totalCount).toBe(2);
  });

  it('maps violations of updateWebhook back to its arguments', async () => {
    answer({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'webhook.url', description: 'must be a URL', violatedRule: 'FORMAT' },
              { field: 'fieldMask', description: 'names an unknown field', violatedRule: 'VALIDATION' },
              { field: 'webhook.id', description: 'must be a UUID', violatedRule: 'FORMAT' },
            ],
          },
        },
      },
    });
    const error = await admin()
      .webhooks.updateWebhook('nope', { url: 'x' }, { fieldMask: 'url,color' })
      .catch((caught: unknown) => caught);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'INVALID_ARGUMENT: "_id" must be a UUID, "options.fieldMask" names an unknown field, "webhook.url" must be a URL',
    );
  });

  it('passes application errors through', async () => {
    answer({
      status: 404,
      body: {
        message: 'Webhook not found',
        details: {
          applicationError: { code: 'WEBHOOK_NOT_FOUND', description: 'Webhook not found', data: {} },
        },
      },
    });
    const error = await admin()
      .webhooks.getWebhook(ID)
      .catch((caught: unknown) => caught);
    expect(isApplicationError(error) && error.code === 'WEBHOOK_NOT_FOUND' && error.status === 404).toBe(
      true,
    );
  });

  it('types what callers pass and receive', () => {
    expectTypeOf<webhooks.Webhook>().toEqualTypeOf<{
      _id: string;
      url: string;
      eventTypes: string[];
      enabled: boolean;
      _createdDate: Date;
      _updatedDate: Date;
    }>();
    expectTypeOf<webhooks.WebhookDelivery['lastAttemptDate']>().toEqualTypeOf<Date | null>();
    const client = admin();
    expectTypeOf(client.webhooks.getWebhook).parameters.toEqualTypeOf<[webhookId: string]>();
    expectTypeOf(client.webhooks.getWebhook).returns.resolves.toEqualTypeOf<webhooks.Webhook>();
    expectTypeOf(client.webhooks.deleteWebhook).returns.resolves.toBeVoid();
    expectTypeOf(client.auth.elevated).toEqualTypeOf<true>();
  });

  it('needs an elevated client', async () => {
    const visitor = createClient({
      modules: { webhooks },
      host: server.url,
      auth: { getAuthHeaders: async () => ({ headers: {} }) },
    });
    await expect(visitor.webhooks.getWebhook(ID)).rejects.toThrow(
      'An elevated client is required to use elevated modules',
    );
    expect(() => visitor.webhooks.queryWebhooks()).toThrow(
      'An elevated client is required to use elevated modules',
    );
  });
});
