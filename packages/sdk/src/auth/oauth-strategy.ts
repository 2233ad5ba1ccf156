import { globalFetch } from './auth-strategy.js';
import type { AuthEnvironment, AuthStrategy } from './auth-strategy.js';
import { parseFromUrl } from './parse-from-url.js';
import type { AuthorizationResult, ResponseMode } from './parse-from-url.js';
import { createMemberFlows, type MemberFlows } from './member-flows.js';
import { generateOAuthData } from './pkce.js';
import type { OAuthData } from './pkce.js';
import { createTokenGrants } from './token-endpoint.js';
import { createTokenHolder } from './token-holder.js';
import { createMemoryTokenStore } from './token-store.js';
import type { TokenStore } from './token-store.js';
import { isAccessTokenUsable } from './tokens.js';
import type { RefreshToken, Tokens } from './tokens.js';

export interface OAuthStrategyOptions {
  clientId: string;
  tokens?: Tokens;
  tokenStorage?: TokenStore;
  /** The server for token calls; by default the host of the client that uses the strategy. */
  host?: string;
  fetch?: typeof fetch;
}

export interface OAuthStrategy extends AuthStrategy, MemberFlows {
  /** Usable tokens: the given (or current) ones while valid, else renewed, else a new anonymous pair. */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** A new access token for a refresh token; the refresh token itself is kept (WIRE.md section 6). */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  getTokens(): Tokens;
  /** Replaces the tokens and saves them to the token store. */
  setTokens(tokens: Tokens): Promise<void>;
  loggedIn(): boolean;
  /**
   * Runs `listener` after every change of the current tokens (`setTokens`, a renewal or anonymous grant,
   * tokens read from the token store) and of `isRenewing()`. Returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
  /** True while a grant that will replace the current tokens is in flight. */
  isRenewing(): boolean;
  generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData>;
  parseFromUrl(url?: string, responseMode?: ResponseMode): AuthorizationResult;
  getAuthHeaders(environment?: AuthEnvironment): Promise<{ headers: Record<string, string> }>;
}

/** Visitor tokens for site code (specification 000 section 4, "Tokens"). */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const holder = createTokenHolder(options.tokenStorage ?? createMemoryTokenStore(), options.tokens);
  let clientEnvironment: AuthEnvironment | undefined;
  const environment = (): AuthEnvironment => ({
    host: options.host ?? clientEnvironment?.host ?? '',
    fetch: options.fetch ?? clientEnvironment?.fetch ?? globalFetch,
  });
  const grants = createTokenGrants(options.clientId, environment);

  const grantFrom = (tokens: Partial<Tokens>): Promise<Tokens> =>
    holder.renewWith(async () => {
      const next = await grants.obtainTokens(tokens);
      await holder.set(next);
      return next;
    });
  // Concurrent requests that all find the access token expired share one renewal.
  let renewal: Promise<Tokens> | undefined;
  const renewCurrent = (): Promise<Tokens> => {
    renewal ??= grantFrom(holder.current()).finally(() => {
      renewal = undefined;
    });
    return renewal;
  };

  const strategy: OAuthStrategy = {
    attach(attached) {
      clientEnvironment ??= attached;
    },
    ...createMemberFlows({
      clientId: options.clientId,
      strategy: { getAuthHeaders: (env) => strategy.getAuthHeaders(env) },
      environment,
      setTokens: holder.set,
    }),
    async generateVisitorTokens(given) {
      await holder.load();
      if (!given) return isUsable(holder.current()) ? holder.current() : renewCurrent();
      if (!isUsable(given)) return grantFrom(given);
      await holder.set(given);
      return given;
    },
    renewToken: grants.renewToken,
    getTokens: holder.current,
    setTokens: holder.set,
    loggedIn: () => holder.current().refreshToken.role === 'member',
    subscribe: holder.subscribe,
    isRenewing: holder.renewing,
    generateOAuthData,
    parseFromUrl,
    async getAuthHeaders(environment) {
      if (environment) clientEnvironment = environment;
      await holder.load();
      if (!isAccessTokenUsable(holder.current().accessToken)) await renewCurrent();
      return { headers: { Authorization: holder.current().accessToken.value } };
    },
  };
  return strategy;
}

function isUsable(tokens: Partial<Tokens>): tokens is Tokens {
  return isAccessTokenUsable(tokens.accessToken) && Boolean(tokens.refreshToken?.value);
}
