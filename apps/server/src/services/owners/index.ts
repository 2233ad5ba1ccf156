import cookiePlugin from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../core/db/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { AccessTokens } from '../oauth/index.js';
import type { SitesService } from '../sites/index.js';
import { createInvites } from './invites.js';
import { ownerRoutes } from './routes.js';
import { createOwnersService } from './service.js';
import { createSessionCookie } from './session-guard.js';
import { createSessions } from './sessions.js';
import { siteOwnerRoutes } from './site-routes.js';

export type { OwnersService } from './service.js';
export { CSRF_HEADER, SESSION_COOKIE } from './session-guard.js';

const CLEANUP_QUEUE = 'owners.cleanup';

export interface OwnersDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sites: SitesService;
  accessTokens: AccessTokens;
  jobs: JobRunner;
  limiter: RateLimiter;
}

export function createOwners(deps: OwnersDeps) {
  const { db, clock, config, jobs, limiter } = deps;
  const sessions = createSessions(db, clock, config.ownerSessionTtlHours);
  const service = createOwnersService({ ...deps, sessions });
  const invites = createInvites({ db, clock, owners: service, sites: deps.sites, sessions });
  jobs.define({ name: CLEANUP_QUEUE });
  jobs.scheduleEvery(CLEANUP_QUEUE, '23 * * * *');
  jobs.handle(CLEANUP_QUEUE, async () => {
    await sessions.deleteExpired();
    await limiter.deleteExpired(86_400);
  });
  return { service, invites, sessions };
}

export type Owners = ReturnType<typeof createOwners>;

export function ownersPlugin(owners: Owners, deps: OwnersDeps) {
  return async (app: FastifyInstance) => {
    await app.register(cookiePlugin);
    const cookie = createSessionCookie(owners.sessions, {
      secure: deps.config.publicUrl.startsWith('https:'),
      ttlHours: deps.config.ownerSessionTtlHours,
    });
    registerRoutes(app, [
      ...ownerRoutes({ owners: owners.service, invites: owners.invites, cookie, limiter: deps.limiter }),
      ...siteOwnerRoutes(owners.service, owners.invites, deps.config.publicUrl),
    ]);
  };
}
