import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authentication,
  captcha,
  createClient,
  OAuthStrategy,
  solveProofOfWork,
  visibleCaptchaToken,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;

beforeAll(async () => {
  atrium = await startAtrium({ config: { captchaDifficulty: 10 } });
});
afterAll(async () => atrium?.close());

const site = () =>
  createClient({
    modules: { authentication, captcha },
    auth: OAuthStrategy({ clientId: atrium.site.clientId }),
    host: atrium.host,
  });

describe('the captcha module and helper against the real server', () => {
  it('signs in with a proof of work the SDK solved, and names the missing token without one', async () => {
    const client = site();
    const email = 'ada@example.com';
    const password = 'a fine password';
    expect((await client.auth.register({ email, password })).loginState).toBe('SUCCESS');
    await atrium.modules.members.settings.update(atrium.site.siteId, { captcha: 'INVISIBLE' });

    expect(await client.auth.login({ email, password })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'missingCaptchaToken',
    });
    const challenge = await client.captcha.getChallenge('INVISIBLE');
    expect(challenge).toMatchObject({ kind: 'INVISIBLE', difficulty: 10 });
    expect(challenge.expiresDate).toBeInstanceOf(Date);
    const invisibleRecaptchaToken = await solveProofOfWork(challenge.challenge, challenge.difficulty!);
    const signedIn = await client.auth.login({ email, password, captchaTokens: { invisibleRecaptchaToken } });
    expect(signedIn.loginState).toBe('SUCCESS');
    // A token works once.
    expect(
      await client.auth.login({ email, password, captchaTokens: { invisibleRecaptchaToken } }),
    ).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidCaptchaToken',
    });
  });

  it('maps a wrong answer to a picture to invalidCaptchaToken, in registration too', async () => {
    const client = site();
    await atrium.modules.members.settings.update(atrium.site.siteId, { captcha: 'VISIBLE' });
    const picture = await client.captcha.getChallenge('VISIBLE');
    expect(picture.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const registered = await client.auth.register({
      email: 'bob@example.com',
      password: 'a fine password',
      captchaTokens: { recaptchaToken: visibleCaptchaToken(picture.challenge, 'not it') },
    });
    expect(registered).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidCaptchaToken' });
    expect(
      await client.auth.register({ email: 'bob@example.com', password: 'a fine password' }),
    ).toMatchObject({ loginState: 'FAILURE', errorCode: 'missingCaptchaToken' });
  });
});
