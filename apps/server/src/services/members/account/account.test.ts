import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import { violatedFields } from '../../../test/wire.js';

const ME = '/atrium/v1/members/me';
const AUTH = '/_api/iam/authentication/v2';
const PASSWORD = 'a fine password';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

let atrium: TestAtrium;
let visitor = '';
let now = Date.now();

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  visitor = await visitorToken(atrium, atrium.site.clientId);
});
afterAll(async () => atrium?.close());

/** Requests made with one caller's token. */
function sendAs(authorization: string) {
  return (method: string, url: string, payload?: object) =>
    atrium.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
}

/** A member of the test site with a password, and their access token. */
async function member(email: string, profile: object = {}) {
  const registered = await sendAs(visitor)('POST', `${AUTH}/register`, {
    loginId: { email },
    password: PASSWORD,
    profile,
  });
  const id = registered.json().identity.id as string;
  return { id, token: await tokenFor(id) };
}

async function tokenFor(memberId: string) {
  const tokens = await atrium.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
    headers: { authorization: `${visitor},${atrium.site.apiKey}` },
  });
  return tokens.json().access_token as string;
}

const latestMail = async (to: string) => (await atrium.core.mail.list(atrium.site.siteId, { to }))[0];
const login = (email: string, password = PASSWORD) =>
  sendAs(visitor)('POST', `${AUTH}/login`, { loginId: { email }, password });

describe('the member’s account: who may call', () => {
  it('answers the member alone: a visitor, an API key, no token and an expired token are refused', async () => {
    const { token } = await member('who@example.com');
    expect((await sendAs(token)('GET', `${ME}/account`)).json().account).toMatchObject({
      email: { address: 'who@example.com', isVerified: false },
      hasPassword: true,
      pendingEmail: null,
    });
    expect(code(await sendAs(visitor)('GET', `${ME}/account`))).toBe('FORBIDDEN');
    expect(code(await sendAs(atrium.site.apiKey)('GET', `${ME}/addresses`))).toBe('FORBIDDEN');
    expect(code(await atrium.app.inject({ method: 'GET', url: `${ME}/account` }))).toBe('UNAUTHENTICATED');
    const later = now;
    now += 2 * 3600_000;
    expect(code(await sendAs(token)('GET', `${ME}/account`))).toBe('TOKEN_EXPIRED');
    now = later;
  });
});

