/** The OAuth server's own calls (ENDPOINTS.md, "Identity: OAuth endpoints"); tokens come from OAuthStrategy. */
import { defineMethod } from '../core/define-method.js';

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

export const userInfo = /* @__PURE__ */ defineMethod<[], UserInfo>({
  method: 'GET',
  path: '/oauth2/user-info',
});

export const jwks = /* @__PURE__ */ defineMethod<[], { keys: Record<string, unknown>[] }>({
  method: 'GET',
  path: '/oauth2/jwks',
});
