import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { jobsSettled, waitFor } from '../../test/wait.js';
import { DISPATCH_QUEUE, runAs } from '../../core/events/index.js';
import { DELIVER_QUEUE } from './service.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback that answers with the statuses it is given, in turn. */
async function startReceiver(statuses: number[] = [200]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const fastRetries = { allowPrivateWebhooks: true, webhookRetryDelaySeconds: 1, webhookRetryLimit: 2 };

describe('webhook subscriptions', () => {
  let atrium: TestAtrium;
  let other: TestAtrium;
  beforeAll(async () => {
    atrium = await createTestApp({ config: fastRetries });
    other = await createTestApp({ config: fastRetries });
  });
  afterAll(async () => {
    await atrium?.close();
    await other?.close();
  });

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  // The site's API key unless another key is named.
  const callAs =
    (key = atrium.site.apiKey) =>
    (method: Method, url: string, payload?: object) =>
      atrium.app.inject({ method, url, headers: { authorization: key }, ...(payload ? { payload } : {}) });
  const call = (method: Method, url: string, payload?: object) => callAs()(method, url, payload);

  it('creates, reads, updates and deletes a subscription; the secret is shown once', async () => {
    const created = await call('POST', '/atrium/v1/webhooks', {
      webhook: { url: 'https://example.com/h', eventTypes: ['order.*'] },
    });
    expect(created.statusCode).toBe(200);
    const { webhook, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: 'https://example.com/h', eventTypes: ['order.*'], enabled: true });
    const read = await call('GET', `/atrium/v1/webhooks/${webhook.id}?webhookId=${webhook.id}`);
    expect(read.json().webhook).toEqual(webhook);
    expect(JSON.stringify(read.json())).not.toContain(secret);
    const updated = await call('PATCH', `/atrium/v1/webhooks/${webhook.id}`, {
      webhook: { enabled: false, url: 'https://x.test' },
      fieldMask: 'enabled',
    });
    expect(updated.json().webhook).toMatchObject({ enabled: false, url: 'https://example.com/h' });
    expect((await call('DELETE', `/atrium/v1/webhooks/${webhook.id}`)).json()).toEqual({});
    expect((await call('GET', `/atrium/v1/webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input and stores nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ webhook: { url: 'ftp://example.com', eventTypes: ['a.b'] } }, 'webhook.url', 'FORMAT'],
      [{ webhook: { url: 'https://example.com', eventTypes: [] } }, 'webhook.eventTypes', 'MIN_SIZE'],
      [
        { webhook: { url: 'https://example.com', eventTypes: ['Not An Event'] } },
        'webhook.eventTypes[0]',
        'FORMAT',
      ],
      [{ webhook: { eventTypes: ['a.b'] } }, 'webhook.url', 'REQUIRED_FIELD'],
      [
        { webhook: { url: `https://example.com/${'x'.repeat(2100)}`, eventTypes: ['a.b'] } },
        'webhook.url',
        'MAX_LENGTH',
      ],
      [{ webhook: { url: 'https://example.com', eventTypes: 'a.b' } }, 'webhook.eventTypes', 'FORMAT'],
    ];
    for (const [payload, field, rule] of cases) {
      const response = await call('POST', '/atrium/v1/webhooks', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.validationError.fieldViolations).toContainEqual(
        expect.objectContaining({ field, violatedRule: rule }),
      );
    }
    const badMask = await call('PATCH', '/atrium/v1/webhooks/00000000-0000-4000-8000-000000000000', {
      webhook: {},
      fieldMask: 'secret',
    });
    expect(badMask.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'fieldMask',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    const badId = await call('GET', '/atrium/v1/webhooks/not-a-uuid');
    expect(badId.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'webhookId',
      violatedRule: 'FORMAT',
    });
    const count = await atrium.database.executeSql(
      'select count(*)::int as n from webhooks where url like $1',
      ['ftp%'],
    );
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it("does not reveal or change another site's subscriptions", async () => {
    const theirs = (
      await other.app.inject({
        method: 'POST',
        url: '/atrium/v1/webhooks',
        headers: { authorization: other.site.apiKey },
        payload: { webhook: { url: 'https://other.test/h', eventTypes: ['*'] } },
      })
    ).json().webhook;
    expect((await call('GET', `/atrium/v1/webhooks/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/atrium/v1/webhooks/${theirs.id}`, { webhook: { enabled: false } })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/atrium/v1/webhooks/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/atrium/v1/webhooks/${theirs.id}/ping`, {})).statusCode).toBe(404);
  });
});

describe('deliveries', () => {
  let atrium: TestAtrium;
  beforeAll(async () => {
    atrium = await createTestApp({ config: fastRetries });
  });
  afterAll(() => atrium?.close());

  async function subscribe(url: string, eventTypes: string[]) {
    const response = await atrium.app.inject({
      method: 'POST',
      url: '/atrium/v1/webhooks',
      headers: { authorization: atrium.site.apiKey },
      payload: { webhook: { url, eventTypes } },
    });
    return response.json() as { webhook: { id: string }; secret: string };
  }

  async function record(type: string, data: Record<string, unknown> = {}) {
    const { outbox } = atrium.core;
    return atrium.database.db.transaction((tx) =>
      outbox.record(tx, { siteId: atrium.site.siteId, type, entityId: 'e1', data }),
    );
  }

  it('delivers a matching event, signed with the subscription secret', async () => {
    const receiver = await startReceiver();
    const { secret } = await subscribe(receiver.url, ['category.*']);
    const key = { kind: 'API_KEY' as const, id: 'k1', name: 'Importer' };
    const eventId = await runAs(key, () => record('category.moved', { categoryId: 'c1' }));
    await record('order.paid');
    const delivery = await waitFor(() => receiver.received[0]);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      id: eventId,
      type: 'category.moved',
      siteId: atrium.site.siteId,
      data: { categoryId: 'c1' },
      actor: key,
    });
    const signature = delivery.headers['x-atrium-signature'] as string;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
    const row = await waitFor(async () => {
      const result = await atrium.database.executeSql(
        "select status, attempts from webhook_deliveries where event_id = $1 and status = 'SUCCEEDED'",
        [eventId],
      );
      return result.rows[0];
    });
    expect(row).toEqual({ status: 'SUCCEEDED', attempts: 1 });
    // Every dispatch and delivery job has run: nothing else is on its way to the receiver.
    await jobsSettled(atrium.database, [DISPATCH_QUEUE, DELIVER_QUEUE]);
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it('retries a failing receiver with backoff and records every attempt', async () => {
    const receiver = await startReceiver([500, 503, 200]);
    await subscribe(receiver.url, ['media.file_ready']);
    const eventId = await record('media.file_ready');
    await waitFor(() => receiver.received.length >= 3 || undefined, 30_000);
    const row = await waitFor(async () => {
      const result = await atrium.database.executeSql(
        'select status, attempts, last_status_code from webhook_deliveries where event_id = $1',
        [eventId],
      );
      return result.rows[0]?.status === 'SUCCEEDED' ? result.rows[0] : undefined;
    });
    expect(row).toEqual({ status: 'SUCCEEDED', attempts: 3, last_status_code: 200 });
    await receiver.close();
  });

  it('marks a delivery FAILED after the last retry, and redelivers on request', async () => {
    const receiver = await startReceiver([500, 500, 500, 200]);
    const { webhook } = await subscribe(receiver.url, ['cart.abandoned']);
    const eventId = await record('cart.abandoned');
    const failed = await waitFor(async () => {
      const result = await atrium.database.executeSql(
        "select id, attempts, last_error from webhook_deliveries where event_id = $1 and status = 'FAILED'",
        [eventId],
      );
      return result.rows[0];
    }, 40_000);
    expect(failed).toMatchObject({ attempts: 3, last_error: 'The receiver answered 500' });
    const redelivered = await atrium.app.inject({
      method: 'POST',
      url: `/atrium/v1/webhook-deliveries/${failed.id as string}/redeliver`,
      headers: { authorization: atrium.site.apiKey },
    });
    expect(redelivered.json().delivery).toMatchObject({ status: 'PENDING', webhookId: webhook.id });
    await waitFor(() => receiver.received.length >= 4 || undefined);
    await receiver.close();
  });

  it('never calls private addresses unless allowed', async () => {
    const strict = await createTestApp({
      config: { ...fastRetries, allowPrivateWebhooks: false, webhookRetryLimit: 0 },
    });
    const receiver = await startReceiver();
    const created = await strict.app.inject({
      method: 'POST',
      url: '/atrium/v1/webhooks',
      headers: { authorization: strict.site.apiKey },
      payload: { webhook: { url: receiver.url, eventTypes: ['*'] } },
    });
    const ping = await strict.app.inject({
      method: 'POST',
      url: `/atrium/v1/webhooks/${created.json().webhook.id}/ping`,
      headers: { authorization: strict.site.apiKey },
    });
    const deliveryId = ping.json().delivery.id;
    const row = await waitFor(async () => {
      const result = await strict.database.executeSql(
        "select last_error from webhook_deliveries where id = $1 and status = 'FAILED'",
        [deliveryId],
      );
      return result.rows[0];
    });
    expect(row.last_error).toMatch(/private/);
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
    await strict.close();
  });
});

describe('restarts', () => {
  it('delivers an event recorded just before the server stopped', async () => {
    const database = await createTestDatabase();
    const config = readConfig({}, { logLevel: 'silent', ...fastRetries, jobs: false });
    const first = await buildApp({ config, database, logger: false });
    const { site } = await first.modules.sites.createSite({ name: 'Restart' });
    const receiver = await startReceiver();
    // Only the order's event: creating the site recorded its own before the subscription existed.
    await first.modules.webhooks.create(site.id, { url: receiver.url, eventTypes: ['order.*'] });
    const eventId = await database.db.transaction((tx) =>
      first.core.outbox.record(tx, { siteId: site.id, type: 'order.paid', data: { total: '10.00' } }),
    );
    await first.app.close();
    expect(receiver.received).toHaveLength(0);

    const second = await buildApp({ config: { ...config, jobs: true }, database, logger: false });
    const delivery = await waitFor(() => receiver.received[0]);
    expect(JSON.parse(delivery.body)).toMatchObject({ id: eventId, type: 'order.paid' });
    await second.app.close();
    await receiver.close();
    await database.close();
  });
});
