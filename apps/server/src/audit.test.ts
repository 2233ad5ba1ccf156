import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteEvent } from '@atrium/contract';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from './test/app.js';
import { violatedFields } from './test/wire.js';

const ADA = { email: 'ada@example.com', name: 'Ada', password: 'correct horse battery' };
// The built-in store's catalogue, as a cart line names it.
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const BOB = { email: 'bob@example.com', name: 'Bob', password: 'another long secret' };

// Every change an owner makes to the site's set-up is an event in the change's transaction, naming who made
// it: the audit trail (issue 17).
describe('the audit trail', () => {
  let atrium: TestAtrium;
  let adaToken = '';
  let adaId = '';
  let session: Record<string, string> = {};

  beforeAll(async () => {
    atrium = await createTestApp();
    const setup = (await atrium.modules.owners.service.createSetupToken())!;
    const response = await post('/atrium/v1/owner/setup', { ...ADA, token: setup });
    adaId = response.json().owner.id;
    const cookie = `atrium_owner_session=${response.cookies[0]!.value}`;
    const csrf = (await atrium.app.inject({ url: '/atrium/v1/owner/session', headers: { cookie } })).json()
      .csrfToken;
    session = { cookie, 'x-atrium-csrf': csrf };
    adaToken = await siteToken(atrium.site.siteId);
  });
  afterAll(async () => atrium?.close());

  function post(url: string, payload: object, headers: Record<string, string> = {}) {
    return atrium.app.inject({ method: 'POST', url, payload, headers });
  }
  async function siteToken(siteId: string) {
    const issued = await post('/atrium/v1/owner/site-tokens', { siteId }, session);
    return `Bearer ${issued.json().accessToken}`;
  }
  const as =
    (authorization: () => string) => (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      atrium.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: authorization() },
      });
  const asAda = as(() => adaToken);
  const asKey = as(() => atrium.site.apiKey);
  const ada = () => ({ kind: 'OWNER', id: adaId, email: ADA.email });
  const testKey = () => ({ kind: 'API_KEY', name: 'test key' });

  /** The site's events of these types through the list call, newest first. */
  async function logged(eventTypes: string[], token = adaToken): Promise<SiteEvent[]> {
    const answer = await atrium.app.inject({
      method: 'POST',
      url: '/atrium/v1/events',
      payload: { eventTypes, paging: { limit: 100 } },
      headers: { authorization: token },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().events;
  }

  it('records OAuth clients made, changed and deleted, by the owner who did it', async () => {
    const created = await asAda('POST', '/atrium/v1/oauth-clients', {
      client: { name: 'Shop', allowedOrigins: ['https://shop.example'] },
    });
    const clientId = created.json().client.id;
    const renamed = await asAda('PATCH', `/atrium/v1/oauth-clients/${clientId}`, {
      client: { name: 'Main shop' },
      fieldMask: 'name',
    });
    expect(renamed.statusCode).toBe(200);
    const missing = await asAda('PATCH', '/atrium/v1/oauth-clients/00000000-0000-4000-8000-000000000000', {
      client: { name: 'Nobody' },
    });
    expect(code(missing)).toBe('OAUTH_CLIENT_NOT_FOUND');
    expect((await asAda('DELETE', `/atrium/v1/oauth-clients/${clientId}`)).statusCode).toBe(200);

    const events = await logged(['oauth_client.created', 'oauth_client.updated', 'oauth_client.deleted']);
    expect(events.map((event) => [event.type, event.entityId])).toEqual([
      ['oauth_client.deleted', clientId],
      ['oauth_client.updated', clientId],
      ['oauth_client.created', clientId],
    ]);
    expect(events[2]!.data).toEqual({
      client: {
        id: clientId,
        name: 'Shop',
        allowedOrigins: ['https://shop.example'],
        redirectUris: [],
        rotateRefreshTokens: false,
      },
    });
    expect(events[1]!.data).toEqual({ clientId, changes: { name: 'Main shop' } });
    for (const event of events) expect(event.actor).toEqual(ada());
  });

  it('records API keys made and revoked, never their secret, once per revocation', async () => {
    const created = await asKey('POST', '/atrium/v1/api-keys', {
      apiKey: { name: 'Reports', permissions: ['events.read'] },
    });
    const { apiKey, key } = created.json();
    expect((await asAda('POST', `/atrium/v1/api-keys/${apiKey.id}/revoke`)).statusCode).toBe(200);
    expect((await asAda('POST', `/atrium/v1/api-keys/${apiKey.id}/revoke`)).statusCode).toBe(200);
    const unknown = await asAda('POST', '/atrium/v1/api-keys/00000000-0000-4000-8000-000000000000/revoke');
    expect(code(unknown)).toBe('API_KEY_NOT_FOUND');

    const events = await logged(['api_key.created', 'api_key.revoked']);
    expect(events.map((event) => [event.type, event.data, event.actor])).toEqual([
      ['api_key.revoked', { apiKey: { id: apiKey.id, name: 'Reports' } }, ada()],
      [
        'api_key.created',
        { apiKey: { id: apiKey.id, name: 'Reports', permissions: ['events.read'] } },
        { ...testKey(), id: expect.any(String) },
      ],
    ]);
    // atr_<id>_<secret>: the secret is base64url, which may itself hold '_', so it is all after the id.
    const secret = (key as string).split('_').slice(2).join('_');
    expect(secret.length).toBeGreaterThan(30);
    expect(JSON.stringify(events)).not.toContain(secret);
    // The path of a chat tool's webhook URL is its token: the log keeps the origin only.
    expect(JSON.stringify(events)).not.toMatch(/T0K3N|N3W/);
  });

  it('records webhook subscriptions made, changed and deleted, never their signing secret', async () => {
    const created = await asKey('POST', '/atrium/v1/webhooks', {
      webhook: { url: 'https://hooks.example/in/T0K3N', eventTypes: ['order.*'] },
    });
    const { webhook, secret } = created.json();
    await asAda('PATCH', `/atrium/v1/webhooks/${webhook.id}`, {
      webhook: { enabled: false, url: 'https://hooks.example/in/N3W' },
    });
    expect((await asAda('DELETE', `/atrium/v1/webhooks/${webhook.id}`)).statusCode).toBe(200);
    expect(code(await asAda('DELETE', `/atrium/v1/webhooks/${webhook.id}`))).toBe('WEBHOOK_NOT_FOUND');

    const events = await logged(['webhook.created', 'webhook.updated', 'webhook.deleted']);
    expect(events.map((event) => [event.type, event.data, event.actor])).toEqual([
      ['webhook.deleted', { webhook: { id: webhook.id, url: 'https://hooks.example' } }, ada()],
      [
        'webhook.updated',
        { webhookId: webhook.id, changes: { enabled: false, url: 'https://hooks.example' } },
        ada(),
      ],
      [
        'webhook.created',
        {
          webhook: {
            id: webhook.id,
            url: 'https://hooks.example',
            eventTypes: ['order.*'],
            enabled: true,
          },
        },
        { ...testKey(), id: expect.any(String) },
      ],
    ]);
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('records a new site by the signed-in owner, and a renamed one', async () => {
    const made = await post('/atrium/v1/owner/sites', { site: { name: 'Second shop' } }, session);
    const siteId = made.json().site.id;
    const created = await logged(['site.created'], await siteToken(siteId));
    expect(created).toHaveLength(1);
    expect(created[0]!).toMatchObject({ entityId: siteId, actor: ada() });
    expect(created[0]!.data).toMatchObject({ site: { id: siteId, name: 'Second shop' } });

    expect((await asAda('PATCH', '/atrium/v1/site', { site: { name: 'Renamed' } })).statusCode).toBe(200);
    const tooLong = await asAda('PATCH', '/atrium/v1/site', { site: { name: 'x'.repeat(1000) } });
    expect(tooLong.statusCode).toBe(400);
    const renamed = await logged(['site.updated']);
    expect(renamed.map((event) => [event.data, event.actor])).toEqual([
      [{ siteId: atrium.site.siteId, changes: { name: 'Renamed' } }, ada()],
    ]);
  });

  it('records invitations made, withdrawn and accepted, the last by the person who joined', async () => {
    const first = await asAda('POST', '/atrium/v1/site-invites', { invite: { email: 'eve@example.com' } });
    const withdrawn = first.json().invite.id;
    expect((await asAda('DELETE', `/atrium/v1/site-invites/${withdrawn}`)).statusCode).toBe(200);
    const again = await asAda('DELETE', `/atrium/v1/site-invites/${withdrawn}`);
    expect(code(again)).toBe('INVITE_NOT_FOUND');
    const invited = await asAda('POST', '/atrium/v1/site-invites', { invite: { email: BOB.email } });
    const token = new URL(invited.json().inviteUrl).hash.replace('#token=', '');
    const refused = await post('/atrium/v1/owner/invites/accept', { token, name: 'Bob', password: 'short' });
    expect(refused.statusCode).toBe(400);
    const accepted = await post('/atrium/v1/owner/invites/accept', { token, ...BOB });
    const bob = accepted.json().owner;

    const events = await logged(['owner.invited', 'owner.invite_revoked', 'owner.joined']);
    expect(events.map((event) => [event.type, event.actor])).toEqual([
      ['owner.joined', { kind: 'OWNER', id: bob.id, email: BOB.email }],
      ['owner.invited', ada()],
      ['owner.invite_revoked', ada()],
      ['owner.invited', ada()],
    ]);
    expect(events[0]!.data).toMatchObject({ owner: { id: bob.id, email: BOB.email, name: 'Bob' } });
    expect(events[1]!.data).toMatchObject({ invite: { email: BOB.email } });
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('records each settings call with the values it changed', async () => {
    const calls: Array<[string, object, string, object]> = [
      [
        '/atrium/v1/member-settings',
        { settings: { registration: 'APPROVAL' } },
        'member_settings.updated',
        {
          registration: 'APPROVAL',
        },
      ],
      [
        '/atrium/v1/abandoned-checkout-settings',
        { settings: { enabled: false } },
        'abandoned_checkout_settings.updated',
        {
          enabled: false,
        },
      ],
      [
        '/atrium/v1/store-settings',
        { settings: { weightUnit: 'LB' } },
        'store_settings.updated',
        { weightUnit: 'LB' },
      ],
      [
        '/atrium/v1/media-settings',
        { settings: { visitorUploads: true } },
        'media_settings.updated',
        {
          visitorUploads: true,
        },
      ],
      [
        '/atrium/v1/tax-settings',
        { taxSettings: { taxShipping: false } },
        'tax_settings.updated',
        {
          taxShipping: false,
        },
      ],
      [
        '/atrium/v1/carrier-settings',
        { carrierSettings: { enabledCarrierIds: [] } },
        'carrier_settings.updated',
        {
          enabledCarrierIds: [],
        },
      ],
    ];
    for (const [url, payload] of calls)
      expect((await asKey('PATCH', url, payload)).statusCode, url).toBe(200);
    for (const [url, , type, changes] of calls) {
      const events = await logged([type]);
      expect(
        events.map((event) => [event.data, event.actor]),
        url,
      ).toEqual([[{ changes }, { ...testKey(), id: expect.any(String) }]]);
    }
  });

  it('records tip, fee and checkout settings, and nothing when the change is refused', async () => {
    const tips = {
      enabled: true,
      presets: [{ tipType: 'PERCENTAGE', value: '10' }],
      allowCustomAmount: false,
      staffMemberIds: [adaId],
      splitMethod: 'EQUAL',
    };
    expect((await asAda('PATCH', '/atrium/v1/tip-settings', { tipSettings: tips })).statusCode).toBe(200);
    const stranger = { ...tips, staffMemberIds: ['00000000-0000-4000-8000-000000000000'] };
    expect((await asAda('PATCH', '/atrium/v1/tip-settings', { tipSettings: stranger })).statusCode).toBe(400);
    const fee = {
      code: 'handling',
      name: 'Handling',
      type: 'HANDLING_FEE',
      amount: '2.50',
      per: 'ORDER',
      taxable: false,
    };
    const fees = { feeSettings: { fees: [fee] } };
    expect((await asAda('PATCH', '/atrium/v1/fee-settings', fees)).statusCode).toBe(200);
    const twice = { feeSettings: { fees: [fee, fee] } };
    expect((await asAda('PATCH', '/atrium/v1/fee-settings', twice)).statusCode).toBe(400);
    const checkout = { checkoutSettings: { checkoutFields: { delayCaptureEnabled: true } } };
    expect((await asAda('PATCH', '/ecom/v1/checkout-settings', checkout)).statusCode).toBe(200);

    const events = await logged([
      'tip_settings.updated',
      'fee_settings.updated',
      'checkout_settings.updated',
    ]);
    expect(events.map((event) => [event.type, event.data, event.actor])).toEqual([
      ['checkout_settings.updated', { changes: checkout.checkoutSettings }, ada()],
      ['fee_settings.updated', { changes: fees.feeSettings }, ada()],
      ['tip_settings.updated', { changes: tips }, ada()],
    ]);
  });

  it('records delivery regions made, changed and deleted', async () => {
    const made = await asAda('POST', '/atrium/v1/delivery-regions', {
      deliveryRegion: { name: 'North', destinations: [{ country: 'CA' }] },
    });
    const region = made.json().deliveryRegion;
    const url = `/atrium/v1/delivery-regions/${region.id}`;
    const stale = await asAda('PATCH', url, { deliveryRegion: { name: 'Far north', revision: '99' } });
    expect(code(stale)).toBe('DELIVERY_REGION_REVISION_MISMATCH');
    await asAda('PATCH', url, { deliveryRegion: { name: 'Far north', revision: region.revision } });
    expect((await asAda('DELETE', url)).statusCode).toBe(200);
    const events = await logged([
      'delivery_region.created',
      'delivery_region.updated',
      'delivery_region.deleted',
    ]);
    expect(events.map((event) => [event.type, event.data, event.actor])).toEqual([
      ['delivery_region.deleted', { deliveryRegionId: region.id, name: 'Far north' }, ada()],
      ['delivery_region.updated', { deliveryRegionId: region.id, name: 'Far north' }, ada()],
      ['delivery_region.created', { deliveryRegionId: region.id, name: 'North' }, ada()],
    ]);
  });

  it('names no actor where nothing says who acts', async () => {
    const siteId = atrium.site.siteId;
    await atrium.database.db.transaction((tx) =>
      atrium.core.outbox.record(tx, { siteId, type: 'test.unsaid', data: {} }),
    );
    expect((await logged(['test.unsaid']))[0]!.actor).toBeNull();
  });
});

describe('the event log filters', () => {
  let atrium: TestAtrium;
  const record = (type: string, createdAt: string) =>
    atrium.database.executeSql(
      `insert into events (id, site_id, type, data, created_at) values (gen_random_uuid(), $1, $2, '{}', $3)`,
      [atrium.site.siteId, type, createdAt],
    );
  const list = (payload: object) =>
    atrium.app.inject({
      method: 'POST',
      url: '/atrium/v1/events',
      payload,
      headers: { authorization: atrium.site.apiKey },
    });
  const types = async (payload: object) =>
    ((await list(payload)).json().events as SiteEvent[]).map((event) => `${event.type}@${event.createdDate}`);

  beforeAll(async () => {
    atrium = await createTestApp();
    await record('order.created', '2026-11-01T10:00:00Z');
    await record('order.paid', '2026-11-02T10:00:00Z');
    await record('order.created', '2026-11-03T10:00:00Z');
  });
  afterAll(async () => atrium?.close());

  it('keeps a period, both ends included, with or without types', async () => {
    expect(await types({ createdFrom: '2026-11-02T10:00:00Z' })).toEqual([
      'order.created@2026-11-03T10:00:00.000Z',
      'order.paid@2026-11-02T10:00:00.000Z',
    ]);
    expect(await types({ createdTo: '2026-11-02T12:00:00+02:00' })).toEqual([
      'order.paid@2026-11-02T10:00:00.000Z',
      'order.created@2026-11-01T10:00:00.000Z',
    ]);
    const both = { createdFrom: '2026-11-01T10:00:00Z', createdTo: '2026-11-02T10:00:00Z' };
    expect(await types({ ...both, eventTypes: ['order.created'] })).toEqual([
      'order.created@2026-11-01T10:00:00.000Z',
    ]);
  });

  it('refuses a date that is not one, and a period that ends before it starts', async () => {
    expect(violatedFields(await list({ createdFrom: 'yesterday' }))).toEqual(['createdFrom']);
    expect(violatedFields(await list({ createdTo: '2026-13-01T00:00:00Z' }))).toEqual(['createdTo']);
    const backwards = await list({ createdFrom: '2026-11-03T00:00:00Z', createdTo: '2026-11-02T00:00:00Z' });
    expect(violatedFields(backwards)).toEqual(['createdTo']);
    expect(backwards.json().details.validationError.fieldViolations[0].description).toMatch(/createdFrom/);
  });

  it('lists the types the log holds, each once, for this site only', async () => {
    // Another site of the same server, whose creation is an event of its own.
    await atrium.modules.sites.createSite({ name: 'Elsewhere' });
    const answer = await atrium.app.inject({
      url: '/atrium/v1/event-types',
      headers: { authorization: atrium.site.apiKey },
    });
    expect(answer.json()).toEqual({ eventTypes: ['order.created', 'order.paid'] });
  });

  it('lets only the site and keys that read events list the types', async () => {
    const types = (authorization?: string) =>
      atrium.app.inject({ url: '/atrium/v1/event-types', headers: authorization ? { authorization } : {} });
    expect((await types()).statusCode).toBe(401);
    expect((await types(await visitorToken(atrium, atrium.site.clientId))).statusCode).toBe(403);
    const narrow = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'orders', ['ecom.manage']);
    expect(code(await types(narrow.key))).toBe('MISSING_PERMISSION');
    const reader = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'reader', ['events.read']);
    expect((await types(reader.key)).statusCode).toBe(200);
  });

  // Last: its events are of today, inside the periods and types the tests above count.
  it('names a visitor or a member as the actor of what they did', async () => {
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const addToCart = (authorization: string) =>
      atrium.app.inject({
        method: 'POST',
        url: '/ecom/v1/carts/current/add-to-cart',
        payload: {
          lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: randomUUID() } }],
        },
        headers: { authorization },
      });
    expect((await addToCart(visitor)).statusCode).toBe(200);
    // Registering signs the visitor in, and the member adopts the visitor's cart.
    const registered = await atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: 'mia@example.com' }, password: 'a fine password' },
      headers: { authorization: visitor },
    });
    const memberId = registered.json().identity.id;
    const events = (await list({ eventTypes: ['cart.created', 'member.registered', 'cart.updated'] })).json()
      .events as SiteEvent[];
    const visitorId = events.at(-1)!.actor!.id;
    expect(events.map((event) => [event.type, event.actor])).toEqual([
      ['cart.updated', { kind: 'MEMBER', id: memberId }],
      ['member.registered', { kind: 'VISITOR', id: visitorId }],
      ['cart.created', { kind: 'VISITOR', id: visitorId }],
    ]);
  });
});
