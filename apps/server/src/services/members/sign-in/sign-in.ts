import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IDENTITY_ERRORS, type IdentityProfile, type StateMachineResponse } from '@atrium/contract';
import { checkPassword, hashPassword } from '../../../core/crypto/passwords.js';
import { type Executor, nextRevision } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import { normaliseEmail } from '../store.js';
import { members, type MemberRow } from '../tables.js';
import { toWireIdentity } from '../wire.js';
import { answerFor, mfaOptionsFor } from './answers.js';
import type { CaptchaAttempt } from './captcha-gate.js';
import type { SignInContext } from './context.js';

export interface Credentials {
  email: string;
  password: string;
  /** The caller's captcha tokens; none when absent, which a site with captcha on refuses. */
  captcha?: CaptchaAttempt;
}

/** Who a trusted server signs on: made if new (without a password), its address proven if it says so. */
export interface SignOnRequest {
  email: string;
  profile?: IdentityProfile | null;
  verifyEmail?: boolean | null;
}

// Unknown address and wrong password answer alike, so that sign-in does not tell who has an account.
const invalidPassword = () => appError(IDENTITY_ERRORS.invalidPassword);

/** A new member, in the state the site's settings start them in (waiting for an owner, or for their code). */
export async function register(
  ctx: SignInContext,
  siteId: string,
  input: Credentials & { profile?: IdentityProfile | null },
): Promise<StateMachineResponse> {
  const { db, clock, outbox } = ctx;
  const policy = await ctx.members.settings.get(siteId);
  await ctx.requireCaptcha(siteId, policy.captcha, input.captcha);
  const passwordHash = await hashPassword(input.password);
  const pendingReason =
    policy.registration === 'APPROVAL'
      ? 'PENDING_ADMIN_APPROVAL_REQUIRED'
      : policy.requireEmailVerification
        ? 'PENDING_EMAIL_VERIFICATION_REQUIRED'
        : null;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        id: randomUUID(),
        siteId,
        email: normaliseEmail(input.email),
        passwordHash,
        status: pendingReason ? 'PENDING' : 'ACTIVE',
        pendingReason,
        profile: input.profile ?? {},
        createdAt: new Date(clock()),
        updatedAt: new Date(clock()),
      })
      .onConflictDoNothing()
      .returning();
    if (!member) throw appError(IDENTITY_ERRORS.emailAlreadyExists);
    await outbox.record(tx, {
      siteId,
      type: 'member.registered',
      entityId: member.id,
      data: { memberId: member.id, status: member.status },
    });
    return answerFor(ctx, tx, { member });
  });
}

/** The member with this address and password, or INVALID_PASSWORD for any other case (failures are locked out). */
async function checkedMember(ctx: SignInContext, siteId: string, input: Credentials): Promise<MemberRow> {
  const { lock } = ctx.members;
  const key = `member:${siteId}:${normaliseEmail(input.email)}`;
  await lock.check(key);
  const member = await ctx.members.find(siteId, input.email);
  const ok = await checkPassword(member?.passwordHash ?? undefined, input.password);
  if (!member || member.status === 'DELETED' || !ok) {
    await lock.fail(key);
    // A member made by sign-on has no password yet: the way in is a reset, which the client offers.
    if (member && member.status !== 'DELETED' && !member.passwordHash)
      throw appError(IDENTITY_ERRORS.resetPassword);
    throw invalidPassword();
  }
  await lock.succeed(key);
  return member;
}

/** Marks a sign-in that ended in a session: when the member last came, and the event. */
export async function recordSignIn(ctx: SignInContext, tx: Executor, member: MemberRow): Promise<void> {
  await tx
    .update(members)
    .set({ lastLoginAt: new Date(ctx.clock()) })
    .where(eq(members.id, member.id));
  await ctx.outbox.record(tx, {
    siteId: member.siteId,
    type: 'member.logged_in',
    entityId: member.id,
    data: { memberId: member.id },
  });
}

export async function login(
  ctx: SignInContext,
  siteId: string,
  input: Credentials,
): Promise<StateMachineResponse> {
  await ctx.requireCaptcha(siteId, (await ctx.members.settings.get(siteId)).captcha, input.captcha);
  const member = await checkedMember(ctx, siteId, input);
  const mfaOptions = await mfaOptionsFor(ctx, member);
  return ctx.db.transaction(async (tx) => {
    const answer = await answerFor(ctx, tx, { member, mfaOptions });
    if (answer.state === 'SUCCESS') await recordSignIn(ctx, tx, member);
    return answer;
  });
}

async function markVerified(
  ctx: SignInContext,
  tx: Executor,
  { member, verify }: { member: MemberRow; verify?: boolean | null },
): Promise<MemberRow> {
  if (!verify || member.emailVerified) return member;
  const [updated] = await tx
    .update(members)
    .set({ emailVerified: true, ...nextRevision(members, new Date(ctx.clock())) })
    .where(eq(members.id, member.id))
    .returning();
  return updated!;
}

async function createBySignOn(ctx: SignInContext, tx: Executor, input: SignOnRequest & { siteId: string }) {
  const { siteId } = input;
  const now = new Date(ctx.clock());
  const [created] = await tx
    .insert(members)
    .values({
      id: randomUUID(),
      siteId,
      email: normaliseEmail(input.email),
      emailVerified: input.verifyEmail ?? false,
      status: 'ACTIVE',
      profile: input.profile ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await ctx.outbox.record(tx, {
    siteId,
    type: 'member.registered',
    entityId: created!.id,
    data: { memberId: created!.id, status: 'ACTIVE' },
  });
  return created!;
}

/** For elevated callers: the member (made if new, without a password) and a session for them. */
export async function signOn(ctx: SignInContext, siteId: string, input: SignOnRequest) {
  const existing = await ctx.members.find(siteId, input.email);
  if (existing && (existing.status === 'BLOCKED' || existing.status === 'DELETED'))
    throw appError('MEMBER_BLOCKED', {}, 'This account cannot sign in');
  return ctx.db.transaction(async (tx) => {
    const member = existing
      ? await markVerified(ctx, tx, { member: existing, verify: input.verifyEmail })
      : await createBySignOn(ctx, tx, { ...input, siteId });
    const sessionToken = await ctx.members.tickets.issue(tx, {
      siteId,
      memberId: member.id,
      kind: 'session',
    });
    return { sessionToken, identity: toWireIdentity(member) };
  });
}
