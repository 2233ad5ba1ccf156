import type { TokenStore } from '../auth/token-store.js';
import { isTokens } from '../auth/tokens.js';
import type { Tokens } from '../auth/tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieAttributes {
  path: string;
  expires?: Date;
  domain?: string;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

/**
 * Cookie access for servers (a request's cookies in, a response's Set-Cookie out). Values are passed raw:
 * the adapter (or its framework) encodes them.
 */
export interface CookieAdapter {
  get(name: string): string | undefined | Promise<string | undefined>;
  set(name: string, value: string, attributes: CookieAttributes): void | Promise<void>;
}

export interface CookieTokenStoreOptions {
  name?: string;
  /** '/' by default. */
  path?: string;
  /** Days until the cookie expires; without it the cookie lasts for the browser session. */
  expires?: number;
  domain?: string;
  secure?: boolean;
  sameSite?: CookieAttributes['sameSite'];
  /** Defaults to `document.cookie`, looked up when used, never at import. */
  adapter?: CookieAdapter;
}

export const DEFAULT_TOKEN_COOKIE = 'atrium-tokens';

/** A token store in one cookie, for server-rendered sites that share tokens between browser and server. */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const name = options.name ?? DEFAULT_TOKEN_COOKIE;
  const adapter = (): CookieAdapter => options.adapter ?? documentCookieAdapter();
  return {
    async get(): Promise<Tokens | undefined> {
      const raw = await adapter().get(name);
      if (!raw) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isTokens(parsed) ? parsed : undefined;
      } catch {
        // A cookie that someone else wrote, or a truncated one, reads as no tokens at all.
        return undefined;
      }
    },
    async set(tokens) {
      const attributes: CookieAttributes = {
        path: options.path ?? '/',
        domain: options.domain,
        secure: options.secure,
        sameSite: options.sameSite,
        expires: options.expires === undefined ? undefined : new Date(Date.now() + options.expires * DAY_MS),
      };
      await adapter().set(name, JSON.stringify(tokens), attributes);
    },
  };
}

export function documentCookieAdapter(): CookieAdapter {
  if (typeof document === 'undefined') {
    throw new TypeError('No document.cookie here: give the cookie token store an adapter on the server');
  }
  return {
    get: (name) => readCookie(document.cookie, name),
    set: (name, value, attributes) => {
      document.cookie = serializeCookie(name, value, attributes);
    },
  };
}

export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${attributes.path}`];
  if (attributes.expires) parts.push(`expires=${attributes.expires.toUTCString()}`);
  if (attributes.domain) parts.push(`domain=${attributes.domain}`);
  if (attributes.sameSite) parts.push(`samesite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('secure');
  return parts.join('; ');
}

/** The decoded value of one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (safeDecode(pair.slice(0, separator).trim()) === name)
      return safeDecode(pair.slice(separator + 1).trim());
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
