import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationCode as code, createTestApp, type TestAtrium } from '../../test/app.js';
import { createSitesService } from './service.js';

describe('site management: the site, OAuth clients and API keys', () => {
  let atrium: TestAtrium;
  let other: TestAtrium;
  beforeAll(async () => {
    atrium = await createTestApp();
    other = await createTestApp();
  });
  afterAll(async () => {
    await atrium?.close();
    await other?.close();
  });

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  // The site's API key unless another caller is named.
  const callAs =
    (authorization = atrium.site.apiKey) =>
    (method: Method, url: string, payload?: unknown) =>
      atrium.app.inject({
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
        headers: { authorization },
      });
  const call = (method: Method, url: string, payload?: unknown) => callAs()(method, url, payload);
  const violations = (response: Awaited<ReturnType<typeof call>>) =>
    response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);

  it('tells any caller of the site its name, and lets admins rename it', async () => {
    const grant = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grantType: 'anonymous', clientId: atrium.site.clientId },
    });
    const visitor = `Bearer ${grant.json().access_token}`;
    const read = await callAs(visitor)('GET', '/atrium/v1/site');
    expect(read.json().site).toMatchObject({ id: atrium.site.siteId, name: 'Test site' });
    expect(
      (await callAs(visitor)('PATCH', '/atrium/v1/site', { site: { name: 'Renamed' } })).statusCode,
    ).toBe(403);
    const renamed = await call('PATCH', '/atrium/v1/site', { site: { name: '  Renamed  ' } });
    expect(renamed.json().site.name).toBe('Renamed');
    expect((await call('PATCH', '/atrium/v1/site', { site: { name: '' } })).statusCode).toBe(400);
    expect((await callAs('')('GET', '/atrium/v1/site')).statusCode).toBe(401);
  });

  it('creates, changes and deletes OAuth clients, checking origins and redirect URIs exactly', async () => {
    const bad = await call('POST', '/atrium/v1/oauth-clients', {
      client: {
        name: 'x'.repeat(101),
        allowedOrigins: ['https://shop.example.com/', 'ftp://files.example.com'],
        redirectUris: ['https://shop.example.com/cb#frag', 'https://*.example.com/cb', 'javascript:alert(1)'],
        extra: true,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(violations(bad)).toEqual([
      'client.allowedOrigins[0]',
      'client.allowedOrigins[1]',
      'client.name',
      'client.redirectUris[0]',
      'client.redirectUris[1]',
      'client.redirectUris[2]',
    ]);
    const before = (await call('GET', '/atrium/v1/oauth-clients')).json().clients;
    expect(before).toHaveLength(1);

    const created = await call('POST', '/atrium/v1/oauth-clients', {
      client: {
        name: 'Mobile',
        allowedOrigins: ['https://m.example.com'],
        redirectUris: ['https://m.example.com/cb'],
      },
    });
    expect(created.statusCode).toBe(200);
    const client = created.json().client;
    expect(client).toMatchObject({ name: 'Mobile', rotateRefreshTokens: false });

    const masked = await call('PATCH', `/atrium/v1/oauth-clients/${client.id}`, {
      client: { rotateRefreshTokens: true, name: 'ignored' },
      fieldMask: 'rotateRefreshTokens',
    });
    expect(masked.json().client).toMatchObject({ name: 'Mobile', rotateRefreshTokens: true });
    const unknownField = await call('PATCH', `/atrium/v1/oauth-clients/${client.id}`, {
      client: {},
      fieldMask: 'siteId',
    });
    expect(violations(unknownField)).toEqual(['fieldMask']);

    // The new origin may call from a browser right away (the origin cache is cleared on change).
    const preflight = await atrium.app.inject({
      method: 'OPTIONS',
      url: '/atrium/v1/site',
      headers: { origin: 'https://m.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);

    // Another site's client is not found, whether read, changed or deleted.
    const foreign = `/atrium/v1/oauth-clients/${other.site.clientId}`;
    expect(code(await call('GET', foreign))).toBe('OAUTH_CLIENT_NOT_FOUND');
    expect((await call('PATCH', foreign, { client: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await call('DELETE', foreign)).statusCode).toBe(404);

    expect((await call('DELETE', `/atrium/v1/oauth-clients/${client.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/atrium/v1/oauth-clients/${client.id}`)).statusCode).toBe(404);
    const grant = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grantType: 'anonymous', clientId: client.id },
    });
    expect(grant.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses a key revoked by another server process within seconds, and at once in this one', async () => {
    const { siteId } = atrium.site;
    const here = atrium.modules.sites;
    const elsewhere = createSitesService(atrium.database.db);
    const key = await here.createApiKey(siteId, 'shared');
    expect(await here.verifyApiKey(key.key)).toMatchObject({ id: key.id, siteId });
    expect(await elsewhere.verifyApiKey(key.key)).toMatchObject({ id: key.id, siteId });
    await here.revokeApiKey(siteId, key.id);
    expect(await here.verifyApiKey(key.key)).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
    try {
      expect(await elsewhere.verifyApiKey(key.key)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a new API key once, lists keys by name and last use, and revokes them', async () => {
    const created = await call('POST', '/atrium/v1/api-keys', {
      apiKey: { name: 'Reporting', permissions: ['events.read'] },
    });
    expect(created.statusCode).toBe(200);
    const { apiKey, key } = created.json();
    expect(key).toMatch(/^atr_[0-9a-f]{32}_[\w-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Reporting', permissions: ['events.read'], lastUsedDate: null });

    // The new key works for what it may do, and nothing else.
    expect((await callAs(key)('GET', '/atrium/v1/events')).statusCode).toBe(200);
    expect(code(await callAs(key)('GET', '/atrium/v1/api-keys'))).toBe('MISSING_PERMISSION');

    const listed = (await call('GET', '/atrium/v1/api-keys')).json().apiKeys;
    const reporting = listed.find((k: { id: string }) => k.id === apiKey.id);
    expect(reporting.lastUsedDate).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key.slice(-43));

    const revoked = await call('POST', `/atrium/v1/api-keys/${apiKey.id}/revoke`);
    expect(revoked.json().apiKey.revokedDate).not.toBeNull();
    expect(code(await callAs(key)('GET', '/atrium/v1/events'))).toBe('INVALID_API_KEY');
    const active = (await call('GET', '/atrium/v1/api-keys')).json().apiKeys;
    expect(active.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
    const all = (await call('GET', '/atrium/v1/api-keys?includeRevoked=true')).json().apiKeys;
    expect(all.map((k: { id: string }) => k.id)).toContain(apiKey.id);

    const foreignKeyId = (await other.modules.sites.listApiKeys(other.site.siteId))[0]!.id;
    expect(code(await call('POST', `/atrium/v1/api-keys/${foreignKeyId}/revoke`))).toBe('API_KEY_NOT_FOUND');
    expect(
      (await other.app.inject({ url: '/atrium/v1/site', headers: { authorization: other.site.apiKey } }))
        .statusCode,
    ).toBe(200);
  });

  it('grants any permission a route asks for: the contract’s one table, media included', async () => {
    const created = await call('POST', '/atrium/v1/api-keys', {
      apiKey: { name: 'Uploader', permissions: ['media.manage'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { key } = created.json();
    expect((await callAs(key)('GET', '/site-media/v1/folders')).statusCode).toBe(200);
    expect(code(await callAs(key)('GET', '/atrium/v1/api-keys'))).toBe('MISSING_PERMISSION');
  });

  it('refuses unknown permissions, and keys granting more than they hold', async () => {
    const unknown = await call('POST', '/atrium/v1/api-keys', {
      apiKey: { name: 'x', permissions: ['root'] },
    });
    expect(violations(unknown)).toEqual(['apiKey.permissions[0]']);
    const missing = await call('POST', '/atrium/v1/api-keys', { apiKey: {} });
    expect(violations(missing)).toEqual(['apiKey.name']);
    const manager = (
      await call('POST', '/atrium/v1/api-keys', {
        apiKey: { name: 'Key manager', permissions: ['api-keys.manage'] },
      })
    ).json().key;
    const escalate = await callAs(manager)('POST', '/atrium/v1/api-keys', { apiKey: { name: 'Root' } });
    expect([escalate.statusCode, code(escalate)]).toEqual([403, 'MISSING_PERMISSION']);
    const same = await callAs(manager)('POST', '/atrium/v1/api-keys', {
      apiKey: { name: 'Peer', permissions: ['api-keys.manage'] },
    });
    expect(same.statusCode).toBe(200);
  });
});
