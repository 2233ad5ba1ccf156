import { oauthCalls } from '@atrium/contract';
import { decodeJwt } from 'jose';
import { defineRoute } from '../../core/wire/route.js';
import { invalid } from '../../core/wire/errors.js';
import type { AccessTokens } from './access-tokens.js';
import { envelopeBearer, envelopeBody } from './envelope.js';

/**
 * Token introspection (RFC 7662) for access tokens: what a resource server asks before it trusts one.
 * A token that is unknown, forged or expired is simply `{active: false}`; refresh tokens are never disclosed.
 */
export function tokenInfoRoutes(accessTokens: AccessTokens) {
  return [
    defineRoute(oauthCalls.tokenInfo, {
      access: 'none',
      summary: 'Whether an access token is active, and whose it is (RFC 7662)',
      async handler(request) {
        const inner = envelopeBody(request.body)?.token;
        const token =
          request.token ?? (typeof inner === 'string' ? inner : undefined) ?? envelopeBearer(request.headers);
        if (!token) throw invalid('token', 'is required', 'REQUIRED_FIELD');
        const claims = await accessTokens.verify(token).catch(() => undefined);
        if (!claims) return { active: false };
        const { iat, exp, iss } = decodeJwt(token);
        return {
          active: true,
          sub: claims.subject,
          role: claims.role,
          site_id: claims.siteId,
          ...(claims.clientId ? { client_id: claims.clientId } : {}),
          ...(iss ? { iss } : {}),
          ...(iat ? { iat } : {}),
          ...(exp ? { exp } : {}),
          token_type: 'Bearer' as const,
        };
      },
    }),
  ];
}
