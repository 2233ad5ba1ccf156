import { afterAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';

const AUTH = '/_api/iam/authentication/v2';
const ME = '/atrium/v1/members/me';

async function memberOf(atrium: TestAtrium, email: string) {
  const visitor = await visitorToken(atrium, atrium.site.clientId);
  const registered = await atrium.app.inject({
    method: 'POST',
    url: `${AUTH}/register`,
    payload: { loginId: { email }, password: 'a fine password' },
    headers: { authorization: visitor },
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
  const post = (url: string, payload: object, authorization = tokens.json().access_token as string) =>
    atrium.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const login = () => post(`${AUTH}/login`, { loginId: { email }, password: 'a fine password' }, visitor);
  return { post, login, visitor };
}

const lastText = async (atrium: TestAtrium, to: string) => {
  const [text] = await atrium.core.mail.list(atrium.site.siteId, { to });
  return { subject: text?.subject, code: /\b(\d{6})\b/.exec(text?.text ?? '')?.[1] ?? '' };
};

describe('phone factors without a text provider', () => {
  let atrium: TestAtrium;
  afterAll(async () => atrium?.close());

  it('are not offered: enrolment answers a clear application error and sign-in asks for nothing more', async () => {
    atrium = await createTestApp();
    const { post, login } = await memberOf(atrium, 'uma@example.com');
    const enrol = await post(`${ME}/factors/sms`, { phone: '+14155550100' });
    expect(code(enrol)).toBe('FACTOR_NOT_AVAILABLE');
    expect(enrol.json().message).toContain('SMS provider');
    expect(code(await post(`${ME}/factors/call`, { phone: '+14155550100' }))).toBe('FACTOR_NOT_AVAILABLE');
    const challenged = (await login()).json();
    expect(challenged.state).toBe('SUCCESS');
    const stored = await atrium.database.executeSql(
      "select id from member_factors where type in ('SMS', 'CALL')",
    );
    expect(stored.rows).toHaveLength(0);
  });
});

describe('phone factors through the development text provider (the site mailbox)', () => {
  let atrium: TestAtrium;
  afterAll(async () => atrium?.close());

  it('sends a code to a new number, turns it on with that code, and texts a code at each sign-in', async () => {
    atrium = await createTestApp({ config: { textProvider: 'mailbox' } });
    const { post, login, visitor } = await memberOf(atrium, 'vic@example.com');
    const bad = await post(`${ME}/factors/sms`, { phone: '0415 555 0100' });
    expect(bad.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'phone' });
    const started = await post(`${ME}/factors/sms`, { phone: '+14155550100' });
    expect(started.json()).toMatchObject({
      factor: { type: 'SMS', status: 'REQUIRE_ACTIVATION' },
      sentTo: '+•••••••••00',
    });
    const sent = await lastText(atrium, '+14155550100');
    expect(sent.subject).toBe('Text message to +14155550100');
    const factorId = started.json().factor.factorId;
    const wrong = sent.code === '000000' ? '111111' : '000000';
    expect(code(await post(`${ME}/factors/${factorId}/activate`, { code: wrong }))).toBe('INVALID_CODE');
    const activated = await post(`${ME}/factors/${factorId}/activate`, { code: sent.code });
    expect(activated.json().factor.status).toBe('ACTIVE');
    expect(activated.json().recoveryCodes).toHaveLength(10);

    const challenged = (await login()).json();
    expect(challenged.mfaChallengeData.factors.map((f: { type: string }) => f.type)).toEqual([
      'SMS',
      'RECOVERY_CODE',
    ]);
    const signIn = await lastText(atrium, '+14155550100');
    expect(signIn.code).not.toBe(sent.code);
    const verify = (payload: object) =>
      post(`${AUTH}/sms/verify`, { stateToken: challenged.stateToken, ...payload }, visitor);
    expect((await verify({})).json().details.validationError.fieldViolations[0].field).toBe('smsData.code');
    // The enrolment code is spent; only the sign-in code works.
    expect(code(await verify({ smsData: { code: sent.code } }))).toBe('INVALID_CODE');
    expect((await verify({ smsData: { code: signIn.code } })).json().state).toBe('SUCCESS');
  });

  it('calls with the code when the member chose a call, and limits how often numbers are added', async () => {
    const { post } = await memberOf(atrium, 'wes@example.com');
    const started = await post(`${ME}/factors/call`, { phone: '+442071838750' });
    expect(started.json().factor.type).toBe('CALL');
    const [call] = await atrium.core.mail.list(atrium.site.siteId, { to: '+442071838750' });
    expect(call!.subject).toBe('Phone call to +442071838750');
    expect(call!.text).toMatch(/is (\d )+\d\./);
    for (let i = 0; i < 4; i += 1) await post(`${ME}/factors/call`, { phone: '+442071838750' });
    expect(code(await post(`${ME}/factors/call`, { phone: '+442071838750' }))).toBe('RATE_LIMITED');
  });
});
