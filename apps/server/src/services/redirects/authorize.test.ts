import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';

const REDIRECT = 'http://shop.test/callback';
const SESSION_URL = '/_api/redirects-api/v1/redirect-session';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('authorization with PKCE through the hosted authorize step', () => {
  let atrium: TestAtrium;
  let visitor = '';
  let sessionToken = '';
  let cookie = '';

  beforeAll(async () => {
    atrium = await createTestApp();
    visitor = await tokenFor(atrium.site.clientId);
    const registered = await atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: 'ada@example.com' }, password: 'a fine password' },
      headers: { authorization: visitor },
    });
    sessionToken = registered.json().sessionToken;
  });
  afterAll(async () => atrium?.close());

  const tokenFor = (clientId: string) => visitorToken(atrium, clientId);
  function authSession(overrides: Record<string, unknown> = {}, prompt?: string) {
    const { challenge, verifier } = pkce();
    const authRequest = {
      clientId: atrium.site.clientId,
      responseType: 'code',
      redirectUri: REDIRECT,
      state: 'st-1',
      responseMode: 'query',
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      ...overrides,
    };
    const response = atrium.app.inject({
      method: 'POST',
      url: SESSION_URL,
      payload: { auth: { authRequest, ...(prompt ? { prompt } : {}) } },
      headers: { authorization: visitor },
    });
    return { response, verifier };
  }
  const authorize = (fullUrl: string, extra = '', withCookie = cookie) =>
    atrium.app.inject({
      url: new URL(fullUrl).pathname + new URL(fullUrl).search + extra,
      headers: withCookie ? { cookie: withCookie } : {},
    });
  const redeem = (payload: Record<string, unknown>) =>
    atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grantType: 'authorization_code', clientId: atrium.site.clientId, ...payload },
    });

  it('refuses redirect URIs that differ at all, and PKCE that is missing or plain', async () => {
    const oneOff = await authSession({ redirectUri: 'http://shop.test/callbacK' }).response;
    expect(oneOff.json().details.validationError.fieldViolations[0].field).toBe(
      'auth.authRequest.redirectUri',
    );
    // A silent sign-in answers by message to an origin: an allowed origin will do, but nothing more than one.
    const origin = { redirectUri: 'http://shop.test' };
    expect((await authSession({ ...origin, responseMode: 'web_message' }).response).statusCode).toBe(200);
    expect((await authSession({ ...origin, responseMode: 'query' }).response).statusCode).toBe(400);
    const path = { redirectUri: 'http://shop.test/x', responseMode: 'web_message' };
    expect((await authSession(path).response).statusCode).toBe(400);
    const plain = await authSession({ codeChallengeMethod: 'plain' }).response;
    expect(plain.json().details.validationError.fieldViolations[0].field).toBe(
      'auth.authRequest.codeChallengeMethod',
    );
    const missing = await authSession({ codeChallenge: undefined }).response;
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe(
      'auth.authRequest.codeChallenge',
    );
    const other = await atrium.modules.sites.createSite({ name: 'Other', redirectUris: [REDIRECT] });
    const foreign = await authSession({ clientId: other.client.id }).response;
    expect(foreign.statusCode).toBe(400);
    const later = await atrium.app.inject({
      method: 'POST',
      url: SESSION_URL,
      payload: { bookingsCheckout: { serviceId: 'x' } },
      headers: { authorization: visitor },
    });
    expect(code(later)).toBe('INTENT_NOT_AVAILABLE');
  });

  it('sends a signed-out visitor to the sign-in page, or back with login_required for prompt=none', async () => {
    const { response } = authSession();
    const fullUrl = (await response).json().redirectSession.fullUrl as string;
    expect(fullUrl).toMatch(/^http:\/\/atrium\.test\/hosted\/authorize\?session=[0-9a-f-]{36}$/);
    const page = await authorize(fullUrl);
    expect([page.statusCode, page.headers.location]).toEqual([
      302,
      `/hosted/login?session=${new URL(fullUrl).searchParams.get('session')}`,
    ]);
    const silent = await (await authSession({ responseMode: 'fragment' }, 'none').response).json()
      .redirectSession.fullUrl;
    const back = await authorize(silent);
    expect(back.headers.location).toBe(
      `${REDIRECT}#error=login_required&error_description=The+member+is+not+signed+in&state=st-1`,
    );
  });

  it('exchanges the sessionToken for a code once, and the code for member tokens once', async () => {
    const { response, verifier } = authSession();
    const fullUrl = (await response).json().redirectSession.fullUrl;
    const page = await authorize(fullUrl, `&sessionToken=${sessionToken}`);
    expect(page.statusCode).toBe(302);
    const location = new URL(page.headers.location as string);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-1');
    const set = page.cookies.find((c) => c.name.startsWith('atrium_member_'))!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    cookie = `${set.name}=${set.value}`;
    const authCode = location.searchParams.get('code')!;

    expect(code(await redeem({ code: authCode, codeVerifier: pkce().verifier }))).toBe('INVALID_GRANT');
    expect(code(await redeem({ code: authCode, codeVerifier: verifier, redirectUri: `${REDIRECT}/` }))).toBe(
      'INVALID_GRANT',
    );
    const tokens = await redeem({ code: authCode, codeVerifier: verifier, redirectUri: REDIRECT });
    expect(tokens.statusCode).toBe(200);
    const member = tokens.json();
    const refresh = () =>
      atrium.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: {
          grantType: 'refresh_token',
          clientId: atrium.site.clientId,
          refreshToken: member.refresh_token,
        },
      });
    expect((await refresh()).statusCode).toBe(200);

    // A replayed code is refused, and revokes what it bought; the spent sessionToken opens nothing.
    expect(code(await redeem({ code: authCode, codeVerifier: verifier }))).toBe('INVALID_GRANT');
    expect(code(await refresh())).toBe('INVALID_GRANT');
    const again = await authorize(
      (await authSession().response).json().redirectSession.fullUrl,
      `&sessionToken=${sessionToken}`,
      '',
    );
    expect(again.statusCode).toBe(400);

    // The access token itself is a member's until it expires.
    const me = await atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/change-password',
      payload: { newPassword: 'another fine password' },
      headers: { authorization: member.access_token },
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs a returning member in silently with the hosted cookie, and not after logout', async () => {
    // The password change above ended the member's sessions: sign in again for a fresh one.
    const login = await atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      payload: { loginId: { email: 'ada@example.com' }, password: 'another fine password' },
      headers: { authorization: visitor },
    });
    const first = await authorize(
      (await authSession().response).json().redirectSession.fullUrl,
      `&sessionToken=${login.json().sessionToken}`,
      '',
    );
    const set = first.cookies.find((c) => c.name.startsWith('atrium_member_'))!;
    cookie = `${set.name}=${set.value}`;

    const { response, verifier } = authSession({ responseMode: 'web_message' }, 'none');
    const silent = await authorize((await response).json().redirectSession.fullUrl);
    expect(silent.statusCode).toBe(200);
    expect(silent.headers['content-security-policy']).toContain('frame-ancestors http://shop.test');
    const message = /postMessage\((\{.*?\}), "http:\/\/shop\.test"\)/.exec(silent.body)!;
    const { code: authCode, state } = JSON.parse(message[1]!);
    expect(state).toBe('st-1');
    expect((await redeem({ code: authCode, codeVerifier: verifier })).statusCode).toBe(200);

    const logout = await atrium.app.inject({
      url: `/_api/iam/authentication/v1/logout?clientId=${atrium.site.clientId}&postLogoutRedirectUri=${encodeURIComponent(REDIRECT)}`,
      headers: { cookie },
    });
    expect([logout.statusCode, logout.headers.location]).toEqual([302, REDIRECT]);
    const after = await authorize((await authSession({}, 'none').response).json().redirectSession.fullUrl);
    expect(after.headers.location).toContain('error=login_required');
  });

  it('describes a redirect session to the hosted page, and refuses unknown or expired ones', async () => {
    const fullUrl = (await authSession().response).json().redirectSession.fullUrl;
    const id = new URL(fullUrl).searchParams.get('session');
    const info = await atrium.app.inject({ url: `/atrium/v1/hosted/redirect-sessions/${id}` });
    expect(info.json()).toMatchObject({
      intent: 'auth',
      siteName: 'Test site',
      continueUrl: `/hosted/authorize?session=${id}`,
    });
    const unknown = await atrium.app.inject({
      url: '/hosted/authorize?session=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('text/html');
  });
});
