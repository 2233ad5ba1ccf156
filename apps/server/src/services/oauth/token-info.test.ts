import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';

describe('token introspection and the HTTP envelope of the platform client', () => {
  let atrium: TestAtrium;
  let now = Date.now();
  beforeAll(async () => {
    atrium = await createTestApp({ clock: () => now });
  });
  afterAll(async () => atrium?.close());

  const info = (payload: object) => atrium.app.inject({ method: 'POST', url: '/oauth2/token-info', payload });

  it('describes an active access token given directly, in a form body, or as the bearer header', async () => {
    const token = await visitorToken(atrium, atrium.site.clientId);
    const direct = (await info({ token })).json();
    expect(direct).toMatchObject({
      active: true,
      role: 'visitor',
      site_id: atrium.site.siteId,
      client_id: atrium.site.clientId,
      token_type: 'Bearer',
      iss: 'http://atrium.test',
    });
    expect(direct.exp).toBeGreaterThan(direct.iat);
    expect((await info({ body: `token=${encodeURIComponent(token)}` })).json().sub).toBe(direct.sub);
    expect((await info({ body: JSON.stringify({ token }) })).json().active).toBe(true);
    expect((await info({ headers: { Authorization: `Bearer ${token}` } })).json().active).toBe(true);
  });

  it('answers inactive for forged, expired or refresh tokens, and refuses a request without a token', async () => {
    const token = await visitorToken(atrium, atrium.site.clientId);
    const [header, payload] = token.split('.');
    expect((await info({ token: `${header}.${payload}.AAAA` })).json()).toEqual({ active: false });
    expect((await info({ token: 'not a token' })).json()).toEqual({ active: false });
    const tokens = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grantType: 'anonymous', clientId: atrium.site.clientId },
    });
    expect((await info({ token: tokens.json().refresh_token })).json()).toEqual({ active: false });
    now += 2 * 3600_000;
    expect((await info({ token })).json()).toEqual({ active: false });
    const missing = await info({ body: 'nothing=here' });
    expect(missing.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'token',
      violatedRule: 'REQUIRED_FIELD',
    });
    expect(
      (await info({ token: 'x'.repeat(9000) })).json().details.validationError.fieldViolations[0].field,
    ).toBe('token');
  });

  it('takes a grant wrapped in the envelope body, as JSON or as a form', async () => {
    const json = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        body: JSON.stringify({ grantType: 'anonymous', clientId: atrium.site.clientId }),
        method: 'POST',
      },
    });
    expect(json.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    const form = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { body: `grantType=anonymous&clientId=${atrium.site.clientId}` },
    });
    expect(form.statusCode).toBe(200);
    const empty = await atrium.app.inject({ method: 'POST', url: '/oauth2/token', payload: { body: '' } });
    expect(empty.json().details.validationError.fieldViolations[0].field).toBe('grantType');
  });
});
