import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi, shirt } from '../../test/catalog.js';
import { APP_ID } from '../../test/orders.js';
import { jobsSettled, waitFor } from '../../test/wait.js';
import { wireError } from '../../test/wire.js';

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const rawQuery = (payload: object) => `.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;

let atrium: TestAtrium;
let visitor: string;
let other: string;
let soldOut: { id: string };

beforeAll(async () => {
  atrium = await createTestApp();
  visitor = await visitorToken(atrium, atrium.site.clientId);
  other = await visitorToken(atrium, atrium.site.clientId);
  soldOut = await productsApi(atrium).create(
    mug({ name: 'Blue mug', stock: { trackInventory: true, quantity: 0 } }),
  );
});
afterAll(() => atrium?.close());

type Extra = Record<string, unknown> & { itemId?: string };

/** Calls as `authorization`. */
const send =
  (authorization: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    atrium.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

/** `extra` joins the request; its `itemId` names another item than the sold-out one. */
const ask = (authorization: string, email: string, { itemId = soldOut.id, ...extra }: Extra = {}) =>
  send(authorization)('POST', BASE, {
    request: { email, catalogReference: { appId: APP_ID, catalogItemId: itemId }, ...extra },
    itemDetails: { name: 'Blue mug', price: '12.50' },
  });

async function created(authorization: string, email: string, extra: Extra = {}) {
  const answer = await ask(authorization, email, extra);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().request as { id: string; status: string; email: string; autoNotified: boolean | null };
}

describe('asking to be told', () => {
  it('records a request as RECEIVED, and asking again while it waits answers the same one', async () => {
    const first = await created(visitor, 'Ann@Example.com', {
      itemUrl: 'http://shop.test/products/blue-mug',
    });
    expect(first).toMatchObject({
      status: 'RECEIVED',
      email: 'ann@example.com',
      contactId: null,
      autoNotified: null,
      itemUrl: 'http://shop.test/products/blue-mug',
      catalogReference: { appId: APP_ID, catalogItemId: soldOut.id },
    });
    const again = await created(visitor, 'ann@example.com');
    expect(again.id).toBe(first.id);
    const parallel = await Promise.all([1, 2, 3].map(() => created(other, 'bo@example.com')));
    expect(new Set(parallel.map((r) => r.id)).size).toBe(1);
  });

  it('refuses an item no catalogue has, a link off the site, a bad address, and stores nothing', async () => {
    const missing = await ask(visitor, 'cy@example.com', { itemId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('CATALOG_ITEM_NOT_FOUND');
    const offSite = await ask(visitor, 'cy@example.com', { itemUrl: 'https://evil.example/phish' });
    expect(wireError(offSite, 400)).toEqual([expect.objectContaining({ field: 'request.itemUrl' })]);
    const script = await ask(visitor, 'cy@example.com', { itemUrl: 'javascript:alert(1)' });
    expect(wireError(script, 400)[0]!.field).toBe('request.itemUrl');
    expect(wireError(await ask(visitor, 'not an address'), 400)[0]!.field).toBe('request.email');
    const all = await send(atrium.site.apiKey)(
      'GET',
      `${BASE}?${rawQuery({ query: { filter: { email: 'cy@example.com' } } })}`,
    );
    expect(all.json().requests).toEqual([]);
  });

  it("never finds another site's item", async () => {
    const elsewhere = await createTestApp();
    try {
      const theirs = await productsApi(elsewhere).create(
        mug({ stock: { trackInventory: true, quantity: 0 } }),
      );
      const answer = await ask(visitor, 'dee@example.com', { itemId: theirs.id });
      expect(answer.json().details.applicationError.code).toBe('CATALOG_ITEM_NOT_FOUND');
    } finally {
      await elsewhere.close();
    }
  });

  it('limits how often one address is signed up', async () => {
    const product = await productsApi(atrium).create(
      mug({ name: 'Limit', stock: { trackInventory: true, quantity: 0 } }),
    );
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await ask(visitor, 'flood@example.com', { itemId: i % 2 ? product.id : soldOut.id }));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
  });
});

describe('who reads what', () => {
  it('shows a visitor only their own requests; the site sees them all', async () => {
    const mine = await created(visitor, 'own@example.com');
    const theirs = await created(other, 'theirs@example.com');
    expect((await send(other)('GET', `${BASE}/${mine.id}`)).statusCode).toBe(404);
    expect((await send(visitor)('GET', `${BASE}/${mine.id}`)).json().request.id).toBe(mine.id);
    const own = (await send(visitor)('GET', `${BASE}?${rawQuery({ query: {} })}`)).json();
    expect(own.requests.map((r: { id: string }) => r.id)).toContain(mine.id);
    expect(own.requests.map((r: { id: string }) => r.id)).not.toContain(theirs.id);
    const site = await send(atrium.site.apiKey)(
      'GET',
      `${BASE}?${rawQuery({ query: { paging: { limit: 100 } } })}`,
    );
    expect(site.json().requests.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    expect(site.json().metadata).toMatchObject({ offset: 0, total: expect.any(Number) });
    expect((await send(other)('DELETE', `${BASE}/${mine.id}?id=${mine.id}`)).statusCode).toBe(404);
    expect((await send(visitor)('DELETE', `${BASE}/${mine.id}?id=${mine.id}`)).json()).toEqual({});
    expect((await send(atrium.site.apiKey)('GET', `${BASE}/${mine.id}`)).statusCode).toBe(404);
  });

  it('queries by item and status, with the POST fallback at /query, and refuses unknown fields', async () => {
    const filter = { 'catalogReference.catalogItemId': soldOut.id, status: 'RECEIVED' };
    const posted = await send(atrium.site.apiKey)('POST', `${BASE}/query`, { query: { filter } });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().requests.length).toBeGreaterThan(0);
    const unknown = await send(atrium.site.apiKey)('POST', `${BASE}/query`, {
      query: { filter: { secret: 1 } },
    });
    expect(wireError(unknown, 400)[0]!.field).toContain('secret');
  });

  it('keeps counting, reporting and marking to the site', async () => {
    const mine = await created(visitor, 'elevated@example.com');
    const count = `${BASE}/count-by-catalog-reference?${rawQuery({ catalogReferences: [{ appId: APP_ID, catalogItemId: soldOut.id }] })}`;
    expect((await send(visitor)('GET', count)).statusCode).toBe(403);
    expect((await send(visitor)('PUT', `${BASE}/${mine.id}/mark-as-notification-sent`, {})).statusCode).toBe(
      403,
    );
    const report = await send(visitor)('POST', `${BASE}/report-items-back-in-stock`, {
      requestIds: [mine.id],
    });
    expect(report.statusCode).toBe(403);
  });
});

describe('counts, marks and reports', () => {
  it('counts the waiting requests of each reference, sent as one .r parameter of many references', async () => {
    const product = await productsApi(atrium).create(
      mug({ name: 'Counted', stock: { trackInventory: true, quantity: 0 } }),
    );
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test'])
      await created(visitor, email, { itemId: product.id });
    const unknown = Array.from({ length: 99 }, (_, i) => ({
      appId: APP_ID,
      catalogItemId: `item-${String(i).padStart(30, '0')}`,
      options: { note: 'x'.repeat(40) },
    }));
    const references = [{ appId: APP_ID, catalogItemId: product.id }, ...unknown];
    const query = rawQuery({ catalogReferences: references });
    expect(query.length).toBeGreaterThan(12_000);
    const answer = await send(atrium.site.apiKey)('GET', `${BASE}/count-by-catalog-reference?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const counts = answer.json().countsPerCatalogReference;
    expect(counts).toHaveLength(100);
    expect(counts[0]).toEqual({ catalogReference: references[0], count: 3 });
    expect(counts[1].count).toBe(0);
    const tooMany = rawQuery({ catalogReferences: [...references, references[0]] });
    expect(
      wireError(
        await send(atrium.site.apiKey)('GET', `${BASE}/count-by-catalog-reference?${tooMany}`),
        400,
      )[0]!.field,
    ).toBe('catalogReferences');
  });

  it('marks a request as notified by the site, after which no mail of ours follows', async () => {
    const product = await productsApi(atrium).create(
      mug({ name: 'Marked', stock: { trackInventory: true, quantity: 0 } }),
    );
    const request = await created(visitor, 'marked@example.com', { itemId: product.id });
    const marked = await send(atrium.site.apiKey)(
      'PUT',
      `${BASE}/${request.id}/mark-as-notification-sent`,
      {},
    );
    expect(marked.json().request).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: false });
    const report = await send(atrium.site.apiKey)('POST', `${BASE}/report-items-back-in-stock`, {
      catalogReference: { appId: APP_ID, catalogItemId: product.id },
    });
    expect(report.json()).toEqual({});
    expect(await atrium.core.mail.list(atrium.site.siteId, { to: 'marked@example.com' })).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(
      (await send(atrium.site.apiKey)('PUT', `${BASE}/${unknown}/mark-as-notification-sent`, {})).statusCode,
    ).toBe(404);
  });

  it('reports named requests with the site’s own words, refuses unknown ids, and needs a target', async () => {
    const product = await productsApi(atrium).create(
      mug({ name: 'Reported', stock: { trackInventory: true, quantity: 0 } }),
    );
    const request = await created(visitor, 'reported@example.com', { itemId: product.id });
    const unknown = '00000000-0000-4000-8000-000000000002';
    const refused = await send(atrium.site.apiKey)('POST', `${BASE}/report-items-back-in-stock`, {
      requestIds: [request.id, unknown],
    });
    expect(refused.statusCode).toBe(404);
    expect(await atrium.core.mail.list(atrium.site.siteId, { to: 'reported@example.com' })).toEqual([]);
    const empty = await send(atrium.site.apiKey)('POST', `${BASE}/report-items-back-in-stock`, {});
    expect(wireError(empty, 400)[0]!.violatedRule).toBe('REQUIRED_ONE_OF_FIELD');
    const reported = await send(atrium.site.apiKey)('POST', `${BASE}/report-items-back-in-stock`, {
      requestIds: [request.id],
      itemDetails: { name: 'The Reported Mug', price: '9.99' },
      extraAutomationTemplateParameters: { campaign: 'spring' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const [mail] = await atrium.core.mail.list(atrium.site.siteId, { to: 'reported@example.com' });
    expect(mail!.subject).toBe('The Reported Mug is back in stock at Test site');
    const got = await send(atrium.site.apiKey)('GET', `${BASE}/${request.id}`);
    expect(got.json().request).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: false });
  });
});

