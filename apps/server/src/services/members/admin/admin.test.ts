import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';

describe('member administration by site owners', () => {
  let atrium: TestAtrium;
  let other: TestAtrium;
  let visitor = '';
  beforeAll(async () => {
    atrium = await createTestApp();
    other = await createTestApp();
    visitor = await visitorToken(atrium, atrium.site.clientId);
  });
  afterAll(async () => {
    await atrium?.close();
    await other?.close();
  });

  type Method = 'GET' | 'POST' | 'PATCH';
  // The site's API key unless another caller is named.
  const adminAs =
    (authorization = atrium.site.apiKey) =>
    (method: Method, url: string, payload?: object) =>
      atrium.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization } });
  const admin = (method: Method, url: string, payload?: object) => adminAs()(method, url, payload);
  const register = (email: string) =>
    atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email }, password: 'a fine password' },
      headers: { authorization: visitor },
    });
  const login = (email: string) =>
    atrium.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      payload: { loginId: { email }, password: 'a fine password' },
      headers: { authorization: visitor },
    });

  it('changes the sign-in settings, checking their values', async () => {
    expect((await adminAs(visitor)('GET', '/atrium/v1/member-settings')).statusCode).toBe(403);
    const bad = await admin('PATCH', '/atrium/v1/member-settings', { settings: { registration: 'MAYBE' } });
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('settings.registration');
    const changed = await admin('PATCH', '/atrium/v1/member-settings', {
      settings: { registration: 'APPROVAL' },
    });
    expect(changed.json().settings).toEqual({
      registration: 'APPROVAL',
      requireEmailVerification: false,
      requireMfa: false,
      captcha: 'OFF',
    });
    expect((await admin('GET', '/atrium/v1/member-settings')).json().settings.registration).toBe('APPROVAL');
  });

  it('approves and rejects members waiting for an owner, and lists them by status and search', async () => {
    const lea = (await register('lea@example.com')).json().identity;
    const max = (await register('max@example.com')).json().identity;
    const pending = (await admin('GET', '/atrium/v1/members?status=PENDING')).json();
    expect(pending.members.map((m: { email: { address: string } }) => m.email.address)).toEqual([
      'max@example.com',
      'lea@example.com',
    ]);
    expect(pending.pagingMetadata).toMatchObject({ total: 2, hasNext: false });
    expect((await admin('GET', '/atrium/v1/members?search=LEA')).json().members).toHaveLength(1);
    expect((await admin('GET', '/atrium/v1/members?search=%25')).json().members).toHaveLength(0);

    expect((await admin('POST', `/atrium/v1/members/${lea.id}/approve`)).json().member.status.name).toBe(
      'ACTIVE',
    );
    expect((await login('lea@example.com')).json().state).toBe('SUCCESS');
    expect(code(await admin('POST', `/atrium/v1/members/${lea.id}/approve`))).toBe('NOT_PENDING_APPROVAL');
    await admin('POST', `/atrium/v1/members/${max.id}/reject`);
    expect(code(await admin('POST', `/atrium/v1/members/${max.id}/block`))).toBe('MEMBER_NOT_FOUND');
    expect(code(await login('max@example.com'))).toBe('-19976');
    const foreign = await other.app.inject({
      method: 'POST',
      url: `/atrium/v1/members/${lea.id}/block`,
      headers: { authorization: other.site.apiKey },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('blocks a member out of every session, and unblocks them', async () => {
    const lea = (await atrium.modules.members.find(atrium.site.siteId, 'lea@example.com'))!;
    const tokens = (
      await atrium.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: lea.id },
        headers: { authorization: `${visitor},${atrium.site.apiKey}` },
      })
    ).json();
    await admin('POST', `/atrium/v1/members/${lea.id}/block`);
    expect(code(await login('lea@example.com'))).toBe('MEMBER_BLOCKED');
    const refresh = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        grantType: 'refresh_token',
        clientId: atrium.site.clientId,
        refreshToken: tokens.refresh_token,
      },
    });
    expect(code(refresh)).toBe('INVALID_GRANT');
    await admin('POST', `/atrium/v1/members/${lea.id}/unblock`);
    expect((await login('lea@example.com')).json().state).toBe('SUCCESS');
  });

  it('shows one member: profile, factors with dates and never a secret, latest sign-ins first', async () => {
    const lea = (await atrium.modules.members.find(atrium.site.siteId, 'lea@example.com'))!;
    const { access_token: token } = (
      await atrium.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: lea.id },
        headers: { authorization: `${visitor},${atrium.site.apiKey}` },
      })
    ).json();
    const enrolled = (
      await atrium.app.inject({
        method: 'POST',
        url: '/atrium/v1/members/me/factors/totp',
        headers: { authorization: token },
      })
    ).json();
    const answer = await admin('GET', `/atrium/v1/members/${lea.id}`);
    expect(answer.statusCode).toBe(200);
    const found = answer.json();
    expect(found.member).toMatchObject({ id: lea.id, email: { address: 'lea@example.com' } });
    expect(found.factors).toEqual([
      {
        factorId: enrolled.factor.factorId,
        type: 'TOTP',
        status: 'REQUIRE_ACTIVATION',
        createdDate: expect.any(String),
      },
    ]);
    expect(answer.body).not.toContain(enrolled.secret);
    // Signed in after approval and again after unblocking; the blocked attempt is no sign-in.
    expect(found.signIns).toHaveLength(2);
    const [latest, earlier] = found.signIns.map((s: { signInDate: string }) => Date.parse(s.signInDate));
    expect(latest).toBeGreaterThanOrEqual(earlier);
    expect(found.lastLoginDate).toEqual(expect.any(String));

    expect(code(await admin('GET', `/atrium/v1/members/${crypto.randomUUID()}`))).toBe('MEMBER_NOT_FOUND');
    const max = (await atrium.modules.members.find(atrium.site.siteId, 'max@example.com'))!;
    expect(code(await admin('GET', `/atrium/v1/members/${max.id}`))).toBe('MEMBER_NOT_FOUND');
    expect((await adminAs(visitor)('GET', `/atrium/v1/members/${lea.id}`)).statusCode).toBe(403);
    expect((await adminAs(token)('GET', `/atrium/v1/members/${lea.id}`)).statusCode).toBe(403);
    const foreign = await other.app.inject({
      url: `/atrium/v1/members/${lea.id}`,
      headers: { authorization: other.site.apiKey },
    });
    expect(code(foreign)).toBe('MEMBER_NOT_FOUND');
  });

  it('shows the site’s mailbox to elevated callers only', async () => {
    await atrium.modules.members.settings.update(atrium.site.siteId, {
      registration: 'OPEN',
      requireEmailVerification: true,
    });
    await register('ned@example.com');
    const box = await admin('GET', '/atrium/v1/mail-messages?to=ned@example.com');
    expect(box.json().messages[0]).toMatchObject({
      to: 'ned@example.com',
      status: 'STORED',
      subject: 'Your code for Test site',
    });
    expect((await adminAs(visitor)('GET', '/atrium/v1/mail-messages')).statusCode).toBe(403);
    const foreign = await other.app.inject({
      url: '/atrium/v1/mail-messages',
      headers: { authorization: other.site.apiKey },
    });
    expect(foreign.json().messages).toEqual([]);
  });

  it('pages the list with a total on every page, past the last one included', async () => {
    for (const name of ['ada', 'bo', 'cy']) await register(`${name}@paging.example`);
    const page = async (query: string) => {
      const answer = (await admin('GET', `/atrium/v1/members?${query}`)).json();
      return [
        answer.members.map((m: { email: { address: string } }) => m.email.address),
        answer.pagingMetadata,
      ];
    };
    expect(await page('search=paging&limit=2')).toEqual([
      ['cy@paging.example', 'bo@paging.example'],
      { count: 2, offset: 0, total: 3, hasNext: true },
    ]);
    expect(await page('search=paging&limit=2&offset=2')).toEqual([
      ['ada@paging.example'],
      { count: 1, offset: 2, total: 3, hasNext: false },
    ]);
    expect(await page('search=paging&limit=2&offset=7')).toEqual([
      [],
      { count: 0, offset: 7, total: 3, hasNext: false },
    ]);
    expect(await page('search=nobody')).toEqual([[], { count: 0, offset: 0, total: 0, hasNext: false }]);
  });
});
