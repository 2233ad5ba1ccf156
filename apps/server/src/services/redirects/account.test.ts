import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';

const SESSION_URL = '/_api/redirects-api/v1/redirect-session';
const TOKEN_URL = '/atrium/v1/hosted/account-token';

describe('the member’s hosted account page', () => {
  let atrium: TestAtrium;
  let visitor = '';
  let sessionToken = '';

  beforeAll(async () => {
    atrium = await createTestApp();
    visitor = await visitorToken(atrium, atrium.site.clientId);
    const registered = await atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: 'bea@example.com' }, password: 'a fine password' },
      headers: { authorization: visitor },
    });
    sessionToken = registered.json().sessionToken;
  });
  afterAll(async () => atrium?.close());

  const createSession = (payload: object) =>
    atrium.app.inject({ method: 'POST', url: SESSION_URL, payload, headers: { authorization: visitor } });
  const askToken = (sessionId: string, headers: Record<string, string> = {}) =>
    atrium.app.inject({ method: 'POST', url: TOKEN_URL, payload: { sessionId }, headers });

  it('opens the account page through sign-in, then hands the page a short member token for the cookie', async () => {
    const created = await createSession({
      membersAccount: { section: 'ACCOUNT_INFO' },
      callbacks: { postFlowUrl: 'http://shop.test/account' },
    });
    const { id, fullUrl } = created.json().redirectSession;
    expect(new URL(fullUrl).pathname).toBe('/hosted/account');
    const described = await atrium.app.inject({ url: `/atrium/v1/hosted/redirect-sessions/${id}` });
    expect(described.json()).toMatchObject({
      intent: 'membersAccount',
      returnUrl: 'http://shop.test/account',
    });

    // Signed out: no token, and the authorize step sends the member to sign in first.
    expect(code(await askToken(id))).toBe('NOT_SIGNED_IN');
    const signedOut = await atrium.app.inject({ url: `/hosted/authorize?session=${id}` });
    expect(signedOut.headers.location).toBe(`/hosted/login?session=${id}`);

    const signedIn = await atrium.app.inject({
      url: `/hosted/authorize?session=${id}&sessionToken=${encodeURIComponent(sessionToken)}`,
    });
    expect(signedIn.headers.location).toBe(`/hosted/account?session=${id}`);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;

    const token = await askToken(id, {
      cookie,
      origin: 'http://atrium.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(token.json()).toMatchObject({ email: 'bea@example.com', expiresIn: 600 });
    const factors = await atrium.app.inject({
      url: '/atrium/v1/members/me/factors',
      headers: { authorization: token.json().accessToken },
    });
    expect(factors.json()).toEqual({ factors: [] });
    // A page of another origin, even one the site allows, is refused and gets no CORS answer.
    const cross = await askToken(id, { cookie, origin: 'http://shop.test' });
    expect(code(cross)).toBe('FORBIDDEN');
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
    expect(code(await askToken(id, { cookie, 'sec-fetch-site': 'cross-site' }))).toBe('FORBIDDEN');
  });

  it('refuses sections other issues own, a post-flow URL the client does not allow, and other sessions', async () => {
    const orders = await createSession({ membersAccount: { section: 'ORDERS' } });
    expect(code(orders)).toBe('INTENT_NOT_AVAILABLE');
    const elsewhere = await createSession({
      membersAccount: {},
      callbacks: { postFlowUrl: 'https://evil.example/' },
    });
    expect(elsewhere.json().details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
    const bad = await createSession({ membersAccount: { section: 'NOPE' } });
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('membersAccount.section');
    const login = (await createSession({ login: {} })).json().redirectSession.id;
    expect(code(await askToken(login))).toBe('FORBIDDEN');
    expect(code(await askToken('00000000-0000-4000-8000-000000000000'))).toBe('REDIRECT_SESSION_NOT_FOUND');
    expect((await askToken('not-an-id')).json().details.validationError.fieldViolations[0].field).toBe(
      'sessionId',
    );
  });
});
