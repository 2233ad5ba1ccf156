import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS } from '../../../core/captcha/index.js';
import { isProofOfWork } from '../../../core/captcha/proof-of-work.js';
import { answerMac, openChallenge, sealChallenge } from '../../../core/captcha/signed-challenge.js';
import { loadSecret } from '../../../core/secrets/index.js';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';

const BASE = '/_api/iam/authentication/v2';
const BITS = 8;

interface Challenge {
  kind: string;
  challenge: string;
  difficulty?: number;
  image?: string;
  expiresDate: string;
}

function solve(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1)
    if (isProofOfWork(challenge, String(nonce), bits)) return `${challenge}:${nonce}`;
}

describe('captcha on member sign-in and registration', () => {
  let atrium: TestAtrium;
  let visitor = '';
  let key: Buffer;
  let now = Date.now();
  const members = () => atrium.modules.members;
  const siteId = () => atrium.site.siteId;

  beforeAll(async () => {
    atrium = await createTestApp({ clock: () => now, config: { captchaDifficulty: BITS } });
    visitor = await visitorToken(atrium, atrium.site.clientId);
    key = await loadSecret(atrium.database.db, 'captcha');
  });
  afterAll(async () => atrium?.close());

  const setCaptcha = (captcha: 'OFF' | 'INVISIBLE' | 'VISIBLE') =>
    atrium.modules.members.settings.update(siteId(), { captcha });
  const post = (path: string, payload: object) =>
    atrium.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      payload,
      headers: { authorization: visitor },
    });
  const register = (email: string, captchaTokens?: object[]) =>
    post('register', { loginId: { email }, password: 'a fine password', captchaTokens });
  const login = (email: string, captchaTokens?: object[]) =>
    post('login', { loginId: { email }, password: 'a fine password', captchaTokens });
  async function challenge(kind: 'INVISIBLE' | 'VISIBLE', token = visitor): Promise<Challenge> {
    const response = await atrium.app.inject({
      method: 'GET',
      url: `/atrium/v1/captcha/challenge?kind=${kind}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const invisible = async () => {
    const { challenge: signed, difficulty } = await challenge('INVISIBLE');
    return solve(signed, difficulty!);
  };
  /** A visible challenge whose answer the test knows: signed with the server's own key, as the server does. */
  const visible = (answer: string, overrides: { siteId?: string; exp?: number } = {}) => {
    const id = crypto.randomUUID();
    return sealChallenge(key, {
      id,
      siteId: overrides.siteId ?? siteId(),
      kind: 'VISIBLE',
      exp: overrides.exp ?? now + CHALLENGE_TTL_MS,
      answer: answerMac(key, id, answer),
    });
  };
  const expectRefused = (
    response: { statusCode: number; json(): unknown },
    status: number,
    which: string,
  ) => {
    expect([response.statusCode, code(response)]).toEqual([status, which]);
  };

  it('keeps the setting with the other member settings, and refuses a value it does not know', async () => {
    const admin = (method: 'GET' | 'PATCH', payload?: object) =>
      atrium.app.inject({
        method,
        url: '/atrium/v1/member-settings',
        headers: { authorization: atrium.site.apiKey },
        ...(payload ? { payload } : {}),
      });
    expect((await admin('GET')).json().settings.captcha).toBe('OFF');
    const changed = await admin('PATCH', { settings: { captcha: 'VISIBLE' } });
    expect(changed.json().settings).toMatchObject({ captcha: 'VISIBLE', registration: 'OPEN' });
    expect((await admin('GET')).json().settings.captcha).toBe('VISIBLE');
    const bad = await admin('PATCH', { settings: { captcha: 'SOMETIMES' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations).toMatchObject([
      { field: 'settings.captcha', violatedRule: 'INVALID_ENUM_VALUE' },
    ]);
    await setCaptcha('OFF');
  });

  it('ignores tokens, even of unknown kinds, while the setting is OFF', async () => {
    const tokens = [{ InvisibleRecaptcha: 'nonsense' }, { NoCaptcha: 'whatever' }];
    expect((await register('off@example.com', tokens)).json().state).toBe('SUCCESS');
    expect((await login('off@example.com', tokens)).json().state).toBe('SUCCESS');
  });

  it('asks for the check when no token comes, before anything is stored', async () => {
    await setCaptcha('INVISIBLE');
    const missing = await register('nobody@example.com');
    expectRefused(missing, 428, '-19971');
    expect(missing.json().details.applicationError).toMatchObject({
      description: 'Complete the captcha check',
      data: { captcha: 'INVISIBLE' },
    });
    expect(await members().find(siteId(), 'nobody@example.com')).toBeUndefined();
    expectRefused(await register('nobody@example.com', []), 428, '-19971');
    expectRefused(await register('nobody@example.com', [{ InvisibleRecaptcha: '' }]), 428, '-19971');
    // Sign-in is refused the same way, before the password is looked at: a wrong one says nothing.
    expectRefused(
      await post('login', { loginId: { email: 'off@example.com' }, password: 'wrong' }),
      428,
      '-19971',
    );
  });

  it('signs in and registers with a solved proof of work, in either wire form', async () => {
    const issued = await challenge('INVISIBLE');
    expect(issued).toMatchObject({ kind: 'INVISIBLE', difficulty: BITS });
    expect(Date.parse(issued.expiresDate)).toBe(now + CHALLENGE_TTL_MS);
    const registered = await register('pow@example.com', [
      { InvisibleRecaptcha: solve(issued.challenge, BITS) },
    ]);
    expect(registered.json().state).toBe('SUCCESS');
    // The platform's client sends both fields in one object, the other one null.
    const both = [{ Recaptcha: null, InvisibleRecaptcha: await invisible() }];
    expect((await login('pow@example.com', both)).json().state).toBe('SUCCESS');
  });

  it('refuses a token used twice, a forged or unsolved one, and one past its time', async () => {
    const token = await invisible();
    expect((await login('pow@example.com', [{ InvisibleRecaptcha: token }])).statusCode).toBe(200);
    expectRefused(await login('pow@example.com', [{ InvisibleRecaptcha: token }]), 400, '-19970');

    const [signed, nonce] = (await invisible()).split(':') as [string, string];
    const [body, signature] = signed.split('.') as [string, string];
    const tampered = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectRefused(
      await login('pow@example.com', [{ InvisibleRecaptcha: `${tampered}:${nonce}` }]),
      400,
      '-19970',
    );
    const other = Buffer.alloc(32, 7);
    const forged = sealChallenge(other, openChallenge(key, signed)!);
    expectRefused(
      await login('pow@example.com', [{ InvisibleRecaptcha: solve(forged, BITS) }]),
      400,
      '-19970',
    );

    const unsolved = (await challenge('INVISIBLE')).challenge;
    const wrongNonce = [...Array(1000).keys()].find((n) => !isProofOfWork(unsolved, String(n), BITS))!;
    expectRefused(
      await login('pow@example.com', [{ InvisibleRecaptcha: `${unsolved}:${wrongNonce}` }]),
      400,
      '-19970',
    );
    expectRefused(await login('pow@example.com', [{ InvisibleRecaptcha: 'no colon at all' }]), 400, '-19970');

    const late = await invisible();
    now += CHALLENGE_TTL_MS + 1000;
    const expired = await login('pow@example.com', [{ InvisibleRecaptcha: late }]);
    expectRefused(expired, 400, '-19970');
    expect(expired.json().details.applicationError.data).toEqual({ captcha: 'INVISIBLE' });
  });

  it('refuses a token issued for another site of the same server', async () => {
    const { site, client } = await atrium.modules.sites.createSite({
      name: 'Other site',
      origins: ['http://other.test'],
      redirectUris: ['http://other.test/callback'],
      rotateRefreshTokens: false,
    });
    const elsewhere = await challenge('INVISIBLE', await visitorToken(atrium, client.id));
    const token = solve(elsewhere.challenge, BITS);
    expectRefused(await login('pow@example.com', [{ InvisibleRecaptcha: token }]), 400, '-19970');
    expectRefused(
      await login('pow@example.com', [{ Recaptcha: `${visible('ACE47', { siteId: site.id })}:ACE47` }]),
      400,
      '-19970',
    );
  });

  it('accepts a read picture on an INVISIBLE site too', async () => {
    expect((await login('pow@example.com', [{ Recaptcha: `${visible('HJK79')}:HJK79` }])).json().state).toBe(
      'SUCCESS',
    );
  });

  it('on a VISIBLE site, wants the picture read: right answers pass, in any case, wrong ones spend it', async () => {
    await setCaptcha('VISIBLE');
    const notEnough = await login('pow@example.com', [{ InvisibleRecaptcha: await invisible() }]);
    expectRefused(notEnough, 428, '-19971');
    expect(notEnough.json().details.applicationError.data).toEqual({ captcha: 'VISIBLE' });

    const picture = visible('MNP34');
    expectRefused(await login('pow@example.com', [{ Recaptcha: `${picture}:MNP43` }]), 400, '-19970');
    // One guess per picture: the right answer comes too late.
    expectRefused(await login('pow@example.com', [{ Recaptcha: `${picture}:MNP34` }]), 400, '-19970');

    const registered = await register('eye@example.com', [{ Recaptcha: `${visible('RTUVW')}: rtuvw ` }]);
    expect(registered.json().state).toBe('SUCCESS');
    const late = visible('XY9AC', { exp: now - 1 });
    expectRefused(await login('eye@example.com', [{ Recaptcha: `${late}:XY9AC` }]), 400, '-19970');
  });

  it('draws a picture whose markup and challenge do not hold the answer', async () => {
    const issued = await challenge('VISIBLE');
    expect(issued.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(issued.image!.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|font/i);
    const payload = openChallenge(key, issued.challenge)!;
    expect(Object.keys(payload).sort()).toEqual(['answer', 'exp', 'id', 'kind', 'siteId']);
    expectRefused(
      await login('eye@example.com', [{ Recaptcha: `${issued.challenge}:AAAAA` }]),
      400,
      '-19970',
    );
  });

  it('names the token kinds it does not know, and bounds the size of any token', async () => {
    const noCaptcha = await login('eye@example.com', [{ NoCaptcha: 'a token' }]);
    expectRefused(noCaptcha, 400, '-19970');
    expect(noCaptcha.json().details.applicationError.description).toBe(
      'This site’s captcha (atrium) does not accept NoCaptcha tokens; send Recaptcha',
    );
    const clientKey = await login('eye@example.com', [
      { recaptchaForClientSiteKey: { token: 'a token', siteKeyId: crypto.randomUUID() } },
    ]);
    expectRefused(clientKey, 400, '-19970');
    expect(clientKey.json().details.applicationError.description).toContain('recaptchaForClientSiteKey');

    const huge = await login('eye@example.com', [{ Recaptcha: 'x'.repeat(5001) }]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details.validationError.fieldViolations).toMatchObject([
      { field: 'captchaTokens[0].Recaptcha', violatedRule: 'MAX_LENGTH' },
    ]);
  });

  it('issues challenges to callers of the site only, of the two kinds', async () => {
    const anonymous = await atrium.app.inject({
      method: 'GET',
      url: '/atrium/v1/captcha/challenge?kind=VISIBLE',
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await atrium.app.inject({
      method: 'GET',
      url: '/atrium/v1/captcha/challenge?kind=AUDIO',
      headers: { authorization: visitor },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('tells the hosted sign-in page which check to prepare', async () => {
    const created = await atrium.app.inject({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: { authorization: visitor },
      payload: { login: {} },
    });
    const sessionId = created.json().redirectSession.id;
    const info = await atrium.app.inject({
      method: 'GET',
      url: `/atrium/v1/hosted/redirect-sessions/${sessionId}`,
    });
    expect(info.json()).toMatchObject({ intent: 'login', captcha: 'VISIBLE' });
    await setCaptcha('OFF');
  });
});
