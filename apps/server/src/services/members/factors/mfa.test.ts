import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';

const AUTH = '/_api/iam/authentication/v2';

describe('second factors: authenticator apps, recovery codes, emailed codes', () => {
  let atrium: TestAtrium;
  let visitor = '';
  let member = '';
  let secret = '';
  let recoveryCodes: string[] = [];
  let now = Date.now();

  beforeAll(async () => {
    atrium = await createTestApp({ clock: () => now });
    visitor = await visitorToken(atrium, atrium.site.clientId);
    const registered = await post(`${AUTH}/register`, {
      loginId: { email: 'pia@example.com' },
      password: 'a fine password',
    });
    const tokens = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        grant_type: 'authorized_client',
        scope: 'offline_access',
        member_id: registered.json().identity.id,
      },
      headers: { authorization: `${visitor},${atrium.site.apiKey}` },
    });
    member = tokens.json().access_token;
  });
  afterAll(async () => atrium?.close());

  function post(url: string, payload: object, authorization = visitor) {
    return atrium.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  }
  const totpNow = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
  const login = () =>
    post(`${AUTH}/login`, { loginId: { email: 'pia@example.com' }, password: 'a fine password' });

  it('enrols an authenticator with a QR code, keeps its secret encrypted, and turns it on with a code', async () => {
    expect((await post('/atrium/v1/members/me/factors/totp', {})).statusCode).toBe(403);
    const enrolled = (await post('/atrium/v1/members/me/factors/totp', {}, member)).json();
    expect(enrolled.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Test%20site:pia%40example\.com\?/);
    expect(enrolled.qrCodeSvg).toMatch(/^<svg/);
    expect(enrolled.factor).toMatchObject({ type: 'TOTP', status: 'REQUIRE_ACTIVATION' });
    secret = enrolled.secret;
    const stored = await atrium.database.executeSql('select secret from member_factors');
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
    // Not yet on: sign-in still needs nothing more.
    expect((await login()).json().state).toBe('SUCCESS');

    const activate = (value: string) =>
      post(`/atrium/v1/members/me/factors/${enrolled.factor.factorId}/activate`, { code: value }, member);
    expect(code(await activate(totpNow() === '000000' ? '111111' : '000000'))).toBe('INVALID_CODE');
    now += 30_000;
    const activated = (await activate(totpNow())).json();
    expect(activated.factor.status).toBe('ACTIVE');
    recoveryCodes = activated.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  });

  it('asks for the authenticator at sign-in, and accepts each code once', async () => {
    const challenged = (await login()).json();
    expect(challenged.state).toBe('REQUIRE_MFA');
    expect(challenged.sessionToken ?? null).toBeNull();
    expect(challenged.mfaChallengeData.factors.map((f: { type: string }) => f.type)).toEqual([
      'TOTP',
      'RECOVERY_CODE',
    ]);
    // The code that turned the authenticator on cannot be played again.
    const replay = await post(`${AUTH}/totp/verify`, {
      stateToken: challenged.stateToken,
      totpData: { code: totpNow() },
    });
    expect(code(replay)).toBe('INVALID_CODE');
    now += 30_000;
    const passed = await post(`${AUTH}/totp/verify`, {
      stateToken: challenged.stateToken,
      totpData: { code: totpNow() },
    });
    expect(passed.json()).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    const spent = await post(`${AUTH}/totp/verify`, {
      stateToken: challenged.stateToken,
      totpData: { code: totpNow() },
    });
    expect(code(spent)).toBe('INVALID_STATE_TOKEN');
  });

  it('takes a recovery code once instead, refuses factors it does not offer, and locks after repeated misses', async () => {
    const first = (await login()).json();
    const used = await post(`${AUTH}/recovery_code/verify`, {
      stateToken: first.stateToken,
      recoveryCodeData: { code: recoveryCodes[0]!.toLowerCase() },
    });
    expect(used.json().state).toBe('SUCCESS');
    const second = (await login()).json();
    expect(
      code(
        await post(`${AUTH}/recovery_code/verify`, {
          stateToken: second.stateToken,
          recoveryCodeData: { code: recoveryCodes[0] },
        }),
      ),
    ).toBe('INVALID_CODE');
    expect(
      code(await post(`${AUTH}/sms/verify`, { stateToken: second.stateToken, smsData: { code: '123456' } })),
    ).toBe('FACTOR_NOT_AVAILABLE');
    const missing = await post(`${AUTH}/totp/verify`, { stateToken: second.stateToken });
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe('totpData.code');
    for (let i = 0; i < 4; i += 1)
      expect(
        code(
          await post(`${AUTH}/totp/verify`, { stateToken: second.stateToken, totpData: { code: '000001' } }),
        ),
      ).toBe('INVALID_CODE');
    // The recovery-code miss and these five make six: the lock starts.
    expect(
      code(
        await post(`${AUTH}/totp/verify`, { stateToken: second.stateToken, totpData: { code: '000001' } }),
      ),
    ).toBe('INVALID_CODE');
    const locked = await post(`${AUTH}/totp/verify`, {
      stateToken: second.stateToken,
      totpData: { code: totpNow() },
    });
    expect(code(locked)).toBe('RATE_LIMITED');
    now += 31_000;
    expect(
      (
        await post(`${AUTH}/totp/verify`, { stateToken: second.stateToken, totpData: { code: totpNow() } })
      ).json().state,
    ).toBe('SUCCESS');
  });

  it('sends an emailed code when the site requires a second factor and the member has no authenticator', async () => {
    await atrium.modules.members.settings.update(atrium.site.siteId, { requireMfa: true });
    await post(`${AUTH}/register`, { loginId: { email: 'quin@example.com' }, password: 'a fine password' });
    const challenged = (
      await post(`${AUTH}/login`, { loginId: { email: 'quin@example.com' }, password: 'a fine password' })
    ).json();
    expect(challenged).toMatchObject({
      state: 'REQUIRE_MFA',
      mfaChallengeData: { factors: [{ type: 'EMAIL' }] },
    });
    const mail = (await atrium.core.mail.list(atrium.site.siteId, { to: 'quin@example.com' }))[0]!;
    const emailed = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const passed = await post(`${AUTH}/email/verify`, {
      stateToken: challenged.stateToken,
      emailData: { code: emailed },
    });
    expect(passed.json().state).toBe('SUCCESS');
  });
});
