import { and, eq } from 'drizzle-orm';
import { MEMBER_EVENTS } from '@atrium/contract';
import type { Db, Executor } from '../../../core/db/index.js';
import type { Outbox } from '../../../core/events/index.js';
import type { Mail } from '../../../core/mail/index.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { accountDeletedMail } from './account-mails.js';
import { requireCodeOk, type MemberCodes } from '../codes.js';
import { codeMail } from '../mail-templates.js';
import type { PasswordCheck } from '../password-check.js';
import type { Profiles } from './profile.js';
import type { Members } from '../module.js';
import { members } from '../tables.js';

export const ACCOUNT_DELETION = 'ACCOUNT_DELETION';

interface Deps {
  db: Db;
  outbox: Outbox;
  mail: Mail;
  codes: MemberCodes;
  members: Pick<Members, 'get' | 'revokeSessions'>;
  profiles: Profiles;
  requirePassword: PasswordCheck;
  siteName: (siteId: string, executor: Executor) => Promise<string>;
}

/**
 * A member deleting their own account. The member row goes, and with it (foreign keys, on delete cascade)
 * their sessions, tickets, codes, factors, addresses and a waiting email change; their picture is removed
 * from storage. Orders are the shop's records: `member.deleted` lets the orders service anonymise them,
 * without this service knowing orders exist.
 */
export function createAccountDeletion(deps: Deps) {
  const { db, codes } = deps;

  /** For a member without a password (made by sign-on): the code that confirms the deletion. */
  async function sendCode(siteId: string, memberId: string): Promise<{ sentTo: string }> {
    const member = await deps.members.get(siteId, memberId);
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, { siteId, memberId, purpose: ACCOUNT_DELETION });
      const siteName = await deps.siteName(siteId, tx);
      const language = (member.profile as { language?: string | null }).language;
      await deps.mail.send(tx, codeMail({ siteId, siteName, to: member.email, code, language }));
    });
    return { sentTo: member.email };
  }

  async function remove(
    siteId: string,
    memberId: string,
    proof: { password?: string | null; code?: string | null },
  ): Promise<void> {
    const member = await deps.members.get(siteId, memberId);
    if (member.passwordHash) await deps.requirePassword(member, proof.password);
    else {
      if (!proof.code) throw invalid('code', 'is required: ask for one by email first', 'REQUIRED_FIELD');
      requireCodeOk(await codes.check(db, { memberId, purpose: ACCOUNT_DELETION }, proof.code));
    }
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(members)
        .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
        .returning({ id: members.id });
      // Two deletions racing: only the one that removed the row tells the others and says farewell.
      if (!gone) throw appError('MEMBER_NOT_FOUND');
      // Only the id travels: the event outlives the member, so it must carry nothing about them.
      await deps.outbox.record(tx, {
        siteId,
        type: MEMBER_EVENTS.deleted,
        entityId: memberId,
        data: { memberId },
      });
      const siteName = await deps.siteName(siteId, tx);
      await deps.mail.send(tx, accountDeletedMail({ siteId, siteName, to: member.email }));
    });
    await deps.members.revokeSessions(siteId, memberId);
    await deps.profiles.forgetAll(siteId, memberId);
  }

  return { sendCode, remove };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
