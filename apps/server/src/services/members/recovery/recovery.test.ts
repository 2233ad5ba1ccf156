import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import { jobsSettled } from '../../../test/wait.js';
import { RECOVERY_QUEUE } from './recovery.js';

const RECOVERY = '/_api/iam/recovery/v1';
const LOOK_UP = '/atrium/v1/hosted/recovery-links/look-up';

describe('password recovery by email link', () => {
  let atrium: TestAtrium;
  let visitor = '';
  beforeAll(async () => {
    atrium = await createTestApp();
    visitor = await visitorToken(atrium, atrium.site.clientId);
    await post('/_api/iam/authentication/v2/register', {
      loginId: { email: 'ivy@example.com' },
      password: 'a fine password',
    });
  });
  afterAll(async () => atrium?.close());

  function post(url: string, payload: object, authorization = visitor) {
    return atrium.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  }
  async function linkFor(email: string, count = 1): Promise<URL> {
    const started = Date.now();
    for (;;) {
      const mails = await atrium.core.mail.list(atrium.site.siteId, { to: email });
      if (mails.length >= count) return new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]);
      if (Date.now() - started > 20_000) throw new Error(`no recovery mail for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const login = (email: string, password: string) =>
    post('/_api/iam/authentication/v2/login', { loginId: { email }, password });

  it('answers alike for known and unknown addresses, and mails only the known one', async () => {
    const known = await post(`${RECOVERY}/send-email`, {
      email: 'ivy@example.com',
      redirect: { url: 'http://shop.test/callback' },
    });
    const unknown = await post(`${RECOVERY}/send-email`, { email: 'nobody@example.com' });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const link = await linkFor('ivy@example.com');
    expect(link.pathname).toBe('/hosted/reset-password');
    expect(link.searchParams.get('redirect')).toBe('http://shop.test/callback');
    // Both requests' jobs have run: the unknown address's ended without a mail.
    await jobsSettled(atrium.database, [RECOVERY_QUEUE], 2);
    expect(await atrium.core.mail.list(atrium.site.siteId, { to: 'nobody@example.com' })).toEqual([]);
    const foreign = await post(`${RECOVERY}/send-email`, {
      email: 'ivy@example.com',
      redirect: { url: 'http://evil.test/' },
    });
    expect(foreign.json().details.validationError.fieldViolations[0].field).toBe('redirect.url');
  });

  it('takes a reset page on an allowed origin of the client, as sign-out does, and no look-alike', async () => {
    // The platform client's sendPasswordResetEmail(email, redirectUri) sends its site's own page.
    const page = await post(`${RECOVERY}/send-email`, {
      email: 'ivy@example.com',
      redirect: { url: 'http://shop.test/reset?from=account' },
    });
    expect(page.statusCode).toBe(200);
    const link = await linkFor('ivy@example.com', 2);
    expect(link.searchParams.get('redirect')).toBe('http://shop.test/reset?from=account');
    const lookAlikes = [
      'http://shop.test.evil.example/reset',
      'https://shop.test/reset',
      'javascript:alert(1)',
    ];
    for (const [i, url] of lookAlikes.entries()) {
      const email = `someone-${i}@example.com`;
      const refused = await post(`${RECOVERY}/send-email`, { email, redirect: { url } });
      expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({
        field: 'redirect.url',
      });
    }
  });

  it('sets a new password once, ends the old sessions and signs the member in', async () => {
    const token = (await linkFor('ivy@example.com')).searchParams.get('token')!;
    // The reset page names the site and leads back to it; looking does not spend the link.
    const lookUp = (recoveryToken: string) =>
      atrium.app.inject({ method: 'POST', url: LOOK_UP, payload: { recoveryToken } });
    expect((await lookUp(token)).json()).toEqual({ siteName: 'Test site', siteUrl: 'http://shop.test' });
    expect(code(await lookUp('not-a-token'))).toBe('INVALID_RECOVERY_TOKEN');
    const weak = await atrium.app.inject({
      method: 'POST',
      url: `${RECOVERY}/recover`,
      payload: { recoveryToken: token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const recovered = await atrium.app.inject({
      method: 'POST',
      url: `${RECOVERY}/recover`,
      payload: { recoveryToken: token, password: 'a brand new password' },
    });
    expect(recovered.json()).toMatchObject({ state: 'SUCCESS', identity: { email: { isVerified: true } } });
    expect(code(await login('ivy@example.com', 'a fine password'))).toBe('-19976');
    expect((await login('ivy@example.com', 'a brand new password')).json().state).toBe('SUCCESS');
    const again = await atrium.app.inject({
      method: 'POST',
      url: `${RECOVERY}/recover`,
      payload: { recoveryToken: token, password: 'yet another password' },
    });
    expect(code(again)).toBe('INVALID_RECOVERY_TOKEN');
    expect(code(await lookUp(token))).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('lets an elevated caller send a set-your-password link to a member made by sign-on', async () => {
    const made = await post(
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'jo@example.com' } },
      atrium.site.apiKey,
    );
    expect(code(await login('jo@example.com', 'anything really'))).toBe('-19973');
    const byVisitor = await post(`${RECOVERY}/activation-email`, { identityId: made.json().identity.id });
    expect(byVisitor.statusCode).toBe(403);
    await post(`${RECOVERY}/activation-email`, { identityId: made.json().identity.id }, atrium.site.apiKey);
    const token = (await linkFor('jo@example.com')).searchParams.get('token')!;
    await atrium.app.inject({
      method: 'POST',
      url: `${RECOVERY}/recover`,
      payload: { recoveryToken: token, password: 'jo has a password' },
    });
    expect((await login('jo@example.com', 'jo has a password')).json().state).toBe('SUCCESS');
  });

  it('limits how often one address can be sent links', async () => {
    let last = await post(`${RECOVERY}/send-email`, { email: 'kai@example.com' });
    for (let i = 0; i < 5; i += 1) last = await post(`${RECOVERY}/send-email`, { email: 'kai@example.com' });
    expect([last.statusCode, code(last)]).toEqual([429, 'RATE_LIMITED']);
  });
});
