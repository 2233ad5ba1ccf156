// Every call's route: the happy path, each declared error, another site's ids, and each identity.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, memberToken, visitorToken } from '../../test/app.js';
import { ABANDONED, abandonedTestApp, HOUR, type AbandonedTestApp } from '../../test/abandoned.js';

let t: AbandonedTestApp;
let other: { siteId: string; apiKey: string };
/** Three abandoned checkouts of this site (1, 2 and 3 mugs) and one of another site. */
const ids: string[] = [];
let checkoutIds: string[] = [];

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
/** Calls as `authorization` (none if empty). */
const callAs = (authorization: string) => (method: Method, url: string, payload?: object) =>
  t.atrium.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: authorization ? { authorization } : {},
  });
/** A call as the site's API key. */
const call = (method: Method, url: string, payload?: object) =>
  callAs(t.atrium.site.apiKey)(method, url, payload);
const owner = () =>
  t.atrium.modules.oauth.accessTokens
    .issue({ siteId: t.atrium.site.siteId, role: 'owner', subject: randomUUID() }, 600)
    .then((issued) => issued.token);

beforeAll(async () => {
  t = await abandonedTestApp();
  const shoppers = [];
  for (const quantity of [1, 2, 3])
    shoppers.push(await t.shopper(quantity, { email: `route-${quantity}@example.com` }));
  checkoutIds = shoppers.map((s) => s.id);
  const { site } = await t.atrium.modules.sites.createSite({ name: 'Other site' });
  other = { siteId: site.id, apiKey: (await t.atrium.modules.sites.createApiKey(site.id, 'other')).key };
  t.time.advance(HOUR);
  await t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
  for (const id of checkoutIds) ids.push((await t.recordOf(id))!.id);
});
afterAll(async () => t?.atrium.close());

