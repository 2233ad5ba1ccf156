import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authentication, createClient, isTokenError, OAuthStrategy, oauth, redirects } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const REDIRECT = 'http://shop.test/callback';
let atrium: ListeningAtrium;

beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

function site() {
  const auth = OAuthStrategy({ clientId: atrium.site.clientId });
  const client = createClient({ modules: { authentication, redirects, oauth }, auth, host: atrium.host });
  return { auth, client };
}

/** What a browser does with the authorize link: follow it once, with the session it has. */
async function followAuthorize(url: string, sessionToken?: string): Promise<string> {
  const response = await fetch(sessionToken ? `${url}&sessionToken=${sessionToken}` : url, {
    redirect: 'manual',
  });
  return response.headers.get('location') ?? '';
}

describe('member flows of OAuthStrategy against the real server', () => {
  it('registers, maps the states and the error codes of specification 000', async () => {
    const { client } = site();
    await expect(client.oauth.userInfo()).rejects.toThrow();
    const registered = await client.auth.register({
      email: 'ada@example.com',
      password: 'a fine password',
      profile: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.loginState).toBe('SUCCESS');
    expect(registered.data?.sessionToken).toMatch(/^[\w-]{43}$/);
    expect(
      await client.auth.register({ email: 'ada@example.com', password: 'a fine password' }),
    ).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(await client.auth.register({ email: 'not-an-email', password: 'a fine password' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
    expect(await client.auth.login({ email: 'ada@example.com', password: 'wrong' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    });
    const signedIn = await client.auth.login({ email: 'ada@example.com', password: 'a fine password' });
    expect(signedIn.loginState).toBe('SUCCESS');

    await atrium.modules.members.settings.update(atrium.site.siteId, { registration: 'APPROVAL' });
    expect(
      (await client.auth.register({ email: 'bob@example.com', password: 'a fine password' })).loginState,
    ).toBe('OWNER_APPROVAL_REQUIRED');
    await atrium.modules.members.settings.update(atrium.site.siteId, {
      registration: 'OPEN',
      requireEmailVerification: true,
    });
    const waiting = await client.auth.register({ email: 'cy@example.com', password: 'a fine password' });
    expect(waiting).toMatchObject({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    });
    const mail = (await atrium.core.mail.list(atrium.site.siteId, { to: 'cy@example.com' }))[0]!;
    const sent = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrong = await client.auth.processVerification({
      verificationCode: sent === '000000' ? '111111' : '000000',
    });
    expect(wrong.loginState).toBe('FAILURE');
    const verified = await client.auth.processVerification({ verificationCode: sent }, waiting);
    expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    await expect(client.auth.processVerification({ verificationCode: sent }, verified)).rejects.toThrow(
      'processVerification needs the login state EMAIL_VERIFICATION_REQUIRED',
    );
    await atrium.modules.members.settings.update(atrium.site.siteId, { requireEmailVerification: false });
  });

  it('runs the authorization-code flow: auth URL, code, member tokens, logout', async () => {
    const { auth, client } = site();
    const { data } = await client.auth.login({ email: 'ada@example.com', password: 'a fine password' });
    const oauthData = await auth.generateOAuthData(REDIRECT, 'http://shop.test/account');
    const { authUrl } = await auth.getAuthUrl(oauthData);
    // The test server's public URL is http://atrium.test; here it is reached at its loopback port.
    expect(authUrl).toMatch(/^http:\/\/atrium\.test\/hosted\/authorize\?session=/);
    const location = await followAuthorize(
      authUrl.replace('http://atrium.test', atrium.host),
      data!.sessionToken,
    );
    const { code, state } = auth.parseFromUrl(location, 'fragment');

    await expect(auth.getMemberTokens(undefined, state, oauthData)).rejects.toThrow('Missing code or _state');
    await expect(auth.getMemberTokens(code, 'other', oauthData)).rejects.toThrow('Invalid _state');
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    await auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    expect(await client.oauth.userInfo()).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
    await client.authentication.changePassword('a new fine password');

    const replay = await auth.getMemberTokens(code, state, oauthData).catch((error: unknown) => error);
    expect(isTokenError(replay) && replay.message).toContain('Failed to fetch tokens from OAuth API');

    await client.auth.sendPasswordResetEmail('ada@example.com', REDIRECT);
    await expect(client.auth.sendPasswordResetEmail('ada@example.com', 'http://evil.test/')).rejects.toThrow(
      'redirect.url',
    );

    const { logoutUrl } = await auth.logout('http://shop.test/');
    expect(logoutUrl).toMatch(/\/hosted\/logout\?session=/);
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken.role).toBe('none');
  });

  it('pre-warms the hosted sign-in page at most once a week', async () => {
    const { client } = site();
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    const count = async () => {
      const sql = "select count(*)::int as n from redirect_sessions where intent = 'login'";
      return Number((await atrium.database.executeSql(sql)).rows[0]?.n ?? 0);
    };
    const before = await count();
    await client.auth.prewarmRedirectSession({ storage });
    await client.auth.prewarmRedirectSession({ storage });
    expect(await count()).toBe(before + 1);
    kept.set('atrium-redirect-prewarm', String(Date.now() - 604_800_001));
    await client.auth.prewarmRedirectSession({ storage });
    expect(await count()).toBe(before + 2);
  });
});
