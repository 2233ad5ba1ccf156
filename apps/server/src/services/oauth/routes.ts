import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AnonymousGrant, JwksResponse, RefreshGrant, TokenResponse } from '@atrium/contract';
import { envelopeBody } from './envelope.js';
import type { TokenResponse as TokenAnswer } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { AppError, ValidationError } from '../../core/wire/errors.js';
import { violationsFromZod } from '../../core/wire/violations.js';
import type { KeyStore } from './keys.js';
import type { OAuthService } from './service.js';

// Which grant is asked for decides the rest of the body, so the body is first read loosely.
const TokenRequest = z.looseObject({
  grantType: z.string().max(50).nullish(),
  grant_type: z.string().max(50).nullish(),
});

export function parseGrant<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ValidationError(violationsFromZod(parsed.error, body));
  return parsed.data;
}

/** A grant that another service answers (member sign-in owns `authorization_code` and `authorized_client`). */
export type GrantHandler = (body: Record<string, unknown>, request: FastifyRequest) => Promise<TokenAnswer>;

export function oauthRoutes(
  service: OAuthService,
  keys: KeyStore,
  grants: ReadonlyMap<string, GrantHandler>,
) {
  return [
    defineRoute({
      method: 'POST',
      path: '/oauth2/token',
      access: 'none',
      summary: 'Issue tokens: the anonymous and refresh_token grants (WIRE.md section 6)',
      input: TokenRequest,
      output: TokenResponse,
      async handler(given, call) {
        // The platform client's `oauth.token(options)` wraps the grant in an HTTP envelope's body.
        const inner = (given.grantType ?? given.grant_type) ? undefined : envelopeBody(given.body as never);
        const body = inner ? { ...inner } : given;
        const grantType = body.grantType ?? body.grant_type;
        const other = grantType ? grants.get(grantType) : undefined;
        if (other) return other(body, call.request);
        switch (grantType) {
          case 'anonymous':
            return service.anonymousGrant(parseGrant(AnonymousGrant, body).clientId);
          case 'refresh_token': {
            const grant = parseGrant(RefreshGrant, body);
            return service.refreshGrant(grant.clientId, grant.refreshToken);
          }
          case undefined:
          case null:
            throw new ValidationError([
              { field: 'grantType', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
            ]);
          default:
            throw new AppError(400, 'UNSUPPORTED_GRANT_TYPE', `Unsupported grant type "${grantType}"`, {
              grantType,
            });
        }
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/oauth2/jwks',
      access: 'none',
      summary: 'The public keys that verify access tokens',
      input: z.object({}),
      output: JwksResponse,
      handler: async () => keys.jwks(),
    }),
  ];
}
