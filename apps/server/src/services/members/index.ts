import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../core/db/index.js';
import { runAs, type Outbox } from '../../core/events/index.js';
import type { JobRunner } from '../../core/jobs/index.js';
import { createFailureLock } from '../../core/rate-limit/failure-lock.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { OAuth, VisitorSignedIn } from '../oauth/index.js';
import type { SitesService } from '../sites/index.js';
import { authorizedClientGrant } from './grants.js';
import { createHostedSessions } from './hosted-sessions.js';
import { createMemberCodes } from './codes.js';
import { createVerification } from './verification.js';
import type { Mail } from '../../core/mail/index.js';
import { authenticationRoutes } from './routes.js';
import { createRecovery, RECOVERY_QUEUE, type RecoveryJob } from './recovery.js';
import { recoveryRoutes } from './recovery-routes.js';
import { createMemberAdmin } from './admin.js';
import { createFactors } from './factors.js';
import { factorRoutes } from './factor-routes.js';
import { createMfa } from './mfa.js';
import { createPasskeys } from './passkeys.js';
import { createPhoneFactors } from './phone-factors.js';
import type { TextProvider } from '../../core/texts/index.js';
import { createHmac } from 'node:crypto';
import type { AtriumCaptcha } from '../../core/captcha/index.js';
import { createCaptchaGate } from './captcha-gate.js';
import { memberAdminRoutes } from './admin-routes.js';
import { createMembersService } from './service.js';
import { createSettings } from './settings.js';
import { createTickets } from './tickets.js';
import type { BlobStore } from '../../core/storage/index.js';
import { accountRoutes, pictureRoutes } from './account-routes.js';
import { createAddresses } from './addresses.js';
import { createAccountDeletion } from './delete-account.js';
import { createEmailChange } from './email-change.js';
import { createPasswordCheck } from './password-check.js';
import { createProfiles } from './profile.js';

export type { MembersService, MemberRow } from './service.js';
export type { HostedSessions } from './hosted-sessions.js';
export type { Settings as MemberSettingsService } from './settings.js';
export { MEMBERS_PERMISSION } from './grants.js';

const CLEANUP_QUEUE = 'members.cleanup';

export interface MembersDeps {
  db: Db;
  clock: Clock;
  config: Config;
  outbox: Outbox;
  jobs: JobRunner;
  limiter: RateLimiter;
  oauth: OAuth;
  sites: SitesService;
  mail: Mail;
  /** The server secret that keys the hashes of emailed codes. */
  codesKey: Buffer;
  /** Where codes by text message and phone call go; without one, phone factors are not offered. */
  texts: TextProvider | undefined;
  /** Verifies the captcha tokens of sign-in and registration when a site asks for them. */
  captcha: AtriumCaptcha;
  /** Where members' pictures are kept (the media store). */
  store: BlobStore;
}

export function createMembers(deps: MembersDeps) {
  const { db, clock, config, outbox, jobs, limiter, oauth, sites, mail, codesKey, captcha } = deps;
  const siteName = async (siteId: string, executor: Executor) =>
    (await sites.getSite(siteId, executor))?.name ?? '';
  const settings = createSettings(db, outbox);
  const tickets = createTickets(db, clock);
  const lock = createFailureLock(db, clock, { enabled: config.rateLimits });
  const hostedSessions = createHostedSessions(db, clock, tickets, config.memberRefreshTtlDays);
  const codes = createMemberCodes(db, clock, codesKey);
  const verification = createVerification({
    db,
    clock,
    tickets,
    codes,
    mail,
    siteName,
  });
  // Separate keys for separate uses, derived from the one server secret.
  const factorsKey = createHmac('sha256', codesKey).update('member-factors').digest();
  const factors = createFactors(db, clock, factorsKey);
  const passkeys = createPasskeys({ db, factors, key: factorsKey, publicUrl: config.publicUrl });
  const phones = createPhoneFactors({ db, codes, factors, texts: deps.texts, siteName });
  const mfa = createMfa({ factors, passkeys, phones, settings, tickets, codes, lock, verification });
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
    jobs,
    tickets,
    mail,
    members: service,
    publicUrl: config.publicUrl,
    siteName,
    transaction: (work) => db.transaction(work),
  });
  jobs.handle<RecoveryJob>(RECOVERY_QUEUE, (job) => recovery.sendLink(job.data));
  oauth.grants.set(
    'authorized_client',
    authorizedClientGrant({
      members: service,
      oauth: oauth.service,
      accessTokens: oauth.accessTokens,
      sites,
    }),
  );
  jobs.define({ name: CLEANUP_QUEUE });
  jobs.scheduleEvery(CLEANUP_QUEUE, '41 * * * *');
  jobs.handle(CLEANUP_QUEUE, async () => {
    await tickets.deleteExpired();
    await hostedSessions.deleteExpired();
    await codes.deleteExpired();
    await lock.deleteStale(86_400);
    await captcha.deleteExpired();
  });
  const requirePassword = createPasswordCheck(lock);
  const profiles = createProfiles({
    db,
    clock,
    store: deps.store,
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
  return {
    service,
    settings,
    tickets,
    hostedSessions,
    limiter,
    recovery,
    sites,
    admin,
    mail,
    factors,
    passkeys,
    phones,
    account,
  };
}

export type Members = ReturnType<typeof createMembers>;

/** A sign-in answer: every flow (register, login, code, factor, recovery) ends in one with a session token. */
function signedInMember(payload: unknown): string | undefined {
  const answer = payload as { state?: unknown; sessionToken?: unknown; identity?: { id?: unknown } } | null;
  if (answer?.state !== 'SUCCESS' || typeof answer.sessionToken !== 'string') return undefined;
  return typeof answer.identity?.id === 'string' ? answer.identity.id : undefined;
}

export function membersPlugin(members: Members, onVisitorSignedIn?: VisitorSignedIn) {
  return async (app: FastifyInstance) => {
    // Whichever call completes a visitor's sign-in, what the visitor had (their cart) follows them.
    if (onVisitorSignedIn)
      app.addHook('preSerialization', async (request, _reply, payload) => {
        const memberId = signedInMember(payload);
        if (!memberId) return payload;
        const auth = await request.authenticate();
        // After the handler's scope: the member now signed in is who the cart's adoption is by.
        if (auth.kind === 'visitor')
          await runAs({ kind: 'MEMBER', id: memberId }, () =>
            onVisitorSignedIn(auth.siteId, auth.visitorId, memberId),
          );
        return payload;
      });
    registerRoutes(app, authenticationRoutes(members.service, members.limiter));
    const { service, recovery, sites, limiter } = members;
    registerRoutes(app, recoveryRoutes({ members: service, recovery, sites, limiter }));
    registerRoutes(app, memberAdminRoutes(members.admin, members.settings, members.mail));
    const { factors, passkeys, phones } = members;
    registerRoutes(app, factorRoutes({ members: service, factors, passkeys, phones, sites, limiter }));
    registerRoutes(app, accountRoutes({ ...members.account, limiter }));
    await app.register(pictureRoutes(members.account.profiles));
  };
}
