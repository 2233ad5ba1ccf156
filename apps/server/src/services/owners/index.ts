import cookiePlugin from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import type { Mail } from '../../core/mail/index.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { AccessTokens } from '../oauth/index.js';
import type { SitesService } from '../sites/index.js';
import { createAccount, RESET_MAIL_QUEUE } from './account.js';
import { ownerAccountRoutes } from './account-routes.js';
import { createInvites } from './invites.js';
import { ownerRoutes } from './routes.js';
import { createOwnersService } from './service.js';
import { createSecondFactor } from './second-factor.js';
import { createSessionCookie } from './session-guard.js';
import { createSessions } from './sessions.js';
import { siteOwnerRoutes } from './site-routes.js';

export type { OwnersService } from './service.js';
export type { Account as OwnerAccount } from './account.js';
export { ownerResetLink } from './account.js';
export { CSRF_HEADER, SESSION_COOKIE } from './session-guard.js';
export { ownerEmail } from './actor-email.js';

const CLEANUP_QUEUE = 'owners.cleanup';

export interface OwnersDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sites: SitesService;
  accessTokens: AccessTokens;
  jobs: JobRunner;
  limiter: RateLimiter;
  outbox: Outbox;
  mail: Mail;
  /** The server secret that seals authenticator secrets and keys the recovery codes' hashes. */
  factorsKey: Buffer;
}

export function createOwners(deps: OwnersDeps) {
  const { db, clock, config, jobs, limiter, mail } = deps;
  const sessions = createSessions(db, clock, config.ownerSessionTtlHours);
  const secondFactor = createSecondFactor(db, clock, deps.factorsKey);
  const service = createOwnersService({ ...deps, sessions, secondFactor });
  const account = createAccount({ db, clock, mail, jobs, publicUrl: config.publicUrl });
  jobs.define({ name: RESET_MAIL_QUEUE, retryLimit: 3 });
  jobs.handle<{ email: string }>(RESET_MAIL_QUEUE, (job) => account.mailResetLink(job.data.email));
  const invites = createInvites({
    db,
    clock,
    owners: service,
    sites: deps.sites,
    sessions,
    outbox: deps.outbox,
    secondFactor,
  });
  jobs.define({ name: CLEANUP_QUEUE });
  jobs.scheduleEvery(CLEANUP_QUEUE, '23 * * * *');
  jobs.handle(CLEANUP_QUEUE, async () => {
    await sessions.deleteExpired();
    await limiter.deleteExpired(86_400);
  });
  return { service, invites, sessions, account, secondFactor };
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
      ...ownerAccountRoutes({ ...owners, cookie, limiter: deps.limiter }),
      ...siteOwnerRoutes(owners.service, owners.invites, deps.config.publicUrl),
    ]);
  };
}
