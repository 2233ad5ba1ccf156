import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../core/clock.js';
import { type Db, type Executor, nextRevision } from '../../../core/db/index.js';
import type { Outbox } from '../../../core/events/index.js';
import type { Mail } from '../../../core/mail/index.js';
import { appError } from '../../../core/wire/errors.js';
import { emailChangedMail } from './account-mails.js';
import { requireCodeOk, type MemberCodes } from '../codes.js';
import { codeMail } from '../mail-templates.js';
import type { PasswordCheck } from '../password-check.js';
import type { Members } from '../module.js';
import { memberEmailChanges, members } from '../tables.js';

export const EMAIL_CHANGE = 'EMAIL_CHANGE';

interface Deps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  mail: Mail;
  codes: MemberCodes;
  members: Pick<Members, 'get' | 'revokeSessions'>;
  requirePassword: PasswordCheck;
  siteName: (siteId: string, executor: Executor) => Promise<string>;
}

const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: { code?: string } } | null;
  return found?.code === '23505' || found?.cause?.code === '23505';
};

/**
 * Moving an account to another address. As Supabase Auth's secure email change, the new address proves itself
 * with a code sent to it and the old one is told; beyond Supabase, a member with a password gives it, so that a
 * stolen session alone cannot take the account over. Whether the new address is taken is said only at
 * confirmation, to whoever holds that address: asking never tells who has an account.
 */
export function createEmailChange(deps: Deps) {
  const { db, clock, codes, mail } = deps;

  async function start(
    siteId: string,
    memberId: string,
    input: { newEmail: string; password?: string | null },
  ): Promise<{ sentTo: string }> {
    const member = await deps.members.get(siteId, memberId);
    await deps.requirePassword(member, input.password);
    const newEmail = input.newEmail.trim().toLowerCase();
    if (newEmail === member.email) throw appError('SAME_EMAIL');
    await db.transaction(async (tx) => {
      await tx
        .insert(memberEmailChanges)
        .values({ memberId, siteId, newEmail, createdAt: new Date(clock()) })
        .onConflictDoUpdate({
          target: memberEmailChanges.memberId,
          set: { newEmail, createdAt: new Date(clock()) },
        });
      const code = await codes.issue(tx, { siteId, memberId, purpose: EMAIL_CHANGE });
      const language = (member.profile as { language?: string | null }).language;
      const siteName = await deps.siteName(siteId, tx);
      await mail.send(tx, codeMail({ siteId, siteName, to: newEmail, code, language }));
    });
    return { sentTo: newEmail };
  }

  async function confirm(siteId: string, memberId: string, code: string): Promise<void> {
    const member = await deps.members.get(siteId, memberId);
    const [pending] = await db
      .select()
      .from(memberEmailChanges)
      .where(and(eq(memberEmailChanges.siteId, siteId), eq(memberEmailChanges.memberId, memberId)));
    if (!pending) throw appError('CODE_EXPIRED', {}, 'No email change is waiting; ask for a new code');
    // Checked on its own, never inside a transaction a wrong guess would roll back: every attempt counts.
    requireCodeOk(await codes.check(db, { memberId, purpose: EMAIL_CHANGE }, code));
    const taken = () => appError('EMAIL_TAKEN', {}, 'Another account of this site already uses this address');
    try {
      await db.transaction(async (tx) => {
        const [other] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.siteId, siteId), eq(members.email, pending.newEmail)));
        if (other) throw taken();
        await tx
          .update(members)
          .set({
            email: pending.newEmail,
            emailVerified: true,
            ...nextRevision(members, new Date(clock())),
          })
          .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
        await tx.delete(memberEmailChanges).where(eq(memberEmailChanges.memberId, memberId));
        await deps.outbox.record(tx, {
          siteId,
          type: 'member.email_changed',
          entityId: memberId,
          data: { memberId },
        });
        const siteName = await deps.siteName(siteId, tx);
        await mail.send(
          tx,
          emailChangedMail({ siteId, siteName, to: member.email, newEmail: pending.newEmail }),
        );
      });
    } catch (error) {
      // Two members confirming the same address at once: the unique index keeps one.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  return { start, confirm };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
