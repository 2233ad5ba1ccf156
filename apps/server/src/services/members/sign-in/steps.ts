import { nextRevision } from '../../../core/db/index.js';
import { and, eq } from 'drizzle-orm';
import type { StateMachineResponse } from '@atrium/contract';
import { hashPassword } from '../../../core/crypto/passwords.js';
import { appError } from '../../../core/wire/errors.js';
import type { FactorProof } from '../factors/mfa.js';
import { members } from '../tables.js';
import { answerFor } from './answers.js';
import type { SignInContext } from './context.js';
import { recordSignIn } from './sign-in.js';

export interface PasswordChange {
  newPassword: string;
  /** When given (the hosted account page), it must be right: a wrong one counts as a failure. */
  currentPassword?: string | null;
}

/** A member's new password; every session of theirs ends. */
export async function changePassword(
  ctx: SignInContext,
  { siteId, memberId }: { siteId: string; memberId: string },
  { newPassword, currentPassword }: PasswordChange,
): Promise<void> {
  if (currentPassword)
    await ctx.members.requirePassword(await ctx.members.get(siteId, memberId), currentPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(members)
      .set({ passwordHash, ...nextRevision(members, new Date(ctx.clock())) })
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
      .returning({ id: members.id });
    if (rows.length === 0) throw appError('MEMBER_NOT_FOUND');
    await ctx.outbox.record(tx, {
      siteId,
      type: 'member.password_changed',
      entityId: memberId,
      data: { memberId },
    });
  });
  await ctx.members.revokeSessions(siteId, memberId);
}

/** The code from the email, with the flow's state token: the member goes on to where they stand. */
export async function verifyEmail(
  ctx: SignInContext,
  siteId: string,
  { stateToken, code }: { stateToken: string; code: string },
): Promise<StateMachineResponse> {
  const { verification } = ctx.members;
  const ticket = await verification.findState(siteId, stateToken);
  await verification.checkCode(ticket, code);
  return ctx.db.transaction(async (tx) => {
    const member = await verification.complete(tx, ticket);
    await ctx.outbox.record(tx, {
      siteId,
      type: 'member.email_verified',
      entityId: member.id,
      data: { memberId: member.id },
    });
    return answerFor(ctx, tx, { member });
  });
}

/** A new code for a member who asks again (their own, or an elevated caller's request). */
export async function startVerification(
  ctx: SignInContext,
  siteId: string,
  memberId: string,
): Promise<{ verificationId: string }> {
  const member = await ctx.members.get(siteId, memberId);
  if (member.emailVerified) throw appError('ALREADY_VERIFIED');
  await ctx.db.transaction((tx) => ctx.members.verification.sendCode(tx, member));
  return { verificationId: member.id };
}

/** The second factor of a sign-in waiting in REQUIRE_MFA; the member is then signed in. */
export async function verifyFactor(
  ctx: SignInContext,
  siteId: string,
  { stateToken, proof }: { stateToken: string; proof: FactorProof },
): Promise<StateMachineResponse> {
  const ticket = await ctx.mfa.prove(siteId, stateToken, proof);
  return ctx.db.transaction(async (tx) => {
    await ctx.members.tickets.spendState(tx, ticket.id);
    const [member] = await tx.select().from(members).where(eq(members.id, ticket.memberId));
    const answer = await answerFor(ctx, tx, { member: member! });
    await recordSignIn(ctx, tx, member!);
    return answer;
  });
}