describe('profile and picture', () => {
  it('changes the names, keeps the profile’s other fields, and clears a name given empty', async () => {
    const { id, token } = await member('nia@example.com', { language: 'fr', firstName: 'N' });
    const other = await member('other@example.com', { firstName: 'Other' });
    const changed = await sendAs(token)('PATCH', `${ME}/profile`, { firstName: ' Nia ', lastName: 'Okafor' });
    expect(changed.json().account.profile).toMatchObject({ firstName: 'Nia', lastName: 'Okafor' });
    const cleared = await sendAs(token)('PATCH', `${ME}/profile`, { lastName: '' });
    expect(cleared.json().account.profile).toMatchObject({ firstName: 'Nia', lastName: null });
    const { rows } = await atrium.database.executeSql('select profile from members where id = $1', [id]);
    expect((rows[0] as { profile: object }).profile).toMatchObject({ language: 'fr', firstName: 'Nia' });
    expect((await sendAs(other.token)('GET', `${ME}/account`)).json().account.profile.firstName).toBe(
      'Other',
    );
    const tooLong = await sendAs(token)('PATCH', `${ME}/profile`, { nickname: 'x'.repeat(101) });
    expect(violatedFields(tooLong)).toEqual(['nickname']);
  });

  it('stores a picture re-encoded as WebP at a URL, deletes the old one when replaced, and refuses what is not an image', async () => {
    const { token } = await member('pic@example.com');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const upload = (mimeType: string, bytes: Buffer) =>
      sendAs(token)('POST', `${ME}/picture`, { mimeType, data: bytes.toString('base64') });
    const first = (await upload('image/png', png)).json().account.profile.picture as string;
    expect(first).toMatch(/^http:\/\/atrium\.test\/atrium\/v1\/member-pictures\/.+\.webp$/);
    const served = await atrium.app.inject({ method: 'GET', url: first.replace('http://atrium.test', '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const jpeg = await sharp(png).jpeg().toBuffer();
    const second = (await upload('image/jpeg', jpeg)).json().account.profile.picture as string;
    expect(second).not.toBe(first);
    const old = await atrium.app.inject({ method: 'GET', url: first.replace('http://atrium.test', '') });
    expect(old.statusCode).toBe(404);

    // The declared type must be what the bytes are; a script renamed .png is no image.
    expect(code(await upload('image/png', jpeg))).toBe('PICTURE_NOT_ALLOWED');
    expect(code(await upload('image/png', Buffer.from('<svg onload="alert(1)"/>')))).toBe(
      'PICTURE_NOT_ALLOWED',
    );
    // Right magic bytes, nothing decodable behind them.
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]);
    expect(code(await upload('image/png', fake))).toBe('PICTURE_NOT_ALLOWED');
    expect(violatedFields(await upload('image/svg+xml', png))).toEqual(['mimeType']);
    expect(violatedFields(await upload('image/png', Buffer.alloc(600 * 1024)))).toEqual(['data']);

    const removed = (await sendAs(token)('DELETE', `${ME}/picture`)).json().account.profile.picture;
    expect(removed).toBeNull();
    const gone = await atrium.app.inject({ method: 'GET', url: second.replace('http://atrium.test', '') });
    expect(gone.statusCode).toBe(404);
  });
});

describe('changing the email address', () => {
  it('sends a code to the new address, switches on the code, tells the old address, and signs in with the new one', async () => {
    const { token } = await member('old@example.com');
    const start = (payload: object) => sendAs(token)('POST', `${ME}/email-change`, payload);
    expect(violatedFields(await start({ newEmail: 'new@example.com' }))).toEqual(['password']);
    expect(code(await start({ newEmail: 'new@example.com', password: 'wrong one' }))).toBe('WRONG_PASSWORD');
    expect(code(await start({ newEmail: 'OLD@example.com', password: PASSWORD }))).toBe('SAME_EMAIL');
    const started = await start({ newEmail: 'New@Example.com', password: PASSWORD });
    expect(started.json()).toEqual({ sentTo: 'new@example.com' });
    expect((await sendAs(token)('GET', `${ME}/account`)).json().account.pendingEmail).toBe('new@example.com');
    const sent = codeIn((await latestMail('new@example.com'))!.text);
    const stored = await atrium.database.executeSql('select code_hash from member_codes');
    expect(JSON.stringify(stored.rows)).not.toContain(sent);

    const confirm = (value: string) => sendAs(token)('POST', `${ME}/email-change/confirm`, { code: value });
    expect(code(await confirm(sent === '000000' ? '111111' : '000000'))).toBe('INVALID_CODE');
    const confirmed = await confirm(sent);
    expect(confirmed.json().account).toMatchObject({
      email: { address: 'new@example.com', isVerified: true },
      pendingEmail: null,
    });
    expect(code(await confirm(sent))).toBe('CODE_EXPIRED');
    const notice = await latestMail('old@example.com');
    expect(notice!.subject).toBe('Your Test site email address was changed');
    expect(notice!.text).toContain('n••@example.com');
    expect((await login('new@example.com')).json().state).toBe('SUCCESS');
    expect(code(await login('old@example.com'))).toBe('-19976');
  });

  it('says an address is taken only to whoever confirms it, and not when asked', async () => {
    await member('taken@example.com');
    const { token } = await member('mover@example.com');
    const started = await sendAs(token)('POST', `${ME}/email-change`, {
      newEmail: 'taken@example.com',
      password: PASSWORD,
    });
    expect(started.statusCode).toBe(200);
    const sent = codeIn((await latestMail('taken@example.com'))!.text);
    const confirmed = await sendAs(token)('POST', `${ME}/email-change/confirm`, { code: sent });
    expect(code(confirmed)).toBe('EMAIL_TAKEN');
    expect((await sendAs(token)('GET', `${ME}/account`)).json().account.email.address).toBe(
      'mover@example.com',
    );
  });

  it('moves one of two members confirming the same new address at once; the other is told it is taken', async () => {
    const one = await member('first.racer@example.com');
    const two = await member('second.racer@example.com');
    const codes: string[] = [];
    for (const racer of [one, two]) {
      await sendAs(racer.token)('POST', `${ME}/email-change`, {
        newEmail: 'prize@example.com',
        password: PASSWORD,
      });
      codes.push(codeIn((await latestMail('prize@example.com'))!.text));
    }
    const answers = await Promise.all(
      [one, two].map((racer, i) =>
        sendAs(racer.token)('POST', `${ME}/email-change/confirm`, { code: codes[i] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map(code).filter(Boolean)).toEqual(['EMAIL_TAKEN']);
  });

  it('allows five guesses per code', async () => {
    const { token } = await member('guess@example.com');
    await sendAs(token)('POST', `${ME}/email-change`, {
      newEmail: 'guessed@example.com',
      password: PASSWORD,
    });
    const sent = codeIn((await latestMail('guessed@example.com'))!.text);
    const wrong = sent === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await sendAs(token)('POST', `${ME}/email-change/confirm`, { code: wrong });
    const late = await sendAs(token)('POST', `${ME}/email-change/confirm`, { code: sent });
    expect(code(late)).toBe('CODE_EXPIRED');
  });

  it('sends at most five codes an hour, and locks the password after repeated wrong guesses', async () => {
    const { token } = await member('spam@example.com');
    const start = (password: string) =>
      sendAs(token)('POST', `${ME}/email-change`, { newEmail: 'victim@example.com', password });
    for (let i = 0; i < 5; i++) expect((await start(PASSWORD)).statusCode).toBe(200);
    expect(code(await start(PASSWORD))).toBe('RATE_LIMITED');

    const guesser = await member('guesser@example.com');
    const remove = (password: string) => sendAs(guesser.token)('POST', `${ME}/delete`, { password });
    for (let i = 0; i < 6; i++) expect(code(await remove('wrong guess'))).toBe('WRONG_PASSWORD');
    expect(code(await remove('wrong guess'))).toBe('RATE_LIMITED');
    // The lock is the sign-in's: the right password is refused there too until it passes.
    expect(code(await login('guesser@example.com'))).toBe('RATE_LIMITED');
  });
});

describe('changing the password on the account page', () => {
  it('checks the current password when given, and ends the member’s other sessions', async () => {
    const { id, token } = await member('pw@example.com');
    const change = (payload: object) => sendAs(token)('POST', `${AUTH}/change-password`, payload);
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'another fine one' });
    expect(code(wrong)).toBe('WRONG_PASSWORD');
    expect((await login('pw@example.com')).json().state).toBe('SUCCESS');
    const refresh = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: id },
      headers: { authorization: `${visitor},${atrium.site.apiKey}` },
    });
    const refreshToken = refresh.json().refresh_token as string;
    const changed = await change({ currentPassword: PASSWORD, newPassword: 'another fine one' });
    expect(changed.statusCode).toBe(200);
    expect((await login('pw@example.com', 'another fine one')).json().state).toBe('SUCCESS');
    const reused = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('saved addresses', () => {
  const home = {
    address: { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' },
  };
  const work = {
    address: { country: 'FR', city: 'Paris', postalCode: '75001', addressLine: '2 rue de Rivoli' },
    contactDetails: { firstName: 'Ada', lastName: 'L', phone: '+33 1 23 45 67 89' },
  };

  it('adds, lists with the default first, edits, moves the default and deletes', async () => {
    const { token } = await member('book@example.com');
    const first = (await sendAs(token)('POST', `${ME}/addresses`, home)).json().address;
    expect(first).toMatchObject({ isDefault: true, address: home.address, contactDetails: null });
    const second = (await sendAs(token)('POST', `${ME}/addresses`, { ...work, isDefault: true })).json()
      .address;
    expect(second.isDefault).toBe(true);
    const list = async () => (await sendAs(token)('GET', `${ME}/addresses`)).json().addresses;
    expect((await list()).map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const edited = await sendAs(token)('PATCH', `${ME}/addresses/${first.id}`, {
      address: { ...home.address, city: 'Leeds' },
      isDefault: true,
    });
    expect(edited.json().address).toMatchObject({ isDefault: true, address: { city: 'Leeds' } });
    expect((await list())[0].id).toBe(first.id);
    expect((await sendAs(token)('DELETE', `${ME}/addresses/${second.id}`)).statusCode).toBe(200);
    expect((await list()).map((a: { id: string }) => a.id)).toEqual([first.id]);
    expect(code(await sendAs(token)('DELETE', `${ME}/addresses/${second.id}`))).toBe('ADDRESS_NOT_FOUND');
    const badCountry = await sendAs(token)('POST', `${ME}/addresses`, { address: { country: 'Britain' } });
    expect(violatedFields(badCountry)).toEqual(['address.country']);
  });

  it('keeps each member’s addresses to themselves, on this site and another', async () => {
    const owner = await member('mine@example.com');
    const saved = (await sendAs(owner.token)('POST', `${ME}/addresses`, home)).json().address;
    const stranger = await member('stranger@example.com');
    expect(code(await sendAs(stranger.token)('PATCH', `${ME}/addresses/${saved.id}`, work))).toBe(
      'ADDRESS_NOT_FOUND',
    );
    expect(code(await sendAs(stranger.token)('DELETE', `${ME}/addresses/${saved.id}`))).toBe(
      'ADDRESS_NOT_FOUND',
    );
    expect((await sendAs(stranger.token)('GET', `${ME}/addresses`)).json().addresses).toEqual([]);

    const { site, client } = await atrium.modules.sites.createSite({
      name: 'Other site',
      origins: ['http://other.test'],
      redirectUris: ['http://other.test/callback'],
    });
    const elsewhereVisitor = await visitorToken(atrium, client.id);
    const registered = await sendAs(elsewhereVisitor)('POST', `${AUTH}/register`, {
      loginId: { email: 'mine@example.com' },
      password: PASSWORD,
    });
    const key = await atrium.modules.sites.createApiKey(site.id, 'other key');
    const tokens = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        grant_type: 'authorized_client',
        scope: 'offline_access',
        member_id: registered.json().identity.id,
      },
      headers: { authorization: `${elsewhereVisitor},${key.key}` },
    });
    const elsewhere = tokens.json().access_token as string;
    expect(code(await sendAs(elsewhere)('DELETE', `${ME}/addresses/${saved.id}`))).toBe('ADDRESS_NOT_FOUND');
    expect((await sendAs(elsewhere)('GET', `${ME}/addresses`)).json().addresses).toEqual([]);
  });

  it('keeps one default and the cap under parallel adds (each member’s adds run one after another)', async () => {
    const { token } = await member('racer@example.com');
    const add = () => sendAs(token)('POST', `${ME}/addresses`, { ...home, isDefault: true });
    const first = await Promise.all(Array.from({ length: 6 }, add));
    expect(first.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const listed = (await sendAs(token)('GET', `${ME}/addresses`)).json().addresses;
    expect(listed.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    const rest = await Promise.all(Array.from({ length: 16 }, add));
    expect(rest.filter((answer) => answer.statusCode === 200)).toHaveLength(14);
    expect(rest.filter((answer) => code(answer) === 'ADDRESS_LIMIT_REACHED')).toHaveLength(2);
  });

  it('holds at most 20 addresses', async () => {
    const { token } = await member('full@example.com');
    for (let i = 0; i < 20; i++)
      expect((await sendAs(token)('POST', `${ME}/addresses`, home)).statusCode).toBe(200);
    expect(code(await sendAs(token)('POST', `${ME}/addresses`, home))).toBe('ADDRESS_LIMIT_REACHED');
  });
});