describe('getAbandonedCheckout', () => {
  it('answers the record with its buyer, lines, totals and link, to the owner and API keys', async () => {
    for (const authorization of [t.atrium.site.apiKey, await owner()]) {
      const answer = await callAs(authorization)(
        'GET',
        `${ABANDONED}/${ids[1]}?abandonedCheckoutId=${ids[1]}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const record = answer.json().abandonedCheckout;
      expect(record).toMatchObject({
        id: ids[1],
        checkoutId: checkoutIds[1],
        status: 'ABANDONED',
        buyerInfo: { email: 'route-2@example.com' },
        currency: 'USD',
        totalPrice: { amount: '30.00' },
        subtotalPrice: { amount: '25.00' },
        checkoutRecoveredDate: null,
        activities: [{ type: 'SCHEDULED', role: 'VISITOR' }],
      });
      expect(record.buyerInfo.visitorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.lineItems).toHaveLength(1);
      expect(record.lineItems[0].quantity).toBe(2);
      expect(record.checkoutUrl).toContain(`/redirect-to-checkout?abandonedCheckoutId=${ids[1]}`);
    }
  });

  it('is not found for an unknown id or another site’s, and refused to visitors and members', async () => {
    const unknown = randomUUID();
    expect(code(await call('GET', `${ABANDONED}/${unknown}?abandonedCheckoutId=${unknown}`))).toBe(
      'ABANDONED_CHECKOUT_NOT_FOUND',
    );
    const theirs = await callAs(other.apiKey)('GET', `${ABANDONED}/${ids[0]}?abandonedCheckoutId=${ids[0]}`);
    expect(theirs.statusCode).toBe(404);
    const visitor = await visitorToken(t.atrium, t.atrium.site.clientId);
    const member = await memberToken(t.atrium, 'route-member@example.com');
    for (const authorization of [visitor, member]) {
      const refused = await callAs(authorization)(
        'GET',
        `${ABANDONED}/${ids[0]}?abandonedCheckoutId=${ids[0]}`,
      );
      expect(refused.statusCode).toBe(403);
    }
    expect((await callAs('')('GET', `${ABANDONED}/${ids[0]}`)).statusCode).toBe(401);
    const limited = (
      await t.atrium.modules.sites.createApiKey(t.atrium.site.siteId, 'catalog', ['catalog.manage'])
    ).key;
    expect(code(await callAs(limited)('GET', `${ABANDONED}/${ids[0]}`))).toBe('MISSING_PERMISSION');
  });
});

describe('queryAbandonedCheckouts and searchAbandonedCheckouts', () => {
  it('query: declared filters and sorts, cursor paging, never another site’s', async () => {
    const first = await call('POST', `${ABANDONED}/query`, {
      query: {
        filter: { status: 'ABANDONED' },
        sort: [{ fieldName: 'buyerInfo.email', order: 'ASC' }],
        cursorPaging: { limit: 2 },
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.abandonedCheckouts.map((a: { id: string }) => a.id)).toEqual([ids[0], ids[1]]);
    expect(page.metadata.hasNext).toBe(true);
    const next = await call('POST', `${ABANDONED}/query`, {
      query: { cursorPaging: { cursor: page.metadata.cursors.next, limit: 2 } },
    });
    expect(next.json().abandonedCheckouts.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    const theirs = await callAs(other.apiKey)('POST', `${ABANDONED}/query`, {});
    expect(theirs.json().abandonedCheckouts).toEqual([]);
    const bad = await call('POST', `${ABANDONED}/query`, { query: { filter: { secret: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('query.filter.secret');
  });

  it('search: free text over the email, offset paging with a total', async () => {
    const found = await call('POST', `${ABANDONED}/search`, {
      search: { search: { expression: 'route-3' }, paging: { limit: 5, offset: 0 } },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().abandonedCheckouts.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    const offset = await call('POST', `${ABANDONED}/search`, {
      search: { sort: [{ fieldName: 'createdDate', order: 'ASC' }], paging: { limit: 1, offset: 1 } },
    });
    expect(offset.json().abandonedCheckouts).toHaveLength(1);
    expect(offset.json().pagingMetadata.offset).toBe(1);
    const bad = await call('POST', `${ABANDONED}/search`, {
      search: { search: { expression: 'x', fields: ['id'] } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('addAbandonedCheckoutActivity', () => {
  it('records the site’s activity (role ADMIN), up to 20', async () => {
    const url = `/ecom/v1/abandoned-checkouts/${ids[2]}/add-activity`;
    const added = await call('POST', url, { abandonedCheckoutId: ids[2], activityType: 'TASK_CREATED' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().abandonedCheckout.activities.at(-1)).toMatchObject({
      type: 'TASK_CREATED',
      role: 'ADMIN',
    });
    for (let i = 2; i < 20; i += 1)
      expect(
        (await call('POST', url, { abandonedCheckoutId: ids[2], activityType: 'NOTIFICATION_SENT' }))
          .statusCode,
      ).toBe(200);
    const full = await call('POST', url, { abandonedCheckoutId: ids[2], activityType: 'NOTIFICATION_SENT' });
    expect(code(full)).toBe('ABANDONED_CHECKOUT_ACTIVITIES_FULL');
    const theirs = await callAs(other.apiKey)('POST', url, {
      abandonedCheckoutId: ids[2],
      activityType: 'TASK_CREATED',
    });
    expect(code(theirs)).toBe('ABANDONED_CHECKOUT_NOT_FOUND');
    const wrongType = await call('POST', url, { abandonedCheckoutId: ids[2], activityType: 'NOPE' });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('redirectToCheckout', () => {
  const url = (id: string, site = t.atrium.site.siteId) =>
    `${ABANDONED}/${id}/redirect-to-checkout?abandonedCheckoutId=${id}&metasiteId=${site}`;

  it('sends a browser with no credentials to the hosted checkout, and tells an API caller the redirect', async () => {
    const browser = await t.atrium.app.inject({
      method: 'GET',
      url: url(ids[0]!),
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toMatch(/^http:\/\/atrium\.test\//);
    const described = await t.atrium.app.inject({ method: 'GET', url: url(ids[0]!) });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ body: '', statusCode: 302, headers: [{ key: 'Location' }] });
  });

  it('goes to the site’s own checkout page when the checkout names one', async () => {
    await t.admin.ok(
      await t.admin.send('PATCH', `/ecom/v1/checkouts/${checkoutIds[1]}`, {
        checkout: { id: checkoutIds[1] },
        overrideCheckoutUrl: 'https://shop.test/checkout',
      }),
    );
    const described = await t.atrium.app.inject({ method: 'GET', url: url(ids[1]!) });
    expect(described.json().headers[0].value).toBe(`https://shop.test/checkout?checkoutId=${checkoutIds[1]}`);
  });

  it('sends a member’s checkout to the shop to sign in, never to a page that would act as the member', async () => {
    await t.atrium.database.executeSql(
      `update checkouts set owner_kind = 'member', owner_id = gen_random_uuid() where id = $1`,
      [checkoutIds[0]],
    );
    const browser = await t.atrium.app.inject({
      method: 'GET',
      url: url(ids[0]!),
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('http://shop.test/');
  });

  it('refuses another site’s record, credentials of another site, and a checkout that cannot reopen', async () => {
    expect(code(await t.atrium.app.inject({ method: 'GET', url: url(ids[0]!, other.siteId) }))).toBe(
      'ABANDONED_CHECKOUT_NOT_FOUND',
    );
    const foreign = await callAs(other.apiKey)('GET', url(ids[0]!));
    expect(code(foreign)).toBe('ABANDONED_CHECKOUT_NOT_FOUND');
    await t.admin.ok(
      await t.admin.send('POST', `/ecom/v1/checkouts/${checkoutIds[2]}/mark-as-completed`, {
        id: checkoutIds[2],
      }),
    );
    expect(code(await t.atrium.app.inject({ method: 'GET', url: url(ids[2]!) }))).toBe(
      'CHECKOUT_NOT_REOPENABLE',
    );
  });
});

describe('getAbandonedCheckoutAnalytics', () => {
  it('counts and sums by status over the days asked, as decimal strings', async () => {
    const day = new Date(t.time.now()).toISOString().slice(0, 10);
    const answer = await call('POST', `${ABANDONED}/get-analytics`, { startDate: day });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      currency: 'USD',
      recoverableValue: '90.00',
      recoverableCheckoutCount: 3,
      averageRecoverableCheckoutValue: '30.00',
      recoveredValue: '0.00',
      recoveredCheckoutCount: 0,
      recoveryRate: 0,
    });
    const some = await call('POST', `${ABANDONED}/get-analytics`, {
      startDate: day,
      endDate: day,
      metrics: ['RECOVERED_CHECKOUT_COUNT'],
      statuses: ['RECOVERED'],
    });
    expect(some.json()).toMatchObject({
      recoveredCheckoutCount: 0,
      recoverableValue: null,
      recoveryRate: null,
    });
    const before = await call('POST', `${ABANDONED}/get-analytics`, {
      startDate: '2020-01-01',
      endDate: '2020-01-31',
    });
    expect(before.json().recoverableCheckoutCount).toBe(0);
    expect(
      (await call('POST', `${ABANDONED}/get-analytics`, { startDate: day, endDate: '2020-01-01' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', `${ABANDONED}/get-analytics`, { startDate: '2026-02-30' })).statusCode).toBe(
      400,
    );
    expect(
      (await callAs(other.apiKey)('POST', `${ABANDONED}/get-analytics`, { startDate: day })).json(),
    ).toMatchObject({
      recoverableCheckoutCount: 0,
    });
  });
});

describe('deleteAbandonedCheckout and bulkDeleteAbandonedCheckouts', () => {
  it('delete erases the record, which the sweep does not make again', async () => {
    const deleted = await call('DELETE', `${ABANDONED}/${ids[0]}?abandonedCheckoutId=${ids[0]}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await call('GET', `${ABANDONED}/${ids[0]}`)).statusCode).toBe(404);
    expect(code(await call('DELETE', `${ABANDONED}/${ids[0]}`))).toBe('ABANDONED_CHECKOUT_NOT_FOUND');
    t.time.advance(HOUR);
    await t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
    const { rows } = await t.atrium.database.executeSql(
      'select count(*)::int as n, max(buyer_email) as email from abandoned_checkouts where checkout_id = $1',
      [checkoutIds[0]],
    );
    expect(rows).toEqual([{ n: 1, email: '' }]);
  });

  it('bulk delete: each id succeeds or fails on its own; another site’s is a failure', async () => {
    const unknown = randomUUID();
    const answer = await call('POST', '/ecom/v1/bulk/abandoned-checkout/delete', {
      abandonedCheckoutIds: [ids[1], unknown],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(
      answer.json().results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success),
    ).toEqual([true, false]);
    const theirs = await callAs(other.apiKey)('POST', '/ecom/v1/bulk/abandoned-checkout/delete', {
      abandonedCheckoutIds: [ids[2]],
    });
    expect(theirs.json().bulkActionMetadata.totalFailures).toBe(1);
    expect((await call('GET', `${ABANDONED}/${ids[2]}`)).statusCode).toBe(200);
    const empty = await call('POST', '/ecom/v1/bulk/abandoned-checkout/delete', { abandonedCheckoutIds: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('recovery settings', () => {
  const SETTINGS = '/atrium/v1/abandoned-checkout-settings';

  it('are the defaults until changed; a change keeps the fields not sent; bad ones are refused', async () => {
    expect((await call('GET', SETTINGS)).json()).toEqual({
      settings: { enabled: true, abandonAfterMinutes: 60, mailAfterMinutes: [60, 1440] },
    });
    const changed = await call('PATCH', SETTINGS, { settings: { mailAfterMinutes: [30] } });
    expect(changed.json()).toEqual({
      settings: { enabled: true, abandonAfterMinutes: 60, mailAfterMinutes: [30] },
    });
    const unordered = await call('PATCH', SETTINGS, { settings: { mailAfterMinutes: [60, 30] } });
    expect(unordered.statusCode).toBe(400);
    expect((await call('PATCH', SETTINGS, { settings: { abandonAfterMinutes: 0 } })).statusCode).toBe(400);
    const visitor = await visitorToken(t.atrium, t.atrium.site.clientId);
    expect((await callAs(visitor)('PATCH', SETTINGS, { settings: { enabled: false } })).statusCode).toBe(403);
    expect((await callAs(other.apiKey)('GET', SETTINGS)).json().settings.mailAfterMinutes).toEqual([
      60, 1440,
    ]);
  });

  it('switched off, no checkout is marked', async () => {
    await call('PATCH', '/atrium/v1/abandoned-checkout-settings', {
      settings: { enabled: false, abandonAfterMinutes: 10 },
    });
    const shopper = await t.shopper(1, { email: 'off@example.com' });
    t.time.advance(HOUR);
    await t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
    expect(await t.recordOf(shopper.id)).toBeUndefined();
    await call('PATCH', '/atrium/v1/abandoned-checkout-settings', { settings: { enabled: true } });
    await t.atrium.modules.abandonedCheckouts.sweep(t.time.now());
    expect((await t.recordOf(shopper.id))?.status).toBe('ABANDONED');
  });
});
