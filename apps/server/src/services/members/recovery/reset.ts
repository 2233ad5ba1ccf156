import { eq } from 'drizzle-orm';
import type { StateMachineResponse } from '@atrium/contract';
import type { Clock } from '../../../core/clock.js';
import { hashPassword } from '../../../core/crypto/passwords.js';
import { type Db, nextRevision } from '../../../core/db/index.js';
import type { Outbox } from '../../../core/events/index.js';
import { appError } from '../../../core/wire/errors.js';
import type { Mfa } from '../factors/mfa.js';
import type { Members } from '../module.js';
import type { MemberSignIn } from '../sign-in/service.js';
import { members } from '../tables.js';

export interface ResetContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  members: Members;
  mfa: Mfa;
  signIn: Pick<MemberSignIn, 'answer'>;
}

/** Sets the new password of a recovery link, and answers where the member stands. */
export type PasswordReset = (request: { token: string; password: string }) => Promise<StateMachineResponse>;

const invalidRecovery = () => appError('INVALID_RECOVERY_TOKEN');

/** A recovery link's new password: the member is back in (and their address proven), other sessions end. */
export async function resetPassword(
  ctx: ResetContext,
  { token, password }: { token: string; password: string },
): Promise<StateMachineResponse> {
  const { tickets } = ctx.members;
  const ticket = await tickets.findRecovery(token);
  if (!ticket) throw invalidRecovery();
  const passwordHash = await hashPassword(password);
  // A new password is not a second factor: a member with an authenticator still proves it.
  const mfaOptions = await ctx.mfa.optionsFor(await ctx.members.get(ticket.siteId, ticket.memberId));
  const answer = await ctx.db.transaction(async (tx) => {
    if (!(await tickets.spend(tx, ticket.id))) throw invalidRecovery();
    const [current] = await tx.select().from(members).where(eq(members.id, ticket.memberId));
    const waiting = current?.pendingReason === 'PENDING_EMAIL_VERIFICATION_REQUIRED';
    const [member] = await tx
      .update(members)
      .set({
        passwordHash,
        emailVerified: true,
        ...(waiting ? { status: 'ACTIVE' as const, pendingReason: null } : {}),
        ...nextRevision(members, new Date(ctx.clock())),
      })
      .where(eq(members.id, ticket.memberId))
      .returning();
    await ctx.outbox.record(tx, {
      siteId: ticket.siteId,
      type: 'member.password_reset',
      entityId: ticket.memberId,
      data: { memberId: ticket.memberId },
    });
    // The emailed code is no second factor here: the link came by email already.
    return ctx.signIn.answer(tx, {
      member: member!,
      mfaOptions: mfaOptions.filter((option) => option.type !== 'EMAIL'),
    });
  });
  await ctx.members.revokeSessions(ticket.siteId, ticket.memberId);
  return answer;
}
