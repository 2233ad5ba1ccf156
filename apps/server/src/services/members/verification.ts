import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Mail } from '../../core/mail/index.js';
import { requireCodeOk, type MemberCodes } from './codes.js';
import { codeMail } from './mail-templates.js';
import { members } from './tables.js';
import type { TicketRow, Tickets } from './tickets.js';

export const EMAIL_VERIFICATION = 'EMAIL_VERIFICATION';

export type Member = typeof members.$inferSelect;

interface VerificationDeps {
  db: Db;
  clock: Clock;
  tickets: Tickets;
  codes: MemberCodes;
  mail: Mail;
  siteName: (siteId: string, executor: Executor) => Promise<string>;
}

/** Proving an email address with a code sent to it (WIRE.md section 7, REQUIRE_EMAIL_VERIFICATION). */
export function createVerification({ db, clock, tickets, codes, mail, siteName }: VerificationDeps) {
  /** Emails a new code to the member; the caller's transaction records the message. */
  async function sendCode(executor: Executor, member: Member, purpose = EMAIL_VERIFICATION): Promise<void> {
    const code = await codes.issue(executor, {
      siteId: member.siteId,
      memberId: member.id,
      purpose,
    });
    const profile = member.profile as { language?: string | null };
    await mail.send(
      executor,
      codeMail({
        siteId: member.siteId,
        siteName: await siteName(member.siteId, executor),
        to: member.email,
        code,
        language: profile.language,
      }),
    );
  }

  /**
   * Checks a guess at the code. It runs on its own, never inside a transaction that a wrong guess would roll
   * back: the attempt must count whatever happens next.
   */
  async function checkCode(ticket: TicketRow, code: string): Promise<void> {
    requireCodeOk(await codes.check(db, { memberId: ticket.memberId, purpose: EMAIL_VERIFICATION }, code));
  }

  /** After a right code: the token spent, the address verified, and a member waiting only for this active. */
  async function complete(executor: Executor, ticket: TicketRow): Promise<Member> {
    await tickets.spendState(executor, ticket.id);
    const [current] = await executor
      .select()
      .from(members)
      .where(and(eq(members.id, ticket.memberId), eq(members.siteId, ticket.siteId)));
    const waitingForThis = current!.pendingReason === 'PENDING_EMAIL_VERIFICATION_REQUIRED';
    const [updated] = await executor
      .update(members)
      .set({
        emailVerified: true,
        ...(waitingForThis ? { status: 'ACTIVE' as const, pendingReason: null } : {}),
        updatedAt: new Date(clock()),
      })
      .where(eq(members.id, ticket.memberId))
      .returning();
    return updated!;
  }

  /** The flow's state token, looked up before any transaction opens. */
  async function findState(siteId: string, stateToken: string): Promise<TicketRow> {
    return tickets.requireState(siteId, stateToken, EMAIL_VERIFICATION);
  }

  return { db, sendCode, findState, checkCode, complete };
}

export type Verification = ReturnType<typeof createVerification>;
