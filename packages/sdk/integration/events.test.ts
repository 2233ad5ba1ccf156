import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, isValidationError, webhooks } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;

function adminClient() {
  return createClient({
    modules: { webhooks },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });
}

beforeAll(async () => {
  atrium = await startAtrium();
  await atrium.database.executeSql(
    `insert into events (id, site_id, type, data, created_at) values (gen_random_uuid(), $1, 'order.paid', '{}', $2)`,
    [atrium.site.siteId, '2026-01-01T00:00:00Z'],
  );
});
afterAll(async () => atrium?.close());

describe('the event log through the SDK', () => {
  it('lists its types and filters by type and period', async () => {
    const client = adminClient();
    expect(await client.webhooks.listEventTypes()).toEqual(['order.paid']);
    const early = await client.webhooks.listEvents({ createdTo: '2026-06-01T00:00:00Z' });
    expect(early.events.map((event) => event.type)).toEqual(['order.paid']);
    expect(early.events[0]!.actor).toBeNull();
    const later = await client.webhooks.listEvents({ createdFrom: '2026-06-01T00:00:00Z' });
    expect(later.events).toEqual([]);
  });

  it('refuses a period that ends before it starts', async () => {
    const error = await adminClient()
      .webhooks.listEvents({ createdFrom: '2026-06-01T00:00:00Z', createdTo: '2026-01-01T00:00:00Z' })
      .catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
  });
});
