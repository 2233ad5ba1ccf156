import cookiePlugin from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../core/db/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { HostedSessions, MembersService, MemberSettingsService } from '../members/index.js';
import type { AccessTokens, Codes } from '../oauth/index.js';
import { accountRoutes } from './account-routes.js';
import type { SitesService } from '../sites/index.js';
import { hostedRoutes } from './hosted-routes.js';
import { redirectRoutes } from './routes.js';
import { createRedirectsService } from './service.js';

export { memberCookie } from './hosted-routes.js';
export { assertHostedPage } from './account-routes.js';
export { hostedPageUrl } from './routes.js';
export type { IntentCheck, RedirectsService, SessionParams, StoredSession } from './service.js';

const CLEANUP_QUEUE = 'redirects.cleanup';

export interface RedirectsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  jobs: JobRunner;
  sites: SitesService;
  codes: Codes;
  hostedSessions: HostedSessions;
  members: MembersService;
  accessTokens: AccessTokens;
  /** The hosted sign-in page prepares the captcha the site asks for. */
  memberSettings: Pick<MemberSettingsService, 'get'>;
}

export function createRedirects({ db, clock, jobs, sites }: RedirectsDeps) {
  const service = createRedirectsService(db, clock, sites);
  jobs.define({ name: CLEANUP_QUEUE });
  jobs.scheduleEvery(CLEANUP_QUEUE, '47 * * * *');
  jobs.handle(CLEANUP_QUEUE, () => service.deleteExpired());
  return service;
}

export function redirectsPlugin(redirects: ReturnType<typeof createRedirects>, deps: RedirectsDeps) {
  return async (app: FastifyInstance) => {
    await app.register(cookiePlugin);
    registerRoutes(app, redirectRoutes(redirects, deps));
    registerRoutes(
      app,
      accountRoutes({
        redirects,
        hostedSessions: deps.hostedSessions,
        members: deps.members,
        accessTokens: deps.accessTokens,
        publicUrl: deps.config.publicUrl,
      }),
    );
    hostedRoutes(app, {
      redirects,
      hostedSessions: deps.hostedSessions,
      codes: deps.codes,
      sites: deps.sites,
      secureCookies: deps.config.publicUrl.startsWith('https:'),
      sessionTtlDays: deps.config.memberRefreshTtlDays,
    });
  };
}
