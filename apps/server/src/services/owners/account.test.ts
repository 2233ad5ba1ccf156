import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, type TestAtrium } from '../../test/app.js';
import { jobsSettled, waitFor } from '../../test/wait.js';

const OWNER = { email: 'grace@example.com', name: 'Grace', password: 'the first long passphrase' };
const NEW_PASSWORD = 'a second long passphrase';
type Method = 'GET' | 'POST' | 'PATCH';
const quotedPrintable = (body: string) => body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** An owner made from the setup link, and requests with or without their session. */
async function ownerOf(atrium: TestAtrium) {
  const injectWith =
    (headers: Record<string, string> = {}) =>
    (method: Method, url: string, body?: object) =>
      atrium.app.inject({ method, url, ...(body ? { payload: body } : {}), headers });
  const inject = (method: Method, url: string, body?: object) => injectWith()(method, url, body);
  const signIn = async (password: string, extra: { code?: string } = {}) => {
    const response = await inject('POST', '/atrium/v1/owner/sign-in', { ...OWNER, password, ...extra });
    const value = response.cookies.find((c) => c.name === 'atrium_owner_session')?.value;
    const cookie = `atrium_owner_session=${value}`;
    const csrf = value
      ? (await injectWith({ cookie })('GET', '/atrium/v1/owner/session')).json().csrfToken
      : '';
    return { response, headers: { cookie, 'x-atrium-csrf': csrf } };
  };
  const token = (await atrium.modules.owners.service.createSetupToken())!;
  const lookUp = await inject('POST', '/atrium/v1/owner/setup/look-up', { token });
  expect([lookUp.statusCode, lookUp.json()]).toEqual([200, {}]);
  expect((await inject('POST', '/atrium/v1/owner/setup', { ...OWNER, token })).statusCode).toBe(200);
  const spent = await inject('POST', '/atrium/v1/owner/setup/look-up', { token });
  expect([spent.statusCode, code(spent)]).toEqual([400, 'INVALID_SETUP_LINK']);
  return { inject, injectWith, signIn };
}

