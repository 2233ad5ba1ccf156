import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwareAuthenticator } from '../../../test/authenticator.js';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';

const AUTH = '/_api/iam/authentication/v2';
const ME = '/atrium/v1/members/me';

describe('passkeys (WebAuthn) as a second factor', () => {
  let atrium: TestAtrium;
  let visitor = '';
  let member = '';
  const passkey = softwareAuthenticator('http://atrium.test');

  beforeAll(async () => {
    atrium = await createTestApp();
    visitor = await visitorToken(atrium, atrium.site.clientId);
    const registered = await post(`${AUTH}/register`, {
      loginId: { email: 'rae@example.com' },
      password: 'a fine password',
    });
    const tokens = await post(
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: registered.json().identity.id },
      `${visitor},${atrium.site.apiKey}`,
    );
    member = tokens.json().access_token;
  });
  afterAll(async () => atrium?.close());

  function post(url: string, payload: object, authorization = visitor) {
    return atrium.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  }
  const login = () =>
    post(`${AUTH}/login`, { loginId: { email: 'rae@example.com' }, password: 'a fine password' });
  const activate = (factorId: string, payload: object) =>
    post(`${ME}/factors/${factorId}/activate`, payload, member);

  it('enrols a passkey for the hosted origin, refusing a forged origin and a missing attestation', async () => {
    expect((await post(`${ME}/factors/webauthn`, {})).statusCode).toBe(403);
    const started = (await post(`${ME}/factors/webauthn`, {}, member)).json();
    expect(started.factor).toMatchObject({ type: 'WEBAUTHN', status: 'REQUIRE_ACTIVATION' });
    expect(started.options).toMatchObject({
      rp: { id: 'atrium.test', name: 'Test site' },
      user: { name: 'rae@example.com' },
      attestation: 'none',
    });
    const factorId = started.factor.factorId;
    const missing = await activate(factorId, {});
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe('credential');
    const forged = await activate(factorId, {
      credential: passkey.create(started.options, 'https://evil.example'),
    });
    expect(code(forged)).toBe('INVALID_CREDENTIALS');
    const wrongChallenge = await activate(factorId, { credential: passkey.create({ challenge: 'AAAA' }) });
    expect(code(wrongChallenge)).toBe('INVALID_CREDENTIALS');

    const activated = await activate(factorId, { credential: passkey.create(started.options) });
    expect(activated.json().factor).toMatchObject({ type: 'WEBAUTHN', status: 'ACTIVE' });
    expect(activated.json().recoveryCodes).toHaveLength(10);
    expect(code(await activate(factorId, { credential: passkey.create(started.options) }))).toBe(
      'FACTOR_ACTIVE',
    );
  });

  it('asks for the passkey at sign-in with options bound to the flow, and takes each assertion once', async () => {
    const challenged = (await login()).json();
    expect(challenged.state).toBe('REQUIRE_MFA');
    expect(challenged.mfaChallengeData.factors.map((f: { type: string }) => f.type)).toEqual([
      'WEBAUTHN',
      'RECOVERY_CODE',
    ]);
    const options = challenged.mfaChallengeData.webauthn;
    expect(options).toMatchObject({
      rpId: 'atrium.test',
      allowCredentials: [{ id: passkey.credentialId, type: 'public-key' }],
    });
    // Another sign-in's challenge differs: an assertion cannot be carried across flows.
    const other = (await login()).json();
    expect(other.mfaChallengeData.webauthn.challenge).not.toBe(options.challenge);
    const crossed = await post(`${AUTH}/webauthn/verify`, {
      stateToken: other.stateToken,
      webauthnData: { credential: passkey.get(options) },
    });
    expect(code(crossed)).toBe('INVALID_CREDENTIALS');
    const noData = await post(`${AUTH}/webauthn/verify`, { stateToken: challenged.stateToken });
    expect(noData.json().details.validationError.fieldViolations[0].field).toBe('webauthnData.credential');

    const passed = await post(`${AUTH}/webauthn/verify`, {
      stateToken: challenged.stateToken,
      webauthnData: { credential: passkey.get(options) },
    });
    expect(passed.json()).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    const again = await post(`${AUTH}/webauthn/verify`, {
      stateToken: challenged.stateToken,
      webauthnData: { credential: passkey.get(options) },
    });
    expect(code(again)).toBe('INVALID_STATE_TOKEN');
  });

  it('refuses an assertion from another origin, a replayed signature counter, and bad shapes', async () => {
    const challenged = (await login()).json();
    const options = challenged.mfaChallengeData.webauthn;
    const verify = (credential: unknown) =>
      post(`${AUTH}/webauthn/verify`, { stateToken: challenged.stateToken, webauthnData: { credential } });
    expect(code(await verify(passkey.get(options, 'https://evil.example')))).toBe('INVALID_CREDENTIALS');
    expect((await verify(passkey.get(options))).json().state).toBe('SUCCESS');

    // A counter that does not move forward is a cloned authenticator's mark.
    const next = (await login()).json();
    passkey.rewind(1);
    const cloned = await post(`${AUTH}/webauthn/verify`, {
      stateToken: next.stateToken,
      webauthnData: { credential: passkey.get(next.mfaChallengeData.webauthn) },
    });
    expect(code(cloned)).toBe('INVALID_CREDENTIALS');
    const shapeless = await post(`${AUTH}/webauthn/verify`, {
      stateToken: next.stateToken,
      webauthnData: { credential: { id: 'x', rawId: 'x', type: 'password', response: {} } },
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().details.validationError.fieldViolations[0].field).toBe(
      'webauthnData.credential.type',
    );
    const huge = await post(`${AUTH}/webauthn/verify`, {
      stateToken: next.stateToken,
      webauthnData: {
        credential: {
          id: 'x',
          rawId: 'x',
          type: 'public-key',
          response: { clientDataJSON: 'a'.repeat(20_000) },
        },
      },
    });
    expect(huge.json().details.validationError.fieldViolations[0].violatedRule).toBe('MAX_LENGTH');
  });

  it('lists the passkey in the member’s identity for the owner, and removing it takes the recovery codes too', async () => {
    const listed = await atrium.app.inject({
      method: 'GET',
      url: '/atrium/v1/members?search=rae',
      headers: { authorization: atrium.site.apiKey },
    });
    const identity = listed.json().members[0];
    expect(identity.factors.map((f: { type: string; status: string }) => `${f.type}:${f.status}`)).toEqual([
      'PASSWORD:ACTIVE',
      'WEBAUTHN:ACTIVE',
      'RECOVERY_CODE:ACTIVE',
    ]);
    const passkeyFactor = identity.factors.find((f: { type: string }) => f.type === 'WEBAUTHN');
    const removed = await atrium.app.inject({
      method: 'DELETE',
      url: `${ME}/factors/${passkeyFactor.factorId}`,
      headers: { authorization: member },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await atrium.app.inject({ method: 'GET', url: `${ME}/factors`, headers: { authorization: member } })
      ).json().factors,
    ).toEqual([]);
    expect((await login()).json().state).toBe('SUCCESS');
  });

  it('lets an owner reset the factors of a member who lost their device', async () => {
    const started = (await post(`${ME}/factors/webauthn`, {}, member)).json();
    await activate(started.factor.factorId, { credential: passkey.create(started.options) });
    expect((await login()).json().state).toBe('REQUIRE_MFA');
    const reset = (memberId: string, authorization = atrium.site.apiKey) =>
      atrium.app.inject({
        method: 'POST',
        url: `/atrium/v1/members/${memberId}/reset-factors`,
        headers: { authorization },
      });
    const memberId = (await login()).json().identity.id;
    expect((await reset(memberId, member)).statusCode).toBe(403);
    expect(code(await reset('00000000-0000-4000-8000-000000000000'))).toBe('MEMBER_NOT_FOUND');
    expect((await reset('nope')).json().details.validationError.fieldViolations[0].field).toBe('memberId');
    const done = await reset(memberId);
    expect(done.json().member.factors).toEqual([{ factorId: memberId, type: 'PASSWORD', status: 'ACTIVE' }]);
    expect((await login()).json().state).toBe('SUCCESS');
    const events = await atrium.database.executeSql(
      "select type from events where type = 'member.factors_reset'",
    );
    expect(events.rows).toHaveLength(1);
  });
});
