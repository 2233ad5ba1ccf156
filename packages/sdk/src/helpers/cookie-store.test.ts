import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../auth/tokens.js';
import { createCookieTokenStore, readCookie, serializeCookie } from './cookie-store.js';
import type { CookieAttributes } from './cookie-store.js';

const tokens: Tokens = {
  accessToken: { value: 'a;b=c', expiresAt: 1_900_000_000 },
  refreshToken: { value: 'r', role: 'visitor' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A cookie jar that behaves like document.cookie: writes take one cookie with attributes, reads list pairs. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    },
  };
}

describe('cookie token store', () => {
  it('works with document.cookie in browsers, path / and expiry in days', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const document = fakeDocument();
    vi.stubGlobal('document', document);
    document.cookie = 'other=1';
    const store = createCookieTokenStore({ name: 'session', expires: 7 });
    expect(await store.get()).toBeUndefined();
    await store.set(tokens);
    expect(document.writes[1]).toBe(
      `session=${encodeURIComponent(JSON.stringify(tokens))}; path=/; expires=Thu, 08 Jan 2026 00:00:00 GMT`,
    );
    expect(await store.get()).toEqual(tokens);
  });

  it('works with a get/set adapter on servers', async () => {
    const cookies = new Map<string, string>();
    const sets: [string, string, CookieAttributes][] = [];
    const store = createCookieTokenStore({
      path: '/shop',
      secure: true,
      sameSite: 'lax',
      adapter: {
        get: async (name) => cookies.get(name),
        set: (name, value, attributes) => {
          sets.push([name, value, attributes]);
          cookies.set(name, value);
        },
      },
    });
    await store.set(tokens);
    expect(sets).toEqual([
      [
        'atrium-tokens',
        JSON.stringify(tokens),
        { path: '/shop', secure: true, sameSite: 'lax', domain: undefined, expires: undefined },
      ],
    ]);
    expect(await store.get()).toEqual(tokens);
  });

  it('reads a malformed or foreign cookie as no tokens', async () => {
    const values = ['{not json', JSON.stringify({ accessToken: 'x' }), ''];
    for (const value of values) {
      const store = createCookieTokenStore({ adapter: { get: () => value, set: () => {} } });
      expect(await store.get()).toBeUndefined();
    }
  });

  it('asks for an adapter where there is no document', async () => {
    await expect(createCookieTokenStore().get()).rejects.toThrow('adapter');
  });
});

describe('cookie strings', () => {
  it('serialises attributes and reads one cookie from a header', () => {
    const line = serializeCookie('t k', 'v;1', {
      path: '/',
      domain: 'x.test',
      sameSite: 'strict',
      secure: true,
    });
    expect(line).toBe('t%20k=v%3B1; path=/; domain=x.test; samesite=strict; secure');
    expect(readCookie('a=1; t%20k=v%3B1; b', 't k')).toBe('v;1');
    expect(readCookie('a=1', 'b')).toBeUndefined();
  });
});
