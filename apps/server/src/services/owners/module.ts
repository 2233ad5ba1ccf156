import cookiePlugin from '@fastify/cookie';
import { defineModule } from '../../core/modules/index.js';
import { createAccount, RESET_MAIL_QUEUE, type Account } from './account.js';
import { ownerAccountRoutes } from './account-routes.js';
import { ownerEmail } from './actor-email.js';
import { createInvites, type Invites } from './invites.js';
import { ownerRoutes } from './routes.js';
import { createSecondFactor, type SecondFactor } from './second-factor.js';
import { createOwnersService, type OwnersService } from './service.js';
import { createSessionCookie } from './session-guard.js';
import { createSessions, type Sessions } from './sessions.js';
import { siteOwnerRoutes } from './site-routes.js';
import * as tables from './tables.js';

/** The platform's accounts that own sites: sessions, second factor, invitations and password recovery. */
export interface Owners {
  service: OwnersService;
  invites: Invites;
  sessions: Sessions;
  account: Account;
  secondFactor: SecondFactor;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    owners: Owners;
  }
}

export const ownersModule = defineModule({
  name: 'owners',
  needs: ['sites', 'oauth'],
  tables,
  async create({ core, sites, oauth }) {
    const { db, clock, config, mail, jobs } = core;
    // Events name the owner who acted by their address, which only this module keeps.
    core.outbox.nameOwnersBy(ownerEmail);
    const sessions = createSessions(db, clock, config.ownerSessionTtlHours);
    const secondFactor = createSecondFactor(db, clock, await core.secret('owner-factors'));
    const service = createOwnersService({
      db,
      clock,
      sites,
      accessTokens: oauth.accessTokens,
      sessions,
      secondFactor,
    });
    const account = createAccount({ db, clock, mail, jobs, publicUrl: config.publicUrl });
    const invites = createInvites({
      db,
      clock,
      owners: service,
      sites,
      sessions,
      outbox: core.outbox,
      secondFactor,
    });
    return { service, invites, sessions, account, secondFactor };
  },
  async plugin(scope) {
    await scope.register(cookiePlugin);
  },
  routes(owners, { core, sites }) {
    const { config, limiter } = core;
    const cookie = createSessionCookie(owners.sessions, {
      secure: config.publicUrl.startsWith('https:'),
      ttlHours: config.ownerSessionTtlHours,
    });
    return [
      ...ownerRoutes({
        owners: owners.service,
        invites: owners.invites,
        cookie,
        limiter,
        toWireSite: sites.toWire,
      }),
      ...ownerAccountRoutes({ ...owners, cookie, limiter }),
      ...siteOwnerRoutes(owners.service, owners.invites, config.publicUrl),
    ];
  },
  jobs: (owners, { core }) => [
    {
      queue: RESET_MAIL_QUEUE,
      options: { retryLimit: 3 },
      handle: (job: { data: { email: string } }) => owners.account.mailResetLink(job.data.email),
    },
    {
      queue: 'owners.cleanup',
      every: '23 * * * *',
      async handle() {
        await owners.sessions.deleteExpired();
        await core.limiter.deleteExpired(86_400);
      },
    },
  ],
});
