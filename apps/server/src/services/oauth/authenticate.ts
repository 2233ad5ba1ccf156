import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import type { Sites } from '../sites/index.js';
import type { AccessTokens } from './access-tokens.js';

const BEARER = /^bearer\s+/i;

/**
 * Resolves the caller from `Authorization` (the bare token or `Bearer <token>`, WIRE.md section 4): an API key
 * (optionally naming its site in `wix-site-id`) or an access token for a visitor, member or site owner.
 */
export function createAuthenticator(sites: Sites, accessTokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const header = request.headers.authorization;
    if (!header) return { kind: 'anonymous' };
    const credential = header.trim().replace(BEARER, '');
    if (credential.startsWith('atr_')) {
      const key = await sites.verifyApiKey(credential);
      if (!key) throw appError('INVALID_API_KEY');
      const named = request.headers['wix-site-id'];
      if (typeof named === 'string' && named !== '' && named !== key.siteId) {
        throw appError('SITE_MISMATCH', {}, 'The API key does not belong to the site named in wix-site-id');
      }
      return {
        kind: 'apiKey',
        siteId: key.siteId,
        keyId: key.id,
        keyName: key.name,
        permissions: key.permissions,
      };
    }
    const claims = await accessTokens.verify(credential);
    switch (claims.role) {
      case 'visitor':
        return {
          kind: 'visitor',
          siteId: claims.siteId,
          clientId: claims.clientId ?? '',
          visitorId: claims.subject,
        };
      case 'member':
        return {
          kind: 'member',
          siteId: claims.siteId,
          clientId: claims.clientId ?? '',
          memberId: claims.subject,
        };
      case 'owner':
        return { kind: 'owner', siteId: claims.siteId, ownerId: claims.subject };
    }
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