describe('when stock returns', () => {
  it('mails each waiting shopper once, in their language, with a link to the item', async () => {
    const api = productsApi(atrium);
    const product = await api.create(mug({ name: 'Red mug', stock: { trackInventory: true, quantity: 0 } }));
    const answer = await atrium.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: visitor, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      payload: {
        request: {
          email: 'greta@example.com',
          catalogReference: { appId: APP_ID, catalogItemId: product.id },
          itemUrl: 'http://shop.test/products/red-mug',
        },
      },
    });
    const request = answer.json().request;
    await created(other, 'hugo@example.com', { itemId: product.id });
    expect((await api.inventory([{ productId: product.id, setQuantity: 4 }])).statusCode).toBe(200);
    await waitFor(
      async () =>
        (await send(visitor)('GET', `${BASE}/${request.id}`)).json().request.status === 'NOTIFICATION_SENT',
    );
    const [greta] = await atrium.core.mail.list(atrium.site.siteId, { to: 'greta@example.com' });
    expect(greta!.subject).toBe('Red mug ist bei Test site wieder erhältlich');
    expect(greta!.text).toContain('http://shop.test/products/red-mug');
    expect(greta!.text).toContain('$12.50');
    await waitFor(
      async () => (await atrium.core.mail.list(atrium.site.siteId, { to: 'hugo@example.com' })).length === 1,
    );
    expect((await send(visitor)('GET', `${BASE}/${request.id}`)).json().request.autoNotified).toBe(true);
    // Out and back again: the request is done, so nobody is mailed twice.
    await api.inventory([{ productId: product.id, setQuantity: 0 }]);
    await api.inventory([{ productId: product.id, setQuantity: 2 }]);
    const later = await created(visitor, 'late@example.com', { itemId: product.id });
    expect(later.status).toBe('RECEIVED');
    await api.inventory([{ productId: product.id, setQuantity: 0 }]);
    await api.inventory([{ productId: product.id, setQuantity: 1 }]);
    await waitFor(
      async () => (await atrium.core.mail.list(atrium.site.siteId, { to: 'late@example.com' })).length === 1,
    );
    expect(await atrium.core.mail.list(atrium.site.siteId, { to: 'greta@example.com' })).toHaveLength(1);
  });

  it('mails only the shoppers whose choice came back', async () => {
    const api = productsApi(atrium);
    const product = await api.create(shirt({ name: 'Shirt' }));
    const variants = (await api.get(product.id)).variants as Array<{
      id: string;
      choices: Record<string, string>;
    }>;
    const variant = (size: string) =>
      variants.find((v) => v.choices.Size === size && v.choices.Colour === 'Red')!;
    // A product with choices is asked about one choice at a time: without one, it names no item to wait for.
    const noChoice = await ask(visitor, 'm@example.com', { itemId: product.id });
    expect(noChoice.json().details.applicationError.code).toBe('CATALOG_ITEM_NOT_FOUND');
    const m = await send(visitor)('POST', BASE, {
      request: {
        email: 'size-m@example.com',
        catalogReference: {
          appId: APP_ID,
          catalogItemId: product.id,
          options: { variantId: variant('M').id },
        },
      },
    });
    const mRequest = m.json().request;
    const jobs = async () =>
      (
        await atrium.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [
          'back-in-stock.restocked',
        ])
      ).rows[0] as { n: number };
    const before = (await jobs()).n;
    await api.inventory([{ productId: product.id, variantId: variant('L').id, setQuantity: 3 }]);
    await jobsSettled(atrium.database, ['back-in-stock.restocked'], before + 1);
    expect((await send(visitor)('GET', `${BASE}/${mRequest.id}`)).json().request.status).toBe('RECEIVED');
    await api.inventory([{ productId: product.id, variantId: variant('M').id, setQuantity: 1 }]);
    await waitFor(
      async () =>
        (await send(visitor)('GET', `${BASE}/${mRequest.id}`)).json().request.status === 'NOTIFICATION_SENT',
    );
    expect(await atrium.core.mail.list(atrium.site.siteId, { to: 'size-m@example.com' })).toHaveLength(1);
  });
});
