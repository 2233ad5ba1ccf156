import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isTokenError } from '../errors/errors.js';
import { startTestServer } from '../testing/http-test-server.js';
import type { RecordedRequest, TestServer } from '../testing/http-test-server.js';
import { OAuthStrategy } from './oauth-strategy.js';
import type { TokenStore } from './token-store.js';
import type { Tokens } from './tokens.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

let server: TestServer;
let issued = 0;

/** A token endpoint: anonymous grants always work; refresh grants work for `good-refresh` only. */
function tokenEndpoint(request: RecordedRequest) {
  const body = request.json as Record<string, string>;
  if (request.path !== '/oauth2/token' || request.method !== 'POST') return { status: 404, body: {} };
  if (body.grantType === 'refresh_token' && body.refreshToken !== 'good-refresh') {
    return {
      status: 400,
      body: {
        message: 'bad grant',
        details: { applicationError: { code: 'INVALID_GRANT', description: 'x', data: {} } },
      },
    };
  }
  issued += 1;
  return {
    body: {
      access_token: `access-${issued}`,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: `refresh-${issued}`,
      scope: 'offline_access',
    },
  };
}

const tokenCalls = () => server.requests.filter((request) => request.path === '/oauth2/token');

beforeAll(async () => {
  server = await startTestServer(tokenEndpoint);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.handle(tokenEndpoint);
  vi.useRealTimers();
});

function tokensWith(
  access: Partial<Tokens['accessToken']>,
  refresh: Partial<Tokens['refreshToken']>,
): Tokens {
  return {
    accessToken: { value: 'old-access', expiresAt: NOW_SECONDS + 60, ...access },
    refreshToken: { value: 'good-refresh', role: 'member', ...refresh },
  };
}

describe('OAuthStrategy tokens', () => {
  it('gets an anonymous visitor grant when it has no tokens, and saves it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const saved: Tokens[] = [];
    const store: TokenStore = { get: () => undefined, set: (tokens) => void saved.push(tokens) };
    const auth = OAuthStrategy({ clientId: 'client-1', host: server.url, tokenStorage: store });
    const { headers } = await auth.getAuthHeaders();
    expect(tokenCalls().map((request) => request.json)).toEqual([
      { clientId: 'client-1', grantType: 'anonymous' },
    ]);
    expect(tokenCalls()[0]!.headers['content-type']).toBe('application/json');
    const tokens = auth.getTokens();
    expect(headers).toEqual({ Authorization: tokens.accessToken.value });
    expect(tokens.accessToken.expiresAt).toBe(NOW_SECONDS + 3600);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(saved).toEqual([tokens]);
    expect(auth.loggedIn()).toBe(false);
    const member = tokensWith({}, { role: 'member' });
    await auth.setTokens(member);
    expect(saved).toEqual([tokens, member]);
    expect(auth.loggedIn()).toBe(true);
  });

  it('keeps tokens set while the store was still being read', async () => {
    let release: (tokens: Tokens) => void = () => {};
    const stored = new Promise<Tokens>((resolve) => (release = resolve));
    const auth = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokenStorage: { get: () => stored, set: () => {} },
    });
    const pending = auth.getAuthHeaders();
    const fresh = tokensWith({ value: 'fresh', expiresAt: Date.now() / 1000 + 600 }, {});
    await auth.setTokens(fresh);
    release(tokensWith({ value: 'stale-from-store', expiresAt: Date.now() / 1000 + 600 }, {}));
    expect((await pending).headers.Authorization).toBe('fresh');
    expect(tokenCalls()).toHaveLength(0);
  });

  it('uses a valid access token without calling the server', async () => {
    const auth = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokens: tokensWith({ expiresAt: Date.now() / 1000 + 60 }, {}),
    });
    expect(await auth.getAuthHeaders()).toEqual({ headers: { Authorization: 'old-access' } });
    expect(tokenCalls()).toHaveLength(0);
    expect(auth.loggedIn()).toBe(true);
  });

  it('renews an expired access token with the refresh token and keeps the first refresh token', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const auth = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokens: tokensWith({ expiresAt: NOW_SECONDS }, {}),
    });
    const { headers } = await auth.getAuthHeaders();
    expect(tokenCalls().map((request) => request.json)).toEqual([
      { clientId: 'c', refreshToken: 'good-refresh', grantType: 'refresh_token' },
    ]);
    expect(headers.Authorization).toMatch(/^access-\d+$/);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'good-refresh', role: 'member' });
    expect(auth.getTokens().accessToken.expiresAt).toBe(NOW_SECONDS + 3600);
  });

  it('falls back to an anonymous grant when the refresh token is rejected', async () => {
    const auth = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokens: tokensWith({ value: '' }, { value: 'revoked' }),
    });
    await auth.getAuthHeaders();
    expect(tokenCalls().map((request) => (request.json as { grantType: string }).grantType)).toEqual([
      'refresh_token',
      'anonymous',
    ]);
    expect(auth.getTokens().refreshToken.role).toBe('visitor');
    expect(auth.loggedIn()).toBe(false);
  });

  it('shares one renewal between concurrent requests', async () => {
    server.handle(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return tokenEndpoint(request);
    });
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const results = await Promise.all(Array.from({ length: 5 }, () => auth.getAuthHeaders()));
    expect(tokenCalls()).toHaveLength(1);
    expect(new Set(results.map((result) => result.headers.Authorization)).size).toBe(1);
    await auth.getAuthHeaders();
    expect(tokenCalls()).toHaveLength(1);
  });

  it('reports a failed token call with the status text and the request id', async () => {
    server.handle(() => ({ status: 503, body: {}, requestId: 'req-token' }));
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const error = await auth.getAuthHeaders().catch((caught: unknown) => caught);
    expect(isTokenError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Failed to fetch tokens from OAuth API: Service Unavailable. request ID: req-token',
    );
    // The failed renewal is not remembered: the next request tries again.
    server.handle(tokenEndpoint);
    await expect(auth.getAuthHeaders()).resolves.toBeDefined();
  });

  it('reads tokens from an async store once, before the first request', async () => {
    const stored = tokensWith(
      { value: 'stored-access', expiresAt: Date.now() / 1000 + 600 },
      { role: 'visitor' },
    );
    const get = vi.fn(async () => stored);
    const auth = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokenStorage: { get, set: async () => {} },
    });
    expect((await auth.getAuthHeaders()).headers.Authorization).toBe('stored-access');
    await auth.getAuthHeaders();
    expect(get).toHaveBeenCalledTimes(1);
    expect(tokenCalls()).toHaveLength(0);
  });
});

