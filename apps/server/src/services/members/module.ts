import type { Executor } from '../../core/db/index.js';
import { defineModule } from '../../core/modules/index.js';
import { createFailureLock, type FailureLock } from '../../core/rate-limit/failure-lock.js';
import { createMemberCodes, type MemberCodes } from './codes.js';
import { createHostedSessions, type HostedSessions } from './hosted-sessions.js';
import { createPasswordCheck, type PasswordCheck } from './password-check.js';
import { createSettings, type Settings } from './settings.js';
import { findMember, getMember } from './store.js';
import * as tables from './tables.js';
import type { MemberRow } from './tables.js';
import { createTickets, type Tickets } from './tickets.js';
import { createVerification, type Verification } from './verification.js';

/**
 * A site's members, the core their parts share: the members themselves, the site's member settings, the tickets
 * and emailed codes of the sign-in flows, the failure lock, email verification and hosted sessions. Sign-in,
 * factors, recovery, account and admin are modules of their own (sign-in/, factors/, recovery/, account/,
 * admin/).
 */
export interface Members {
  settings: Settings;
  tickets: Tickets;
  codes: MemberCodes;
  lock: FailureLock;
  verification: Verification;
  hostedSessions: HostedSessions;
  /** The site's name for mail, read through the caller's transaction. */
  siteName(siteId: string, executor: Executor): Promise<string>;
  /** The site's member with this address, deleted or not. */
  find(siteId: string, email: string): Promise<MemberRow | undefined>;
  /** A live member of the site; MEMBER_NOT_FOUND otherwise. */
  get(siteId: string, memberId: string): Promise<MemberRow>;
  /** Ends the member's sessions (refresh tokens, hosted sessions): after a password change, a block, a deletion. */
  revokeSessions(siteId: string, memberId: string): Promise<void>;
  /** The current password, asked again before an account-changing step (failures count on the lock). */
  requirePassword: PasswordCheck;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    members: Members;
  }
}

export const membersModule = defineModule({
  name: 'members',
  needs: ['sites', 'oauth'],
  tables,
  async create({ core, sites, oauth }): Promise<Members> {
    const { db, clock, config, mail } = core;
    const codesKey = await core.secret('member-codes');
    const siteName = async (siteId: string, executor: Executor) =>
      (await sites.getSite(siteId, executor))?.name ?? '';
    const tickets = createTickets(db, clock);
    const codes = createMemberCodes(db, clock, codesKey);
    const lock = createFailureLock(db, clock, { enabled: config.rateLimits });
    const hostedSessions = createHostedSessions({
      db,
      clock,
      tickets,
      ttlDays: config.memberRefreshTtlDays,
    });
    return {
      settings: createSettings(db, core.outbox),
      tickets,
      codes,
      lock,
      verification: createVerification({ db, clock, tickets, codes, mail, siteName }),
      hostedSessions,
      siteName,
      find: (siteId, email) => findMember(db, siteId, email),
      get: (siteId, memberId) => getMember(db, siteId, memberId),
      async revokeSessions(siteId, memberId) {
        await oauth.service.revokeMemberTokens(siteId, memberId);
        await hostedSessions.endAllFor(memberId);
      },
      requirePassword: createPasswordCheck(lock),
    };
  },
  jobs: (members) => [
    {
      queue: 'members.cleanup',
      every: '41 * * * *',
      async handle() {
        await members.tickets.deleteExpired();
        await members.hostedSessions.deleteExpired();
        await members.codes.deleteExpired();
        await members.lock.deleteStale(86_400);
      },
    },
  ],
});
