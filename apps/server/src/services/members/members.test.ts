import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';

const BASE = '/_api/iam/authentication/v2';

describe('member registration and sign-in', () => {
  let atrium: TestAtrium;
  let other: TestAtrium;
  let visitor = '';
  let now = Date.now();

  beforeAll(async () => {
    atrium = await createTestApp({ clock: () => now });
    other = await createTestApp();
    visitor = await visitorToken(atrium, atrium.site.clientId);
  });
  afterAll(async () => {
    await atrium?.close();
    await other?.close();
  });

  /** Who calls: the test site's visitor unless told otherwise. */
  type As = { authorization?: string; app?: TestAtrium };
  const post = (url: string, payload: object, { authorization = visitor, app = atrium }: As = {}) =>
    app.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const fields = (response: {
    json(): { details: { validationError: { fieldViolations: { field: string }[] } } };
  }) => response.json().details.validationError.fieldViolations.map((v) => v.field);
  const register = (email: string, password = 'a fine password', extra: object = {}) =>
    post(`${BASE}/register`, { loginId: { email }, password, ...extra });
  const login = (email: string, password: string, as: As = {}) =>
    post(`${BASE}/login`, { loginId: { email }, password }, as);

  it('refuses bad registrations field by field, storing nothing', async () => {
    const bad = await post(`${BASE}/register`, {
      loginId: { email: 'not an email' },
      password: 'short',
      profile: { nickname: 'x'.repeat(201), birthdate: '1990-13-45', unknownField: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['loginId.email', 'password', 'profile.birthdate', 'profile.nickname']);
    expect(fields(await post(`${BASE}/register`, {}))).toEqual(['loginId', 'password']);
    expect(await atrium.modules.members.find(atrium.site.siteId, 'not an email')).toBeUndefined();
    expect(
      (await post(`${BASE}/register`, { loginId: { email: 'a@b.co' }, password: 'x'.repeat(300) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await atrium.app.inject({ method: 'POST', url: `${BASE}/register`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('registers a member who is signed in at once on an open site', async () => {
    const response = await register('Ada@Example.com', 'a fine password', {
      profile: { firstName: 'Ada', customFields: [{ name: 'shoeSize', value: { numValue: 38 } }] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.state).toBe('SUCCESS');
    expect(body.sessionToken).toMatch(/^[\w-]{43}$/);
    expect(body.identity).toMatchObject({
      email: { address: 'ada@example.com', isVerified: false },
      status: { name: 'ACTIVE', reasons: [] },
      identityProfile: { firstName: 'Ada' },
      factors: [{ type: 'PASSWORD', status: 'ACTIVE' }],
    });
    const again = await register('ada@example.com');
    expect([again.statusCode, code(again)]).toEqual([409, '-19995']);
  });

  it('holds new members for an owner, or for a code, as the site’s settings say', async () => {
    await atrium.modules.members.settings.update(atrium.site.siteId, { registration: 'APPROVAL' });
    const held = (await register('bob@example.com')).json();
    expect(held).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { status: { name: 'PENDING' } },
    });
    expect(held.sessionToken ?? null).toBeNull();
    expect((await login('bob@example.com', 'a fine password')).json().state).toBe('REQUIRE_OWNER_APPROVAL');

    await atrium.modules.members.settings.update(atrium.site.siteId, {
      registration: 'OPEN',
      requireEmailVerification: true,
    });
    const waiting = (await register('cy@example.com')).json();
    expect(waiting.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(waiting.stateToken).toMatch(/^[\w-]{43}$/);
    expect(waiting.identity.status.reasons).toEqual(['PENDING_EMAIL_VERIFICATION_REQUIRED']);
    await atrium.modules.members.settings.update(atrium.site.siteId, { requireEmailVerification: false });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await login('ada@example.com', 'wrong password');
    const unknown = await login('nobody@example.com', 'wrong password');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(code(wrong)).toBe('-19976');
    expect(unknown.json()).toEqual(wrong.json());
    const right = await login('ADA@example.com', 'a fine password');
    expect(right.json()).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { address: 'ada@example.com' } },
    });
    // A member of one site is nobody on another.
    expect(
      code(
        await login('ada@example.com', 'a fine password', {
          app: other,
          authorization: await visitorToken(other, other.site.clientId),
        }),
      ),
    ).toBe('-19976');
  });

  it('locks an address after repeated failures, longer each time, whether or not it has an account', async () => {
    for (const email of ['ada@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 5; i += 1) expect((await login(email, `guess ${i}`)).statusCode).toBe(401);
      const locked = await login(email, 'guess 5');
      expect([locked.statusCode, code(locked)]).toEqual([401, '-19976']);
      const blocked = await login(email, 'a fine password');
      expect([blocked.statusCode, code(blocked)]).toEqual([429, 'RATE_LIMITED']);
      expect(blocked.headers['retry-after']).toBe('30');
    }
    now += 31_000;
    expect((await login('ada@example.com', 'still wrong')).statusCode).toBe(401);
    expect((await login('ada@example.com', 'a fine password')).headers['retry-after']).toBe('60');
    now += 61_000;
    expect((await login('ada@example.com', 'a fine password')).json().state).toBe('SUCCESS');
    // Success clears the count.
    expect((await login('ada@example.com', 'wrong again')).statusCode).toBe(401);
    expect((await login('ada@example.com', 'a fine password')).statusCode).toBe(200);
  });

  it('signs members on for API keys only, making them if new', async () => {
    const byVisitor = await post(`${BASE}/sign-on`, { loginId: { email: 'dee@example.com' } });
    expect(byVisitor.statusCode).toBe(403);
    const made = await post(
      `${BASE}/sign-on`,
      { loginId: { email: 'dee@example.com' }, verifyEmail: true },
      { authorization: atrium.site.apiKey },
    );
    expect(made.json()).toMatchObject({
      identity: { email: { address: 'dee@example.com', isVerified: true }, factors: [] },
    });
    expect(made.json().sessionToken).toMatch(/^[\w-]{43}$/);
    // Without a password, signing in means resetting one.
    expect(code(await login('dee@example.com', 'anything at all'))).toBe('-19973');
    const same = await post(
      `${BASE}/sign-on`,
      { loginId: { email: 'dee@example.com' } },
      { authorization: atrium.site.apiKey },
    );
    expect(same.json().identity.id).toBe(made.json().identity.id);
  });

  it('issues member tokens to a trusted server, and a password change ends the member’s sessions', async () => {
    const ada = (await atrium.modules.members.find(atrium.site.siteId, 'ada@example.com'))!;
    const grant = (authorization: string, memberId = ada.id) =>
      atrium.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
        headers: { authorization },
      });
    expect((await grant(visitor)).statusCode).toBe(401);
    expect(code(await grant(`${visitor},atr_bogus`))).toBe('INVALID_API_KEY');
    const second = await atrium.modules.sites.createSite({ name: 'Second' });
    const secondVisitor = (
      await atrium.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { grantType: 'anonymous', clientId: second.client.id },
      })
    ).json().access_token;
    expect(code(await grant(`${secondVisitor},${atrium.site.apiKey}`))).toBe('SITE_MISMATCH');
    const held = (await atrium.modules.members.find(atrium.site.siteId, 'bob@example.com'))!;
    expect(code(await grant(`${visitor},${atrium.site.apiKey}`, held.id))).toBe('MEMBER_NOT_ACTIVE');

    const tokens = (await grant(`${visitor},${atrium.site.apiKey}`)).json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'offline_access' });
    const changed = await post(
      `${BASE}/change-password`,
      { newPassword: 'a new fine password' },
      { authorization: tokens.access_token },
    );
    expect(changed.statusCode).toBe(200);
    expect(code(await login('ada@example.com', 'a fine password'))).toBe('-19976');
    expect((await login('ada@example.com', 'a new fine password')).statusCode).toBe(200);
    const refresh = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        grantType: 'refresh_token',
        clientId: atrium.site.clientId,
        refreshToken: tokens.refresh_token,
      },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(`${BASE}/change-password`, { newPassword: 'whatever it is' })).statusCode).toBe(403);
  });

  it('validates an address’s form without saying whether it has an account', async () => {
    const valid = await post(`${BASE}/validate-email`, { email: 'ada@example.com' });
    expect(valid.json()).toEqual({ valid: true, formatInvalid: false, failure: null });
    const invalid = await post(`${BASE}/validate-email`, { email: 'ada@' });
    expect(invalid.json()).toMatchObject({ valid: false, formatInvalid: true });
  });
});
