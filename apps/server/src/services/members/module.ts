import { createHmac } from 'node:crypto';
import type { Executor } from '../../core/db/index.js';
import { runAs } from '../../core/events/index.js';
import { defineModule, type Needs } from '../../core/modules/index.js';
import { createFailureLock } from '../../core/rate-limit/failure-lock.js';
import { accountRoutes, pictureRoutes } from './account-routes.js';
import { createAddresses } from './addresses.js';
import { createMemberAdmin } from './admin.js';
import { memberAdminRoutes } from './admin-routes.js';
import { createCaptchaGate } from './captcha-gate.js';
import { createMemberCodes } from './codes.js';
import { createAccountDeletion } from './delete-account.js';
import { createEmailChange } from './email-change.js';
import { factorRoutes } from './factor-routes.js';
import { createFactors } from './factors.js';
import { authorizedClientGrant } from './grants.js';
import { createHostedSessions } from './hosted-sessions.js';
import { createMfa } from './mfa.js';
import { createPasskeys } from './passkeys.js';
import { createPasswordCheck } from './password-check.js';
import { createPhoneFactors } from './phone-factors.js';
import { createProfiles } from './profile.js';
import { createRecovery, RECOVERY_QUEUE, type RecoveryJob } from './recovery.js';
import { recoveryRoutes } from './recovery-routes.js';
import { authenticationRoutes } from './routes.js';
import { createMembersService } from './service.js';
import { createSettings } from './settings.js';
import * as tables from './tables.js';
import { createTickets } from './tickets.js';
import { createVerification } from './verification.js';

type MembersNeeds = Needs<'sites' | 'oauth' | 'captcha'>;

/** Sign-in's building blocks: tickets, codes, the failure lock, verification and the second factors. */
async function signInParts({ core, sites }: MembersNeeds) {
  const { db, clock, config, mail } = core;
  const siteName = async (siteId: string, executor: Executor) =>
    (await sites.getSite(siteId, executor))?.name ?? '';
  const codesKey = await core.secret('member-codes');
  const settings = createSettings(db, core.outbox);
  const tickets = createTickets(db, clock);
  const lock = createFailureLock(db, clock, { enabled: config.rateLimits });
  const codes = createMemberCodes(db, clock, codesKey);
  const verification = createVerification({ db, clock, tickets, codes, mail, siteName });
  // Separate keys for separate uses, derived from the one server secret.
  const factorsKey = createHmac('sha256', codesKey).update('member-factors').digest();
  const factors = createFactors(db, clock, factorsKey);
  const passkeys = createPasskeys({ db, factors, key: factorsKey, publicUrl: config.publicUrl });
  const phones = createPhoneFactors({ db, codes, factors, texts: core.texts, siteName });
  const mfa = createMfa({ factors, passkeys, phones, settings, tickets, codes, lock, verification });
  return { siteName, settings, tickets, lock, codes, verification, factors, passkeys, phones, mfa };
}

async function createMembers(needs: MembersNeeds) {
  const { core, oauth, captcha } = needs;
  const { db, clock, config, outbox, mail } = core;
  const parts = await signInParts(needs);
  const { settings, tickets, lock, verification, mfa, codes, siteName } = parts;
  const hostedSessions = createHostedSessions(db, clock, tickets, config.memberRefreshTtlDays);
  const service = createMembersService({
    db,
    clock,
    outbox,
    settings,
    tickets,
    lock,
    verification,
    mfa,
    requireCaptcha: createCaptchaGate(captcha.provider),
    async revokeTokens(siteId, memberId) {
      await oauth.service.revokeMemberTokens(siteId, memberId);
      await hostedSessions.endAllFor(memberId);
    },
  });
  const recovery = createRecovery({
    jobs: core.jobs,
    tickets,
    mail,
    members: service,
    publicUrl: config.publicUrl,
    siteName,
    transaction: (work) => db.transaction(work),
  });
  const requirePassword = createPasswordCheck(lock);
  const profiles = createProfiles({
    db,
    clock,
    store: core.store,
    publicUrl: config.publicUrl,
    members: service,
  });
  const accountParts = { db, clock, outbox, mail, codes, members: service, requirePassword, siteName };
  const account = {
    profiles,
    emailChange: createEmailChange(accountParts),
    addresses: createAddresses(db, clock),
    deletion: createAccountDeletion({ ...accountParts, profiles }),
  };
  const admin = createMemberAdmin({ db, clock, outbox, revokeTokens: service.revokeSessions });
  const { factors, passkeys, phones } = parts;
  return {
    service,
    settings,
    tickets,
    hostedSessions,
    recovery,
    admin,
    factors,
    passkeys,
    phones,
    account,
    lock,
    codes,
  };
}

/** A site's members: sign-in in every way the protocol has, their factors, recovery, account and admin. */
export type Members = Awaited<ReturnType<typeof createMembers>>;

declare module '../../core/modules/module.js' {
  interface Modules {
    members: Members;
  }
}

/** A sign-in answer: every flow (register, login, code, factor, recovery) ends in one with a session token. */
function signedInMember(payload: unknown): string | undefined {
  const answer = payload as { state?: unknown; sessionToken?: unknown; identity?: { id?: unknown } } | null;
  if (answer?.state !== 'SUCCESS' || typeof answer.sessionToken !== 'string') return undefined;
  return typeof answer.identity?.id === 'string' ? answer.identity.id : undefined;
}

export const membersModule = defineModule({
  name: 'members',
  needs: ['sites', 'oauth', 'captcha'],
  tables,
  async create(needs) {
    const members = await createMembers(needs);
    const { oauth, sites } = needs;
    oauth.grants.set(
      'authorized_client',
      authorizedClientGrant({
        members: members.service,
        oauth: oauth.service,
        accessTokens: oauth.accessTokens,
        sites,
      }),
    );
    return members;
  },
  async plugin(scope, members, { oauth }) {
    // Whichever call completes a visitor's sign-in, what the visitor had (their cart) follows them.
    scope.addHook('preSerialization', async (request, _reply, payload) => {
      const memberId = signedInMember(payload);
      if (!memberId) return payload;
      const auth = await request.authenticate();
      // After the handler's scope: the member now signed in is who the cart's adoption is by.
      if (auth.kind === 'visitor')
        await runAs({ kind: 'MEMBER', id: memberId }, () =>
          oauth.visitorSignedIn.run(auth.siteId, auth.visitorId, memberId),
        );
      return payload;
    });
    await scope.register(pictureRoutes(members.account.profiles));
  },
  routes(members, { core, sites }) {
    const { service, recovery, factors, passkeys, phones } = members;
    const limiter = core.limiter;
    return [
      ...authenticationRoutes(service, limiter),
      ...recoveryRoutes({ members: service, recovery, sites, limiter }),
      ...memberAdminRoutes(members.admin, members.settings, core.mail),
      ...factorRoutes({ members: service, factors, passkeys, phones, sites, limiter }),
      ...accountRoutes({ ...members.account, limiter }),
    ];
  },
  jobs: (members, { captcha }) => [
    {
      queue: RECOVERY_QUEUE,
      options: { retryLimit: 3, retryDelay: 10 },
      handle: (job: { data: RecoveryJob }) => members.recovery.sendLink(job.data),
    },
    {
      queue: 'members.cleanup',
      every: '41 * * * *',
      async handle() {
        await members.tickets.deleteExpired();
        await members.hostedSessions.deleteExpired();
        await members.codes.deleteExpired();
        await members.lock.deleteStale(86_400);
        await captcha.deleteExpired();
      },
    },
  ],
});
