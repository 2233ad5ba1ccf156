import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../test/app.js';

let now = Date.parse('2026-11-21T10:00:00.000Z');
let atrium: TestAtrium;
let rotating: TestAtrium;

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  rotating = await createTestApp({ clock: () => now, rotateRefreshTokens: true });
});
afterAll(async () => {
  await atrium?.close();
  await rotating?.close();
});

async function token(target: TestAtrium, body: Record<string, unknown>) {
  const response = await target.app.inject({ method: 'POST', url: '/oauth2/token', payload: body });
  return { status: response.statusCode, body: response.json() };
}

const anonymous = (target: TestAtrium) =>
  token(target, { clientId: target.site.clientId, grantType: 'anonymous' });
const refresh = (target: TestAtrium, refreshToken: string) =>
  token(target, { clientId: target.site.clientId, grantType: 'refresh_token', refreshToken });
const listWebhooks = (target: TestAtrium, authorization?: string, headers: Record<string, string> = {}) =>
  target.app.inject({
    method: 'GET',
    url: '/atrium/v1/webhooks/00000000-0000-4000-8000-000000000000',
    headers: { ...(authorization ? { authorization } : {}), ...headers },
  });

describe('grants', () => {
  it('issues a visitor token pair that verifies against the JWKS', async () => {
    const { status, body } = await anonymous(atrium);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'offline_access' });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const jwks = (await atrium.app.inject({ method: 'GET', url: '/oauth2/jwks' })).json();
    const { payload, protectedHeader } = await jwtVerify(body.access_token, createLocalJWKSet(jwks), {
      currentDate: new Date(now),
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      sid: atrium.site.siteId,
      cid: atrium.site.clientId,
      role: 'visitor',
      iss: 'http://atrium.test',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('keeps the refresh token when the client does not rotate', async () => {
    const first = await anonymous(atrium);
    const renewed = await refresh(atrium, first.body.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).toBe(first.body.refresh_token);
    const again = await refresh(atrium, first.body.refresh_token);
    expect(again.status).toBe(200);
  });

  it('refuses unknown clients as application errors', async () => {
    for (const clientId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "x' or '1'='1"]) {
      const { status, body } = await token(atrium, { clientId, grantType: 'anonymous' });
      expect(status).toBe(400);
      expect(body.details.applicationError.code).toBe('UNKNOWN_CLIENT');
    }
  });

  it('refuses a refresh token of another client, an unknown one, and a missing one', async () => {
    const other = await anonymous(rotating);
    const foreign = await refresh(atrium, other.body.refresh_token);
    expect(foreign.body.details.applicationError.code).toBe('INVALID_GRANT');
    expect((await refresh(atrium, 'x'.repeat(43))).body.details.applicationError.code).toBe('INVALID_GRANT');
    const missing = await token(atrium, { clientId: atrium.site.clientId, grantType: 'refresh_token' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations).toEqual([
      { field: 'refreshToken', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('names missing and unsupported grant types', async () => {
    const missing = await token(atrium, { clientId: atrium.site.clientId });
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe('grantType');
    const unknown = await token(atrium, { clientId: atrium.site.clientId, grantType: 'password' });
    expect(unknown.body.details.applicationError.code).toBe('UNSUPPORTED_GRANT_TYPE');
    const oversized = await token(atrium, { clientId: 'c'.repeat(101), grantType: 'anonymous' });
    expect(oversized.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'clientId',
      violatedRule: 'MAX_LENGTH',
    });
  });

  it('lets access tokens and refresh tokens expire', async () => {
    const { body } = await anonymous(atrium);
    now += 3601 * 1000;
    const expired = await listWebhooks(atrium, body.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().details.applicationError.code).toBe('TOKEN_EXPIRED');
    expect((await refresh(atrium, body.refresh_token)).status).toBe(200);
    now += 31 * 86_400_000;
    const stale = await refresh(atrium, body.refresh_token);
    expect(stale.body.details.applicationError.code).toBe('INVALID_GRANT');
    expect(await atrium.modules.oauth.service.deleteExpiredRefreshTokens()).toBeGreaterThan(0);
  });
});

describe('rotation', () => {
  it('rotates on each refresh and revokes the family when a rotated token comes back', async () => {
    const first = await anonymous(rotating);
    const second = await refresh(rotating, first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    const third = await refresh(rotating, second.body.refresh_token);
    expect(third.status).toBe(200);
    const reuse = await refresh(rotating, first.body.refresh_token);
    expect(reuse.body.details.applicationError.code).toBe('INVALID_GRANT');
    // The newest token of the family is burnt too: whoever replayed the old one cannot keep a session.
    expect((await refresh(rotating, third.body.refresh_token)).status).toBe(400);
  });

  it('treats two concurrent uses of one token as reuse', async () => {
    const first = await anonymous(rotating);
    const results = await Promise.all([
      refresh(rotating, first.body.refresh_token),
      refresh(rotating, first.body.refresh_token),
    ]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const result of ok) expect((await refresh(rotating, result.body.refresh_token)).status).toBe(400);
  });
});

describe('auth context', () => {
  it('answers 401 without credentials and for a bad token, 403 to a visitor on an elevated route', async () => {
    const none = await listWebhooks(atrium);
    expect(none.statusCode).toBe(401);
    expect(none.json().details.applicationError.code).toBe('UNAUTHENTICATED');
    const garbage = await listWebhooks(atrium, 'eyJhbGciOiJub25lIn0.e30.');
    expect(garbage.json().details.applicationError.code).toBe('INVALID_TOKEN');
    const { body } = await anonymous(atrium);
    for (const header of [body.access_token, `Bearer ${body.access_token}`]) {
      const visitor = await listWebhooks(atrium, header);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().details.applicationError.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a token signed by another installation', async () => {
    const { body } = await anonymous(rotating);
    const response = await listWebhooks(atrium, body.access_token);
    expect(response.statusCode).toBe(401);
  });

  it('accepts API keys with or without the site header, and refuses other sites and revoked keys', async () => {
    expect((await listWebhooks(atrium, atrium.site.apiKey)).statusCode).toBe(404);
    expect(
      (await listWebhooks(atrium, atrium.site.apiKey, { 'wix-site-id': atrium.site.siteId })).statusCode,
    ).toBe(404);
    const mismatch = await listWebhooks(atrium, atrium.site.apiKey, { 'wix-site-id': rotating.site.siteId });
    expect(mismatch.json().details.applicationError.code).toBe('SITE_MISMATCH');
    const key = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'temporary');
    expect(await atrium.modules.sites.revokeApiKey(atrium.site.siteId, key.id)).toMatchObject({
      revokedAt: expect.any(Date),
    });
    const revoked = await listWebhooks(atrium, key.key);
    expect(revoked.json().details.applicationError.code).toBe('INVALID_API_KEY');
    const tampered = await listWebhooks(atrium, atrium.site.apiKey.slice(0, -2) + 'xx');
    expect(tampered.statusCode).toBe(401);
  });

  it('limits an API key to its permissions', async () => {
    const key = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'reader', ['events.read']);
    const response = await listWebhooks(atrium, key.key);
    expect(response.statusCode).toBe(403);
    expect(response.json().details.applicationError.code).toBe('MISSING_PERMISSION');
  });
});

describe('CORS', () => {
  it('answers preflights for allowed origins with the wire headers', async () => {
    const response = await atrium.app.inject({
      method: 'OPTIONS',
      url: '/oauth2/token',
      headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(response.headers['access-control-allow-headers']).toContain('x-wix-consistent');
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    const actual = await atrium.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://shop.test' },
    });
    expect(actual.headers['access-control-expose-headers']).toBe('x-wix-request-id, x-wix-consistent');
  });

  it('refuses other origins', async () => {
    const response = await atrium.app.inject({
      method: 'OPTIONS',
      url: '/oauth2/token',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const actual = await atrium.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://evil.test' },
    });
    expect(actual.headers['access-control-allow-origin']).toBeUndefined();
  });
});