describe('generateVisitorTokens', () => {
  it('returns given tokens that are still usable, without a call, and adopts them', async () => {
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const given = tokensWith({ expiresAt: Date.now() / 1000 + 600 }, { role: 'visitor' });
    expect(await auth.generateVisitorTokens(given)).toBe(given);
    expect(auth.getTokens()).toBe(given);
    expect(tokenCalls()).toHaveLength(0);
  });

  it('renews given tokens whose access token expired', async () => {
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const tokens = await auth.generateVisitorTokens(tokensWith({ expiresAt: 1 }, { role: 'visitor' }));
    expect(tokenCalls().map((request) => (request.json as { grantType: string }).grantType)).toEqual([
      'refresh_token',
    ]);
    expect(tokens.refreshToken.value).toBe('good-refresh');
  });

  it('makes an anonymous grant without usable tokens', async () => {
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(auth.getTokens()).toEqual(tokens);
    expect(await auth.generateVisitorTokens()).toBe(tokens);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('renewToken asks for a new access token and returns the same refresh token', async () => {
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const refreshToken = { value: 'good-refresh', role: 'member' as const };
    const renewed = await auth.renewToken(refreshToken);
    expect(renewed.refreshToken).toBe(refreshToken);
    await expect(auth.renewToken({ value: 'bad', role: 'member' })).rejects.toThrow(
      /^Failed to fetch tokens from OAuth API: Bad Request\. request ID: req-\d+$/,
    );
  });
});

describe('subscribe and isRenewing', () => {
  /** What listeners see each time they run: whether a grant is in flight, and the role then held. */
  function watch(auth: ReturnType<typeof OAuthStrategy>) {
    const seen: string[] = [];
    const unsubscribe = auth.subscribe(() =>
      seen.push(`${auth.isRenewing() ? 'renewing' : 'idle'} ${auth.getTokens().refreshToken.role}`),
    );
    return { seen, unsubscribe };
  }

  it('tells listeners about setTokens until they unsubscribe', async () => {
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const { seen, unsubscribe } = watch(auth);
    const other = vi.fn();
    auth.subscribe(other);
    await auth.setTokens(tokensWith({}, { role: 'visitor' }));
    await auth.setTokens(tokensWith({}, { role: 'member' }));
    expect(seen).toEqual(['idle visitor', 'idle member']);
    unsubscribe();
    await auth.setTokens(tokensWith({}, { role: 'none' }));
    expect(seen).toHaveLength(2);
    expect(other).toHaveBeenCalledTimes(3);
  });

  it('is renewing while an anonymous grant is in flight, and tells listeners when it starts and ends', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.handle(async (request) => {
      await gate;
      return tokenEndpoint(request);
    });
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const { seen } = watch(auth);
    const pending = auth.getAuthHeaders();
    await vi.waitFor(() => expect(tokenCalls()).toHaveLength(1));
    expect(auth.isRenewing()).toBe(true);
    expect(seen).toEqual(['renewing none']);
    release();
    await pending;
    expect(auth.isRenewing()).toBe(false);
    expect(seen).toEqual(['renewing none', 'renewing visitor', 'idle visitor']);
  });

  it('shows one renewal for concurrent requests, and a failed grant ends it too', async () => {
    server.handle(() => ({ status: 503, body: {} }));
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const { seen } = watch(auth);
    const results = await Promise.allSettled([auth.getAuthHeaders(), auth.getAuthHeaders()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(auth.isRenewing()).toBe(false);
    expect(seen).toEqual(['renewing none', 'idle none']);
  });

  it('renewing given tokens through generateVisitorTokens is a grant as well', async () => {
    const auth = OAuthStrategy({ clientId: 'c', host: server.url });
    const { seen } = watch(auth);
    await auth.generateVisitorTokens(tokensWith({ expiresAt: 1 }, { role: 'member' }));
    expect(seen).toEqual(['renewing none', 'renewing member', 'idle member']);
  });

  it('tells listeners when tokens are read from the store, and not when the store is empty', async () => {
    const stored = tokensWith({ expiresAt: Date.now() / 1000 + 600 }, { role: 'member' });
    const auth = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokenStorage: { get: async () => stored, set: () => {} },
    });
    const { seen } = watch(auth);
    await auth.getAuthHeaders();
    expect(seen).toEqual(['idle member']);
    expect(auth.getTokens()).toBe(stored);

    const empty = OAuthStrategy({
      clientId: 'c',
      host: server.url,
      tokenStorage: { get: () => undefined, set() {} },
    });
    const listener = vi.fn();
    empty.subscribe(listener);
    await empty.generateVisitorTokens(tokensWith({ expiresAt: Date.now() / 1000 + 600 }, {}));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
