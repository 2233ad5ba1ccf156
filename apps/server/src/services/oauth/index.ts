import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../core/db/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { SitesService } from '../sites/index.js';
import { createAccessTokens } from './access-tokens.js';
import { createAuthenticator } from './authenticate.js';
import { createKeyStore } from './keys.js';
import { parseOrThrow } from '../../core/wire/violations.js';
import { oauthRoutes, type GrantHandler } from './routes.js';
import { tokenInfoRoutes } from './token-info.js';
import { createCodeGrant, type VisitorSignedIn } from './code-grant.js';
import { createCodes } from './codes.js';
import { AuthorizationCodeGrant } from '@atrium/contract';
import { createOAuthService } from './service.js';

export type { OAuthService } from './service.js';
export type { AccessTokens } from './access-tokens.js';
export type { Codes } from './codes.js';
export { type GrantHandler } from './routes.js';
export type { VisitorSignedIn } from './code-grant.js';

const CLEANUP_QUEUE = 'oauth.cleanup';

export interface OAuthDeps {
  db: Db;
  config: Config;
  clock: Clock;
  sites: SitesService;
  jobs: JobRunner;
  /** Called when a member signs in through a code whose authorize link a visitor asked for. */
  onVisitorSignedIn?: VisitorSignedIn;
}

export function createOAuth({ db, config, clock, sites, jobs, onVisitorSignedIn }: OAuthDeps) {
  const keys = createKeyStore(db);
  const accessTokens = createAccessTokens({
    keys,
    issuer: config.publicUrl,
    ttlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const service = createOAuthService({
    db,
    sites,
    accessTokens,
    clock,
    visitorRefreshTtlDays: config.visitorRefreshTtlDays,
    memberRefreshTtlDays: config.memberRefreshTtlDays,
  });
  // Expired refresh tokens are useless; an hourly sweep keeps the table to live sessions.
  jobs.define({ name: CLEANUP_QUEUE });
  jobs.scheduleEvery(CLEANUP_QUEUE, '17 * * * *');
  jobs.handle(CLEANUP_QUEUE, async () => {
    await service.deleteExpiredRefreshTokens();
    await codes.deleteExpired();
  });
  const codes = createCodes(db, clock);
  const redeemCode = createCodeGrant(codes, service, clock, onVisitorSignedIn);
  // Other grants are added by the services that own them (members: authorized_client).
  const grants = new Map<string, GrantHandler>([
    ['authorization_code', async (body) => redeemCode(parseOrThrow(AuthorizationCodeGrant, body))],
  ]);
  return {
    keys,
    accessTokens,
    service,
    codes,
    grants,
    authenticate: createAuthenticator(sites, accessTokens),
  };
}

export type OAuth = ReturnType<typeof createOAuth>;

export function oauthPlugin(oauth: OAuth) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, oauthRoutes(oauth.service, oauth.keys, oauth.grants));
    registerRoutes(app, tokenInfoRoutes(oauth.accessTokens));
  };
}
