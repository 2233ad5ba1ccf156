import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createClient,
  isApplicationError,
  isSystemError,
  isValidationError,
  webhooks,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;
let client: ReturnType<typeof adminClient>;

function adminClient() {
  return createClient({
    modules: { webhooks },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });
}

beforeAll(async () => {
  atrium = await startAtrium();
  client = adminClient();
  for (let i = 0; i < 7; i++) {
    await client.webhooks.createWebhook({ url: `https://receiver.test/${i}`, eventTypes: ['order.paid'] });
  }
});
afterAll(async () => {
  // The last test closes the database under the running server.
  await atrium?.app.close();
  await atrium?.database.close().catch(() => undefined);
});

describe('modules against the real server', () => {
  it('round-trips an entity with _id and Date fields', async () => {
    const { webhook, secret } = await client.webhooks.createWebhook({
      url: 'https://one.test/h',
      eventTypes: ['*'],
    });
    expect(secret).toMatch(/^whsec_/);
    expect(webhook._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(webhook._createdDate).toBeInstanceOf(Date);
    const read = await client.webhooks.getWebhook(webhook._id);
    expect(read).toEqual(webhook);
    const updated = await client.webhooks.updateWebhook(
      webhook._id,
      { enabled: false },
      { fieldMask: ['enabled'] },
    );
    expect(updated.enabled).toBe(false);
    await client.webhooks.deleteWebhook(webhook._id);
  });

  it('pages forward and back with cursors', async () => {
    const first = await client.webhooks
      .queryWebhooks()
      .eq('enabled', true)
      .startsWith('url', 'https://receiver.test/')
      .ascending('url')
      .limit(3)
      .find();
    expect(first.items.map((w) => w.url)).toEqual([
      'https://receiver.test/0',
      'https://receiver.test/1',
      'https://receiver.test/2',
    ]);
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(second.items.map((w) => w.url)).toEqual([
      'https://receiver.test/3',
      'https://receiver.test/4',
      'https://receiver.test/5',
    ]);
    const third = await second.next();
    expect(third.items.map((w) => w.url)).toEqual(['https://receiver.test/6']);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow('No next page to fetch');
    const back = await third.prev();
    expect(back.items.map((w) => w.url)).toEqual(second.items.map((w) => w.url));
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
  });

  it('pages with offsets', async () => {
    const first = await client.webhooks
      .queryWebhooks()
      .startsWith('url', 'https://receiver.test/')
      .ascending('url')
      .limit(4)
      .skip(0)
      .find();
    expect(first.totalCount).toBe(7);
    expect(first.items).toHaveLength(4);
    const second = await first.next();
    expect(second.items.map((w) => w.url)).toEqual([
      'https://receiver.test/4',
      'https://receiver.test/5',
      'https://receiver.test/6',
    ]);
    expect(second.hasNext()).toBe(false);
  });

  it('turns a validation error into INVALID_ARGUMENT with fields sorted and named as the caller named them', async () => {
    const error = await client.webhooks
      .createWebhook({ url: 'ftp://nope', eventTypes: [] })
      .catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'INVALID_ARGUMENT: "webhook.eventTypes" must have at least 1 items, "webhook.url" must be a valid url',
    );
    expect((error as { status: number }).status).toBe(400);
    expect((error as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns an application error into its code, description and data', async () => {
    const error = await client.webhooks
      .getWebhook('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'WEBHOOK_NOT_FOUND', status: 404, message: 'Webhook not found' });
  });

  it('refuses an unknown filter field with a validation error', async () => {
    const error = await client.webhooks
      .queryWebhooks()
      .eq('secret', 'x')
      .find()
      .catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('secret');
  });

  it('sends a GET whose query string would pass 4000 characters as a POST', async () => {
    const eventTypes = Array.from({ length: 100 }, (_, i) => `order.a_rather_long_event_kind_number_${i}`);
    const result = await client.webhooks.listEvents({ eventTypes, paging: { limit: 5 } });
    expect(result.events).toEqual([]);
    expect(result.pagingMetadata).toMatchObject({ count: 0, hasNext: false });
  });

  it('reports a server failure as a system error with the request id', async () => {
    await atrium.database.close();
    const error = await client.webhooks
      .getWebhook('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^System error occurred, request-id: [0-9a-f-]{36}$/);
  });
});
