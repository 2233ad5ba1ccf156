import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, type TestAtrium } from '../../test/app.js';

const OWNER = { email: 'Ada@Example.com', name: 'Ada', password: 'correct horse battery' };

describe('owner accounts and the dashboard session', () => {
  let atrium: TestAtrium;
  let now = Date.now();
  let cookie = '';
  let csrf = '';

  beforeAll(async () => {
    atrium = await createTestApp({ clock: () => now });
  });
  afterAll(async () => atrium?.close());

  type Method = 'GET' | 'POST' | 'DELETE';
  const injectWith =
    (headers: Record<string, string> = {}) =>
    (method: Method, url: string, body?: object) =>
      atrium.app.inject({ method, url, ...(body ? { payload: body } : {}), headers });
  const inject = (method: Method, url: string, body?: object) => injectWith()(method, url, body);
  const withSessionAnd =
    (extra: Record<string, string> = {}) =>
    (method: Method, url: string, body?: object) =>
      injectWith({ cookie, 'x-atrium-csrf': csrf, ...extra })(method, url, body);
  const withSession = (method: Method, url: string, body?: object) => withSessionAnd()(method, url, body);
  const sessionCookie = (response: Awaited<ReturnType<typeof inject>>) =>
    response.cookies.find((c) => c.name === 'atrium_owner_session');

  it('refuses a wrong setup link and bad input, storing nothing', async () => {
    const token = (await atrium.modules.owners.service.createSetupToken())!;
    expect(token).toBeTruthy();
    const wrong = await inject('POST', '/atrium/v1/owner/setup', { ...OWNER, token: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(code(wrong)).toBe('INVALID_SETUP_LINK');
    const bad = await inject('POST', '/atrium/v1/owner/setup', {
      token,
      email: 'not-an-email',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(['email', 'name', 'password']);
    expect(await atrium.modules.owners.service.countOwners()).toBe(0);
  });

  it('creates the first owner from the printed link, who adopts the existing sites', async () => {
    const token = (await atrium.modules.owners.service.createSetupToken())!;
    const response = await inject('POST', '/atrium/v1/owner/setup', { ...OWNER, token });
    expect(response.statusCode).toBe(200);
    expect(response.json().owner).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    const set = sessionCookie(response)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/atrium/v1/owner' });
    cookie = `atrium_owner_session=${set.value}`;

    const again = await inject('POST', '/atrium/v1/owner/setup', {
      ...OWNER,
      email: 'eve@example.com',
      token,
    });
    expect(code(again)).toBe('INVALID_SETUP_LINK');
    expect(await atrium.modules.owners.service.createSetupToken()).toBeUndefined();

    const session = await injectWith({ cookie })('GET', '/atrium/v1/owner/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().sites).toEqual([{ id: atrium.site.siteId, name: 'Test site' }]);
    csrf = session.json().csrfToken;
    expect(csrf).toMatch(/^[\w-]{43}$/);
  });

  it('needs a session, and the session’s CSRF token for changes', async () => {
    const none = await inject('GET', '/atrium/v1/owner/session');
    expect([none.statusCode, code(none)]).toEqual([401, 'NO_SESSION']);
    const noCsrf = await injectWith({ cookie })('POST', '/atrium/v1/owner/sites', { site: { name: 'Shop' } });
    expect([noCsrf.statusCode, code(noCsrf)]).toEqual([403, 'INVALID_CSRF_TOKEN']);
    const forged = await withSessionAnd({
      'x-atrium-csrf': csrf.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    })('POST', '/atrium/v1/owner/sites', { site: { name: 'Shop' } });
    expect(forged.statusCode).toBe(403);
    const forgedCookie = await injectWith({
      cookie: 'atrium_owner_session=made-up',
    })('GET', '/atrium/v1/owner/session');
    expect([forgedCookie.statusCode, code(forgedCookie)]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('creates sites and issues owner tokens only for the owner’s own sites', async () => {
    const created = await withSession('POST', '/atrium/v1/owner/sites', { site: { name: 'Second shop' } });
    expect(created.statusCode).toBe(200);
    const siteId = created.json().site.id as string;
    const session = await withSession('GET', '/atrium/v1/owner/session');
    expect(session.json().sites.map((s: { name: string }) => s.name)).toEqual(['Test site', 'Second shop']);

    const issued = await withSession('POST', '/atrium/v1/owner/site-tokens', { siteId });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().expiresIn).toBe(600);
    const site = await injectWith({
      authorization: `Bearer ${issued.json().accessToken}`,
    })('GET', '/atrium/v1/site');
    expect(site.json().site).toMatchObject({ id: siteId, name: 'Second shop' });

    const foreign = await atrium.modules.sites.createSite({ name: 'Someone else' });
    const refused = await withSession('POST', '/atrium/v1/owner/site-tokens', { siteId: foreign.site.id });
    expect([refused.statusCode, code(refused)]).toEqual([403, 'NOT_SITE_OWNER']);
    const badId = await withSession('POST', '/atrium/v1/owner/site-tokens', { siteId: 'x' });
    expect(badId.statusCode).toBe(400);
  });

  it('signs in without telling which addresses have accounts, and rate-limits guessing', async () => {
    const unknown = await inject('POST', '/atrium/v1/owner/sign-in', {
      email: 'nobody@example.com',
      password: 'x',
    });
    const wrong = await inject('POST', '/atrium/v1/owner/sign-in', { email: OWNER.email, password: 'wrong' });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(wrong)).toBeUndefined();

    const right = await inject('POST', '/atrium/v1/owner/sign-in', {
      email: 'ADA@example.com',
      password: OWNER.password,
    });
    expect(right.statusCode).toBe(200);
    expect(sessionCookie(right)?.value).toBeTruthy();

    // The success cleared the account's count: the eleventh guess after it is refused.
    let last = right;
    for (let i = 0; i < 11; i += 1)
      last = await inject('POST', '/atrium/v1/owner/sign-in', { email: OWNER.email, password: 'guess' });
    expect(last.statusCode).toBe(429);
    expect(code(last)).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits for the window to pass.
    const blocked = await inject('POST', '/atrium/v1/owner/sign-in', {
      email: OWNER.email,
      password: OWNER.password,
    });
    expect(blocked.statusCode).toBe(429);
    now += 901_000;
    const later = await inject('POST', '/atrium/v1/owner/sign-in', {
      email: OWNER.email,
      password: OWNER.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it('answers no other origin on the session routes, while the site API keeps its CORS', async () => {
    const origin = { origin: 'http://shop.test' };
    const owner = await injectWith({ ...origin, cookie })('GET', '/atrium/v1/owner/session');
    expect(owner.headers['access-control-allow-origin']).toBeUndefined();
    const site = await injectWith({
      ...origin,
      authorization: atrium.site.apiKey,
    })('GET', '/atrium/v1/site');
    expect(site.headers['access-control-allow-origin']).toBe('http://shop.test');
  });

  it('ends sessions on sign-out and when they expire', async () => {
    const signIn = await inject('POST', '/atrium/v1/owner/sign-in', {
      email: OWNER.email,
      password: OWNER.password,
    });
    const second = `atrium_owner_session=${sessionCookie(signIn)!.value}`;
    const secondCsrf = (await injectWith({ cookie: second })('GET', '/atrium/v1/owner/session')).json()
      .csrfToken;
    const out = await injectWith({ cookie: second, 'x-atrium-csrf': secondCsrf })(
      'POST',
      '/atrium/v1/owner/sign-out',
      {},
    );
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)?.value).toBe('');
    expect((await injectWith({ cookie: second })('GET', '/atrium/v1/owner/session')).statusCode).toBe(401);
    expect((await withSession('GET', '/atrium/v1/owner/session')).statusCode).toBe(200);

    now += 169 * 3_600_000;
    const expired = await withSession('GET', '/atrium/v1/owner/session');
    expect([expired.statusCode, code(expired)]).toEqual([401, 'SESSION_EXPIRED']);
    const again = await inject('POST', '/atrium/v1/owner/sign-in', {
      email: OWNER.email,
      password: OWNER.password,
    });
    cookie = `atrium_owner_session=${sessionCookie(again)!.value}`;
    csrf = (await withSession('GET', '/atrium/v1/owner/session')).json().csrfToken;
  });
});
