import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwareAuthenticator } from '../../../apps/server/src/test/authenticator.js';
import {
  authentication,
  createClient,
  factors,
  OAuthStrategy,
  passkeyOptions,
  redirects,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const REDIRECT = 'http://shop.test/callback';
let atrium: ListeningAtrium;
let now = Date.now();

beforeAll(async () => {
  atrium = await startAtrium({ clock: () => now });
});
afterAll(async () => atrium?.close());

/** A member signed in through the authorization-code flow, as a site using the SDK would be. */
async function signedInMember(email: string) {
  const auth = OAuthStrategy({ clientId: atrium.site.clientId });
  const client = createClient({ modules: { authentication, redirects, factors }, auth, host: atrium.host });
  const { data } = await client.auth.register({ email, password: 'a fine password' });
  const oauthData = await auth.generateOAuthData(REDIRECT);
  const { authUrl } = await auth.getAuthUrl(oauthData);
  const answer = await fetch(
    `${authUrl.replace('http://atrium.test', atrium.host)}&sessionToken=${data!.sessionToken}`,
    {
      redirect: 'manual',
    },
  );
  const { code, state } = auth.parseFromUrl(answer.headers.get('location')!, 'fragment');
  await auth.setTokens(await auth.getMemberTokens(code, state, oauthData));
  return client;
}

describe('a member’s second factors through the SDK', () => {
  it('enrols an authenticator, then signs in with it through verifyFactor', async () => {
    const client = await signedInMember('ida@example.com');
    const enrolment = await client.factors.enrolTotp();
    expect(enrolment.factor).toMatchObject({ type: 'TOTP', status: 'REQUIRE_ACTIVATION' });
    expect(enrolment.factor._createdDate).toBeInstanceOf(Date);
    const totp = () => new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate({ timestamp: now });
    const { recoveryCodes } = await client.factors.activateFactor(enrolment.factor.factorId, {
      code: totp(),
    });
    expect(recoveryCodes).toHaveLength(10);
    expect((await client.factors.listFactors()).map((factor) => factor.type).sort()).toEqual([
      'RECOVERY_CODE',
      'TOTP',
    ]);

    const challenged = await client.authentication.loginV2(
      { email: 'ida@example.com' },
      { password: 'a fine password' },
    );
    expect(challenged.state).toBe('REQUIRE_MFA');
    now += 30_000;
    const passed = await client.authentication.verifyFactor('totp', {
      stateToken: challenged.stateToken!,
      totpData: { code: totp() },
    });
    expect(passed.state).toBe('SUCCESS');
    const fresh = await client.factors.regenerateRecoveryCodes();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toEqual(recoveryCodes);
  });

  it('adds a passkey and answers its challenge, and removes it', async () => {
    const client = await signedInMember('jo@example.com');
    const passkey = softwareAuthenticator('http://atrium.test');
    const { factor, options } = await client.factors.enrolPasskey();
    // The SDK shows `_id`; WebAuthn wants `id` back, which passkeyOptions restores.
    const creation = passkeyOptions<{ challenge: string; user: { id: string } }>(options);
    expect(creation.user.id).toMatch(/^[\w-]+$/);
    await client.factors.activateFactor(factor.factorId, {
      credential: passkey.create(creation),
    });
    const challenged = await client.authentication.loginV2(
      { email: 'jo@example.com' },
      { password: 'a fine password' },
    );
    expect(challenged.mfaChallengeData?.factors.map((option) => option.type)).toEqual([
      'WEBAUTHN',
      'RECOVERY_CODE',
    ]);
    const request = passkeyOptions<{ challenge: string; allowCredentials: { id: string }[] }>(
      challenged.mfaChallengeData!.webauthn!,
    );
    expect(request.allowCredentials[0]!.id).toBe(passkey.credentialId);
    const passed = await client.authentication.verifyFactor('webauthn', {
      stateToken: challenged.stateToken!,
      webauthnData: {
        credential: passkey.get(request),
      },
    });
    expect(passed.state).toBe('SUCCESS');
    await client.factors.removeFactor(factor.factorId);
    expect(await client.factors.listFactors()).toEqual([]);
    await expect(client.factors.removeFactor(factor.factorId)).rejects.toThrow('No factor with this id');
  });
});
