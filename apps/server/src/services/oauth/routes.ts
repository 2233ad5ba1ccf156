import type { FastifyRequest } from 'fastify';
import { AnonymousGrant, oauthCalls, RefreshGrant } from '@atrium/contract';
import { envelopeBody } from './envelope.js';
import type { TokenResponse as TokenAnswer } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { appError, ValidationError } from '../../core/wire/errors.js';
import { parseOrThrow } from '../../core/wire/violations.js';
import type { KeyStore } from './keys.js';
import type { OAuthService } from './service.js';

/** A grant that another service answers (member sign-in owns `authorization_code` and `authorized_client`). */
export type GrantHandler = (body: Record<string, unknown>, request: FastifyRequest) => Promise<TokenAnswer>;

export function oauthRoutes(
  service: OAuthService,
  keys: KeyStore,
  grants: ReadonlyMap<string, GrantHandler>,
) {
  return [
    defineRoute(oauthCalls.token, {
      access: 'none',
      summary: 'Issue tokens: the anonymous and refresh_token grants (WIRE.md section 6)',
      async handler(given, call) {
        // The platform client's `oauth.token(options)` wraps the grant in an HTTP envelope's body.
        const inner = (given.grantType ?? given.grant_type) ? undefined : envelopeBody(given.body as never);
        const body = inner ? { ...inner } : given;
        const grantType = body.grantType ?? body.grant_type;
        const other = grantType ? grants.get(grantType) : undefined;
        if (other) return other(body, call.request);
        switch (grantType) {
          case 'anonymous':
            return service.anonymousGrant(parseOrThrow(AnonymousGrant, body).clientId);
          case 'refresh_token': {
            const grant = parseOrThrow(RefreshGrant, body);
            return service.refreshGrant(grant.clientId, grant.refreshToken);
          }
          case undefined:
          case null:
            throw new ValidationError([
              { field: 'grantType', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
            ]);
          default:
            throw appError('UNSUPPORTED_GRANT_TYPE', { grantType }, `Unsupported grant type "${grantType}"`);
        }
      },
    }),
    defineRoute(oauthCalls.jwks, {
      access: 'none',
      summary: 'The public keys that verify access tokens',
      handler: async () => keys.jwks(),
    }),
  ];
}
