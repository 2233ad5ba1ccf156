import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  CSRF_HEADER,
  isApplicationError,
  isValidationError,
  ownerSession,
  SessionCookieStrategy,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

/** A browser's cookie jar, enough for one same-origin session cookie. */
function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

/** The dashboard's client: the cookie session, and the CSRF token of the last session read. */
function dashboard() {
  let csrf: string | undefined;
  const client = createClient({
    modules: { ownerSession },
    auth: SessionCookieStrategy({ csrfToken: () => csrf }),
    host: atrium.host,
    fetch: cookieFetch(),
  });
  const refresh = async () => {
    const session = await client.ownerSession.getSession();
    csrf = session.csrfToken;
    return session;
  };
  return { client, refresh };
}

const codeOf = (error: unknown) => (isApplicationError(error) ? error.code : error);
const OWNER = { email: 'ada@example.com', name: 'Ada', password: 'a fine password' };

describe('the owner session module against the real server', () => {
  it('sets up the first owner from the link, then reads the session with its sites', async () => {
    const token = (await atrium.modules.owners.service.createSetupToken())!;
    const { client, refresh } = dashboard();
    await expect(client.ownerSession.lookUpSetupLink(token)).resolves.toBeUndefined();
    expect(codeOf(await client.ownerSession.lookUpSetupLink('wrong').catch((e) => e))).toBe(
      'INVALID_SETUP_LINK',
    );
    const owner = await client.ownerSession.setUp({ token, ...OWNER });
    expect(owner).toMatchObject({ email: OWNER.email, name: 'Ada', twoFactorEnabled: false });
    expect(owner._createdDate).toBeInstanceOf(Date);

    const session = await refresh();
    expect(session.owner._id).toBe(owner._id);
    expect(session.sites).toEqual([{ _id: atrium.site.siteId, name: 'Test site' }]);
    expect(session.csrfToken).toEqual(expect.any(String));
  });

  it('refuses a change without the CSRF token, and makes one with it', async () => {
    const { client, refresh } = dashboard();
    const unsigned = await client.ownerSession.getSession().catch((e) => e);
    expect([codeOf(unsigned), unsigned.status]).toEqual(['NO_SESSION', 401]);

    await client.ownerSession.signIn({ email: OWNER.email, password: OWNER.password });
    const noCsrf = await client.ownerSession.createSiteToken(atrium.site.siteId).catch((e) => e);
    expect(codeOf(noCsrf)).toBe('INVALID_CSRF_TOKEN');

    await refresh();
    const issued = await client.ownerSession.createSiteToken(atrium.site.siteId);
    expect(issued.expiresIn).toBeGreaterThan(0);
    const site = await client.ownerSession.createSite({ name: 'Second shop' });
    expect(site).toMatchObject({ name: 'Second shop' });
    expect((await refresh()).sites.map((s) => s.name)).toContain('Second shop');

    expect(await client.ownerSession.updateAccount({ name: 'Ada L.' })).toMatchObject({ name: 'Ada L.' });
    const weak = await client.ownerSession
      .changePassword({ currentPassword: OWNER.password, newPassword: 'x' })
      .catch((e) => e);
    expect(isValidationError(weak) && weak.fieldViolations[0]?.field).toBe('change.newPassword');

    await client.ownerSession.signOut();
    expect(codeOf(await client.ownerSession.getSession().catch((e) => e))).toBe('NO_SESSION');
  });

  it('enrols an authenticator only with the password, and names what is not enabled', async () => {
    const { client, refresh } = dashboard();
    await client.ownerSession.signIn({ email: OWNER.email, password: OWNER.password });
    await refresh();
    const wrong = await client.ownerSession.startTotp('not my password').catch((e) => e);
    expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    const enrolment = await client.ownerSession.startTotp(OWNER.password);
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrCodeSvg).toContain('<svg');
    expect(codeOf(await client.ownerSession.confirmTotp('000000').catch((e) => e))).toBe('INVALID_CODE');
    expect(codeOf(await client.ownerSession.disableTotp(OWNER.password).catch((e) => e))).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    expect(codeOf(await client.ownerSession.regenerateRecoveryCodes(OWNER.password).catch((e) => e))).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
  });

  it('answers invitations, password resets and bad credentials with the contract’s codes', async () => {
    const { client } = dashboard();
    expect(codeOf(await client.ownerSession.lookUpInvite('nope').catch((e) => e))).toBe('INVALID_INVITE');
    expect(
      codeOf(await client.ownerSession.acceptInvite({ token: 'nope', password: 'x' }).catch((e) => e)),
    ).toBe('INVALID_INVITE');
    expect(
      codeOf(
        await client.ownerSession
          .resetPassword({ token: 'nope', password: 'a new password' })
          .catch((e) => e),
      ),
    ).toBe('INVALID_RESET_LINK');
    const reset = await client.ownerSession.requestPasswordReset(OWNER.email).catch((e) => e);
    expect(reset === undefined || codeOf(reset) === 'MAIL_NOT_CONFIGURED').toBe(true);
    const refused = await client.ownerSession
      .signIn({ email: OWNER.email, password: 'wrong password' })
      .catch((e) => e);
    expect(codeOf(refused)).toBe('INVALID_CREDENTIALS');
    expect(CSRF_HEADER).toBe('x-atrium-csrf');
  });
});