describe('an owner’s account without mail', () => {
  let atrium: TestAtrium;
  let now = Date.now();
  let owner: Awaited<ReturnType<typeof ownerOf>>;
  beforeAll(async () => {
    atrium = await createTestApp({ clock: () => now, config: { rateLimits: false } });
    owner = await ownerOf(atrium);
  });
  afterAll(async () => atrium?.close());

  it('says plainly that no mail can be sent, for any address, and offers the command instead', async () => {
    for (const email of [OWNER.email, 'nobody@example.com']) {
      const asked = await owner.inject('POST', '/atrium/v1/owner/password-reset/request', { email });
      expect([asked.statusCode, code(asked)]).toEqual([400, 'MAIL_NOT_CONFIGURED']);
      expect(asked.json().message).toContain('npx atrium owner-reset --email');
    }
  });

  it('resets the password from a one-time link, ending every session, and the link works once', async () => {
    const { headers } = await owner.signIn(OWNER.password);
    const link = (await atrium.modules.owners.account.resetLinkFor('GRACE@example.com'))!;
    expect(link).toMatch(/^http:\/\/atrium\.test\/dashboard\/reset-password#token=[\w-]{43}$/);
    const token = link.split('#token=')[1]!;
    const reset = (password: string, t = token) =>
      owner.inject('POST', '/atrium/v1/owner/password-reset', { token: t, password });

    const short = await reset('short');
    expect(short.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'password' });
    expect(code(await reset(NEW_PASSWORD, 'not-the-token'))).toBe('INVALID_RESET_LINK');
    expect((await reset(NEW_PASSWORD)).statusCode).toBe(200);
    expect(code(await reset('yet another passphrase'))).toBe('INVALID_RESET_LINK');

    const ended = await owner.injectWith(headers)('GET', '/atrium/v1/owner/session');
    expect(code(ended)).toBe('SESSION_EXPIRED');
    expect(code((await owner.signIn(OWNER.password)).response)).toBe('INVALID_CREDENTIALS');
    expect((await owner.signIn(NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const token = (await atrium.modules.owners.account.resetLinkFor(OWNER.email))!.split('#token=')[1]!;
    now += 3_600_001;
    const late = await owner.inject('POST', '/atrium/v1/owner/password-reset', {
      token,
      password: 'late passphrase',
    });
    expect(code(late)).toBe('INVALID_RESET_LINK');
    expect((await owner.signIn(NEW_PASSWORD)).response.statusCode).toBe(200);
    expect(await atrium.modules.owners.account.resetLinkFor('nobody@example.com')).toBeUndefined();
  });

  it('changes the name and the password; a change of password ends the other sessions only', async () => {
    const here = await owner.signIn(NEW_PASSWORD);
    const elsewhere = await owner.signIn(NEW_PASSWORD);
    const noCsrf = await owner.injectWith({
      cookie: here.headers.cookie,
    })('PATCH', '/atrium/v1/owner/account', { owner: { name: 'Grace H' } });
    expect(code(noCsrf)).toBe('INVALID_CSRF_TOKEN');
    const blank = await owner.injectWith(here.headers)('PATCH', '/atrium/v1/owner/account', {
      owner: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    const renamed = await owner.injectWith(here.headers)('PATCH', '/atrium/v1/owner/account', {
      owner: { name: 'Grace H' },
    });
    expect(renamed.json().owner).toMatchObject({ name: 'Grace H', twoFactorEnabled: false });

    const change = (currentPassword: string) =>
      owner.injectWith(here.headers)('POST', '/atrium/v1/owner/account/password', {
        currentPassword,
        newPassword: OWNER.password,
      });
    expect(code(await change('a wrong passphrase'))).toBe('INVALID_CREDENTIALS');
    expect((await change(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await owner.injectWith(here.headers)('GET', '/atrium/v1/owner/session')).statusCode).toBe(200);
    expect(code(await owner.injectWith(elsewhere.headers)('GET', '/atrium/v1/owner/session'))).toBe(
      'SESSION_EXPIRED',
    );
    expect((await owner.signIn(OWNER.password)).response.statusCode).toBe(200);
  });

  it('turns on an authenticator app with recovery codes, and sign-in then asks for a code', async () => {
    const { headers } = await owner.signIn(OWNER.password);
    const post = (url: string, body: object) =>
      owner.injectWith(headers)('POST', `/atrium/v1/owner/account/${url}`, body);
    expect(code(await post('totp/confirm', { code: '123456' }))).toBe('TWO_FACTOR_NOT_STARTED');
    expect(code(await post('totp/disable', { password: OWNER.password }))).toBe('TWO_FACTOR_NOT_ENABLED');
    expect(code(await post('totp', { password: 'a wrong passphrase' }))).toBe('INVALID_CREDENTIALS');
    const started = await post('totp', { password: OWNER.password });
    expect(started.json().otpauthUrl).toContain('otpauth://totp/Atrium%20dashboard:grace%40example.com');
    expect(started.json().qrCodeSvg).toContain('<svg');
    const totp = new TOTP({ secret: Secret.fromBase32(started.json().secret) });
    const codeNow = () => totp.generate({ timestamp: now });

    expect(
      code(await post('totp/confirm', { code: String((Number(codeNow()) + 1) % 1e6).padStart(6, '0') })),
    ).toBe('INVALID_CODE');
    const confirmed = await post('totp/confirm', { code: codeNow() });
    const recoveryCodes: string[] = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(code(await post('totp', { password: OWNER.password }))).toBe('TWO_FACTOR_ALREADY_ENABLED');

    // The right password learns that a code is needed; a wrong one learns nothing more than before.
    expect(code((await owner.signIn('a wrong passphrase')).response)).toBe('INVALID_CREDENTIALS');
    expect(code((await owner.signIn(OWNER.password)).response)).toBe('SECOND_FACTOR_REQUIRED');
    // The step the confirmation spent does not work again.
    expect(code((await owner.signIn(OWNER.password, { code: codeNow() })).response)).toBe('INVALID_CODE');
    now += 30_000;
    const withCode = await owner.signIn(OWNER.password, { code: codeNow() });
    expect(withCode.response.json().owner.twoFactorEnabled).toBe(true);

    // Two sign-ins racing with one recovery code: exactly one gets in.
    const raced = await Promise.all(
      [1, 2].map(() => owner.signIn(OWNER.password, { code: recoveryCodes[0]!.toLowerCase() })),
    );
    expect(raced.map((r) => r.response.statusCode).sort()).toEqual([200, 400]);

    const renewed = await post('recovery-codes', { password: OWNER.password });
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect(code((await owner.signIn(OWNER.password, { code: recoveryCodes[1]! })).response)).toBe(
      'INVALID_CODE',
    );
    expect(
      (await owner.signIn(OWNER.password, { code: renewed.json().recoveryCodes[0] })).response.statusCode,
    ).toBe(200);

    expect((await post('totp/disable', { password: OWNER.password })).statusCode).toBe(200);
    expect((await owner.signIn(OWNER.password)).response.statusCode).toBe(200);
  });
});

describe('an owner’s password reset by mail', () => {
  const received: { to: string[]; body: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  let atrium: TestAtrium;
  afterAll(async () => {
    await atrium?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a link to an owner’s address, and answers the same for an address with no account', async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    atrium = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, rateLimits: false } });
    const owner = await ownerOf(atrium);
    for (const email of ['nobody@example.com', OWNER.email]) {
      const asked = await owner.inject('POST', '/atrium/v1/owner/password-reset/request', { email });
      expect([asked.statusCode, asked.json()]).toEqual([200, {}]);
    }
    await jobsSettled(atrium.database, ['owners.password-reset-mail', 'mail.send'], 3);
    await waitFor(() => received.length > 0);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([OWNER.email]);
    const token = /reset-password#token=([\w-]{43})/.exec(quotedPrintable(received[0]!.body))![1]!;
    const reset = await owner.inject('POST', '/atrium/v1/owner/password-reset', {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await owner.signIn(NEW_PASSWORD)).response.statusCode).toBe(200);
    // Platform mail belongs to no site: no site's mailbox shows it.
    expect(await atrium.core.mail.list(atrium.site.siteId)).toEqual([]);
  });
});

describe('an invitation to an owner who has two-factor sign-in', () => {
  let atrium: TestAtrium;
  const now = Date.now();
  afterAll(async () => atrium?.close());

  it('asks for the second factor as signing in does: the password alone does not start a session', async () => {
    atrium = await createTestApp({ clock: () => now, config: { rateLimits: false } });
    const owner = await ownerOf(atrium);
    const { headers, response } = await owner.signIn(OWNER.password);
    const post = (url: string, body: object) =>
      owner.injectWith(headers)('POST', `/atrium/v1/owner/account/${url}`, body);
    const totp = new TOTP({
      secret: Secret.fromBase32((await post('totp', { password: OWNER.password })).json().secret),
    });
    const recoveryCodes: string[] = (
      await post('totp/confirm', { code: totp.generate({ timestamp: now }) })
    ).json().recoveryCodes;
    // A site Grace does not own yet, whose owner invites her.
    const { site } = await atrium.modules.sites.createSite({ name: 'Another shop' });
    const ownerId = response.json().owner.id as string;
    const { token } = await atrium.modules.owners.invites.create(site.id, ownerId, OWNER.email);
    const accept = (extra: object = {}) =>
      owner.inject('POST', '/atrium/v1/owner/invites/accept', { token, password: OWNER.password, ...extra });

    const withoutCode = await accept();
    expect(code(withoutCode)).toBe('SECOND_FACTOR_REQUIRED');
    expect(withoutCode.cookies.find((c) => c.name === 'atrium_owner_session')).toBeUndefined();
    expect(code(await accept({ code: 'AAAAA-AAAAA' }))).toBe('INVALID_CODE');
    const accepted = await accept({ code: recoveryCodes[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.cookies.find((c) => c.name === 'atrium_owner_session')?.value).toBeTruthy();
  });
});
