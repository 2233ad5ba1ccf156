/** The OAuth server's own calls (ENDPOINTS.md, "Identity: OAuth endpoints"); tokens come from OAuthStrategy. */
import { defineMethod } from '../core/define-method.js';
import { oauthEndpoints } from '@atrium/contract/endpoints';

export interface UserInfo {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string | null;
  given_name?: string | null;
  family_name?: string | null;
  nickname?: string | null;
  picture?: string | null;
}

export const userInfo = /* @__PURE__ */ defineMethod<[], UserInfo>(oauthEndpoints.userInfo);

export const jwks = /* @__PURE__ */ defineMethod<[], { keys: Record<string, unknown>[] }>(
  oauthEndpoints.jwks,
);

/** The platform client's HTTP envelope: the OAuth request travels as `body` (JSON or a form). */
export interface HttpEnvelope {
  body?: string | Record<string, unknown>;
  pathParams?: Record<string, string>;
  queryParams?: Record<string, string>;
  headers?: Record<string, string>;
  method?: string;
  rawPath?: string;
  rawQuery?: string;
}

export interface TokenInfo {
  active: boolean;
  sub?: string;
  role?: string;
  site_id?: string;
  client_id?: string;
  iss?: string;
  iat?: number;
  exp?: number;
  token_type?: 'Bearer';
}

/** A token grant sent as an envelope (OAuthStrategy makes the usual grants itself). */
export const token = /* @__PURE__ */ defineMethod<
  [options: HttpEnvelope],
  { access_token: string; token_type: string; expires_in: number; refresh_token: string; scope: string }
>(oauthEndpoints.token, {
  args: ['options'],
});

/** Token introspection (RFC 7662): whether an access token is active, and whose it is. */
export const tokenInfo = /* @__PURE__ */ defineMethod<[options: HttpEnvelope], TokenInfo>(
  oauthEndpoints.tokenInfo,
  {
    args: ['options'],
  },
);
