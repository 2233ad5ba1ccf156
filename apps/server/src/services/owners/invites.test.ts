import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, type TestAtrium } from '../../test/app.js';

const ADA = { email: 'ada@example.com', name: 'Ada', password: 'correct horse battery' };
const BOB = { email: 'bob@example.com', name: 'Bob', password: 'another long secret' };

describe('inviting owners', () => {
  let atrium: TestAtrium;
  let adaToken = '';

  beforeAll(async () => {
    atrium = await createTestApp();
    const setup = (await atrium.modules.owners.service.createSetupToken())!;
    const response = await post('/atrium/v1/owner/setup', { ...ADA, token: setup });
    const cookie = `atrium_owner_session=${response.cookies[0]!.value}`;
    const csrf = (await atrium.app.inject({ url: '/atrium/v1/owner/session', headers: { cookie } })).json()
      .csrfToken;
    const issued = await post(
      '/atrium/v1/owner/site-tokens',
      { siteId: atrium.site.siteId },
      { cookie, 'x-atrium-csrf': csrf },
    );
    adaToken = `Bearer ${issued.json().accessToken}`;
  });
  afterAll(async () => atrium?.close());

  function post(url: string, payload: object, headers: Record<string, string> = {}) {
    return atrium.app.inject({ method: 'POST', url, payload, headers });
  }
  const asAda = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    atrium.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: adaToken } });
  const tokenOf = (inviteUrl: string) => new URL(inviteUrl).hash.replace('#token=', '');

  it('lets only an owner invite, and shows the link once', async () => {
    const byKey = await atrium.app.inject({
      method: 'POST',
      url: '/atrium/v1/site-invites',
      payload: { invite: { email: BOB.email } },
      headers: { authorization: atrium.site.apiKey },
    });
    expect([byKey.statusCode, code(byKey)]).toEqual([403, 'OWNER_REQUIRED']);
    const self = await asAda('POST', '/atrium/v1/site-invites', { invite: { email: 'ADA@example.com' } });
    expect([self.statusCode, code(self)]).toEqual([409, 'ALREADY_OWNER']);
    const invalid = await asAda('POST', '/atrium/v1/site-invites', { invite: { email: 'bob' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('creates an account from an invitation and joins the site', async () => {
    const created = await asAda('POST', '/atrium/v1/site-invites', { invite: { email: BOB.email } });
    expect(created.statusCode).toBe(200);
    const { invite, inviteUrl } = created.json();
    expect(inviteUrl).toMatch(/^http:\/\/atrium\.test\/dashboard\/invite#token=[\w-]{43}$/);
    const token = tokenOf(inviteUrl);

    const listed = await asAda('GET', '/atrium/v1/site-owners');
    expect(listed.json().invites).toEqual([invite]);

    const lookUp = await post('/atrium/v1/owner/invites/look-up', { token });
    expect(lookUp.json()).toEqual({ email: BOB.email, siteName: 'Test site', accountExists: false });

    const noName = await post('/atrium/v1/owner/invites/accept', { token, password: BOB.password });
    expect(noName.statusCode).toBe(400);
    const weak = await post('/atrium/v1/owner/invites/accept', { token, name: 'Bob', password: 'short' });
    expect(weak.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'password' });

    const accepted = await post('/atrium/v1/owner/invites/accept', {
      token,
      name: BOB.name,
      password: BOB.password,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().owner).toMatchObject({ email: BOB.email, name: 'Bob' });
    const cookie = `atrium_owner_session=${accepted.cookies[0]!.value}`;
    const session = await atrium.app.inject({ url: '/atrium/v1/owner/session', headers: { cookie } });
    expect(session.json().sites).toEqual([{ id: atrium.site.siteId, name: 'Test site' }]);

    const reused = await post('/atrium/v1/owner/invites/accept', {
      token,
      name: 'Eve',
      password: BOB.password,
    });
    expect(code(reused)).toBe('INVALID_INVITE');
    const owners = (await asAda('GET', '/atrium/v1/site-owners')).json();
    expect(owners.owners.map((o: { email: string }) => o.email)).toEqual([ADA.email, BOB.email]);
    expect(owners.invites).toEqual([]);
  });

  it('asks an existing account for its password, and honours withdrawal', async () => {
    const other = await atrium.modules.sites.createSite({ name: 'Other site' });
    await atrium.modules.owners.service.addToSite(
      atrium.database.db,
      (await atrium.modules.owners.service.findByEmail(BOB.email))!.id,
      other.site.id,
    );
    // Bob (an owner of the other site) invites Ada there.
    const bobToken = await atrium.modules.owners.service.issueSiteToken(
      (await atrium.modules.owners.service.findByEmail(BOB.email))!.id,
      other.site.id,
    );
    const invite = await atrium.app.inject({
      method: 'POST',
      url: '/atrium/v1/site-invites',
      payload: { invite: { email: ADA.email } },
      headers: { authorization: bobToken.token },
    });
    const token = tokenOf(invite.json().inviteUrl);
    expect((await post('/atrium/v1/owner/invites/look-up', { token })).json().accountExists).toBe(true);
    const wrong = await post('/atrium/v1/owner/invites/accept', { token, password: 'not her password' });
    expect([wrong.statusCode, code(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);
    const right = await post('/atrium/v1/owner/invites/accept', { token, password: ADA.password });
    expect(right.statusCode).toBe(200);
    expect(await atrium.modules.owners.service.isOwnerOf(right.json().owner.id, other.site.id)).toBe(true);

    const withdrawn = await asAda('POST', '/atrium/v1/site-invites', { invite: { email: 'cy@example.com' } });
    const revoke = await asAda('DELETE', `/atrium/v1/site-invites/${withdrawn.json().invite.id}`);
    expect(revoke.statusCode).toBe(200);
    const gone = await post('/atrium/v1/owner/invites/look-up', {
      token: tokenOf(withdrawn.json().inviteUrl),
    });
    expect(code(gone)).toBe('INVALID_INVITE');
    const twice = await asAda('DELETE', `/atrium/v1/site-invites/${withdrawn.json().invite.id}`);
    expect(twice.statusCode).toBe(404);
  });
});

describe('guessing an invited account’s password', () => {
  let atrium: TestAtrium;
  afterAll(async () => atrium?.close());

  it('counts on the account’s sign-in limit, however many invitations name it', async () => {
    atrium = await createTestApp();
    const setup = (await atrium.modules.owners.service.createSetupToken())!;
    const post = (url: string, payload: object) => atrium.app.inject({ method: 'POST', url, payload });
    const ada = (await post('/atrium/v1/owner/setup', { ...ADA, token: setup })).json().owner.id as string;
    const { site } = await atrium.modules.sites.createSite({ name: 'Another shop' });
    // Each guess on a fresh invitation: its own count never fills.
    const guess = async () => {
      const { token } = await atrium.modules.owners.invites.create(site.id, ada, ADA.email);
      return post('/atrium/v1/owner/invites/accept', { token, password: 'a guess at her password' });
    };
    for (let i = 0; i < 10; i++) expect(code(await guess())).toBe('INVALID_CREDENTIALS');
    expect(code(await guess())).toBe('RATE_LIMITED');
    expect(code(await post('/atrium/v1/owner/sign-in', { email: ADA.email, password: ADA.password }))).toBe(
      'RATE_LIMITED',
    );
  });
});
