import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';

const AUTH = '/_api/iam/authentication/v2';
const VERIFY = '/_api/iam/verification/v1/auth/verify';

const visitorOf = (atrium: TestAtrium) => visitorToken(atrium, atrium.site.clientId);

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('email verification with codes, kept in the mailbox without SMTP', () => {
  let atrium: TestAtrium;
  let visitor = '';
  beforeAll(async () => {
    atrium = await createTestApp();
    visitor = await visitorOf(atrium);
    await atrium.modules.members.settings.update(atrium.site.siteId, { requireEmailVerification: true });
  });
  afterAll(async () => atrium?.close());

  const post = (url: string, payload: object) =>
    atrium.app.inject({ method: 'POST', url, payload, headers: { authorization: visitor } });
  const latestMail = async (to: string) => (await atrium.core.mail.list(atrium.site.siteId, { to }))[0]!;

  it('sends a six-digit code in the member’s language and accepts it once', async () => {
    const registered = (
      await post(`${AUTH}/register`, {
        loginId: { email: 'eva@example.com' },
        password: 'a fine password',
        profile: { language: 'es' },
      })
    ).json();
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const mail = await latestMail('eva@example.com');
    expect(mail).toMatchObject({ status: 'STORED', subject: 'Tu código para Test site' });
    expect(mail.html).toContain(codeIn(mail.text));
    const rows = await atrium.database.executeSql('select code_hash from member_codes');
    expect(JSON.stringify(rows)).not.toContain(codeIn(mail.text));

    const bad = await post(VERIFY, { code: '12345', stateToken: registered.stateToken });
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('code');
    const verified = await post(VERIFY, { code: codeIn(mail.text), stateToken: registered.stateToken });
    expect(verified.json()).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { isVerified: true }, status: { name: 'ACTIVE', reasons: [] } },
    });
    expect(verified.json().sessionToken).toMatch(/^[\w-]{43}$/);
    const again = await post(VERIFY, { code: codeIn(mail.text), stateToken: registered.stateToken });
    expect(code(again)).toBe('INVALID_STATE_TOKEN');
    // Verified now: signing in goes straight through.
    const login = await post(`${AUTH}/login`, {
      loginId: { email: 'eva@example.com' },
      password: 'a fine password',
    });
    expect(login.json().state).toBe('SUCCESS');
  });

  it('allows five guesses per code; signing in again sends a new one and the old one stops working', async () => {
    const first = (
      await post(`${AUTH}/register`, { loginId: { email: 'finn@example.com' }, password: 'a fine password' })
    ).json();
    const firstCode = codeIn((await latestMail('finn@example.com')).text);
    const wrong = firstCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect(code(await post(VERIFY, { code: wrong, stateToken: first.stateToken }))).toBe('INVALID_CODE');
    expect(code(await post(VERIFY, { code: wrong, stateToken: first.stateToken }))).toBe('CODE_EXPIRED');
    expect(code(await post(VERIFY, { code: firstCode, stateToken: first.stateToken }))).toBe('CODE_EXPIRED');

    const second = (
      await post(`${AUTH}/login`, { loginId: { email: 'finn@example.com' }, password: 'a fine password' })
    ).json();
    expect(second.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const secondCode = codeIn((await latestMail('finn@example.com')).text);
    if (secondCode !== firstCode)
      expect(code(await post(VERIFY, { code: firstCode, stateToken: second.stateToken }))).toBe(
        'INVALID_CODE',
      );
    expect((await post(VERIFY, { code: secondCode, stateToken: second.stateToken })).json().state).toBe(
      'SUCCESS',
    );
  });

  it('sends a new code on request only to the member or for an elevated caller', async () => {
    const member = (
      await post(`${AUTH}/register`, { loginId: { email: 'gus@example.com' }, password: 'a fine password' })
    ).json();
    const byVisitor = await post('/_api/iam/verification/v1/start', {
      identityId: member.identity.id,
      target: 'EMAIL',
    });
    expect(byVisitor.statusCode).toBe(403);
    const byKey = await atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/verification/v1/start',
      payload: { identityId: member.identity.id, target: 'EMAIL' },
      headers: { authorization: atrium.site.apiKey },
    });
    expect(byKey.json()).toEqual({ verificationId: member.identity.id });
    expect(await atrium.core.mail.list(atrium.site.siteId, { to: 'gus@example.com' })).toHaveLength(2);
  });
});

describe('email verification over SMTP', () => {
  const received: { to: string; body: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  let atrium: TestAtrium;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    atrium = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Shop <shop@example.com>' },
    });
    await atrium.modules.members.settings.update(atrium.site.siteId, { requireEmailVerification: true });
  });
  afterAll(async () => {
    await atrium?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the code to a real SMTP peer and records that it was sent', async () => {
    const visitor = await visitorOf(atrium);
    const registered = await atrium.app.inject({
      method: 'POST',
      url: `${AUTH}/register`,
      payload: { loginId: { email: 'hal@example.com' }, password: 'a fine password' },
      headers: { authorization: visitor },
    });
    expect(registered.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const started = Date.now();
    while (received.length === 0 && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 100));
    expect(received[0]!.to).toBe('hal@example.com');
    expect(received[0]!.body).toContain('Your code for Test site');
    expect(received[0]!.body).toMatch(/From: Shop <shop@example\.com>/);
    let stored = (await atrium.core.mail.list(atrium.site.siteId))[0]!;
    while (stored.status !== 'SENT' && Date.now() - started < 20_000) {
      await new Promise((r) => setTimeout(r, 100));
      stored = (await atrium.core.mail.list(atrium.site.siteId))[0]!;
    }
    expect(stored.status).toBe('SENT');
  });
});
