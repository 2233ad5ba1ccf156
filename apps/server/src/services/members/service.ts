import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { IDENTITY_ERRORS, type IdentityProfile, type StateMachineResponse } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import { checkPassword, hashPassword } from '../../core/crypto/passwords.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { FailureLock } from '../../core/rate-limit/failure-lock.js';
import { appError } from '../../core/wire/errors.js';
import type { CaptchaAttempt, CaptchaGate } from './captcha-gate.js';
import { createPasswordCheck } from './password-check.js';
import type { Settings } from './settings.js';
import { members } from './tables.js';
import type { Tickets } from './tickets.js';
import { EMAIL_VERIFICATION, type Verification } from './verification.js';
import type { FactorOption, FactorProof, Mfa } from './mfa.js';
import { toWireIdentity } from './wire.js';

export type MemberRow = typeof members.$inferSelect;

export interface MembersDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  settings: Settings;
  tickets: Tickets;
  lock: FailureLock;
  verification: Verification;
  mfa: Mfa;
  requireCaptcha: CaptchaGate;
  /** Ends the member's sessions elsewhere (their refresh tokens), after a password change or a block. */
  revokeTokens: (siteId: string, memberId: string) => Promise<void>;
}

export interface Credentials {
  email: string;
  password: string;
  /** The caller's captcha tokens; none when absent, which a site with captcha on refuses. */
  captcha?: CaptchaAttempt;
}

const normalise = (email: string) => email.trim().toLowerCase();

// Unknown address and wrong password answer alike, so that sign-in does not tell who has an account.
const invalidRecovery = () => appError('INVALID_RECOVERY_TOKEN');

const invalidPassword = () => appError(IDENTITY_ERRORS.invalidPassword);

export function createMembersService(deps: MembersDeps) {
  const { db, clock, outbox, settings, tickets, lock } = deps;
  const requirePassword = createPasswordCheck(lock);
  async function find(siteId: string, email: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.email, normalise(email))));
    return row;
  }

  async function get(siteId: string, memberId: string): Promise<MemberRow> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
    if (!row || row.status === 'DELETED') throw appError('MEMBER_NOT_FOUND');
    return row;
  }

  /** Where a member whose password is right stands: signed in, or waiting for an owner or a code. */
  async function answerFor(
    executor: Executor,
    member: MemberRow,
    mfaOptions: FactorOption[] = [],
  ): Promise<StateMachineResponse> {
    const identity = toWireIdentity(member);
    if (member.status === 'BLOCKED') throw appError('MEMBER_BLOCKED');
    if (member.pendingReason === 'PENDING_ADMIN_APPROVAL_REQUIRED')
      return { state: 'REQUIRE_OWNER_APPROVAL', identity };
    if (member.pendingReason === 'PENDING_EMAIL_VERIFICATION_REQUIRED') {
      const stateToken = await tickets.issue(executor, {
        siteId: member.siteId,
        memberId: member.id,
        kind: 'state',
        purpose: EMAIL_VERIFICATION,
      });
      await deps.verification.sendCode(executor, member);
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
    }
    if (mfaOptions.length > 0) {
      const { stateToken, mfaChallengeData } = await deps.mfa.challenge(executor, member, mfaOptions);
      return { state: 'REQUIRE_MFA', stateToken, identity, mfaChallengeData };
    }
    const sessionToken = await tickets.issue(executor, {
      siteId: member.siteId,
      memberId: member.id,
      kind: 'session',
    });
    return { state: 'SUCCESS', sessionToken, identity };
  }

  /** The factors a member who is otherwise in must still prove (read before a transaction opens). */
  const mfaOptionsFor = (member: MemberRow) =>
    member.status === 'ACTIVE' && !member.pendingReason ? deps.mfa.optionsFor(member) : Promise.resolve([]);

  async function register(
    siteId: string,
    input: Credentials & { profile?: IdentityProfile | null },
  ): Promise<StateMachineResponse> {
    const policy = await settings.get(siteId);
    await deps.requireCaptcha(siteId, policy.captcha, input.captcha);
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
          email: normalise(input.email),
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
      return answerFor(tx, member);
    });
  }

  async function login(siteId: string, input: Credentials): Promise<StateMachineResponse> {
    await deps.requireCaptcha(siteId, (await settings.get(siteId)).captcha, input.captcha);
    const key = `member:${siteId}:${normalise(input.email)}`;
    await lock.check(key);
    const member = await find(siteId, input.email);
    const ok = await checkPassword(member?.passwordHash ?? undefined, input.password);
    if (!member || member.status === 'DELETED' || !ok) {
      await lock.fail(key);
      // A member made by sign-on has no password yet: the way in is a reset, which the client offers.
      if (member && member.status !== 'DELETED' && !member.passwordHash)
        throw appError(IDENTITY_ERRORS.resetPassword);
      throw invalidPassword();
    }
    await lock.succeed(key);
    const mfaOptions = await mfaOptionsFor(member);
    return db.transaction(async (tx) => {
      const answer = await answerFor(tx, member, mfaOptions);
      if (answer.state === 'SUCCESS') {
        await tx
          .update(members)
          .set({ lastLoginAt: new Date(clock()) })
          .where(eq(members.id, member.id));
        await outbox.record(tx, {
          siteId,
          type: 'member.logged_in',
          entityId: member.id,
          data: { memberId: member.id },
        });
      }
      return answer;
    });
  }

  /** For elevated callers: the member (made if new, without a password) and a session for them. */
  async function signOn(
    siteId: string,
    input: { email: string; profile?: IdentityProfile | null; verifyEmail?: boolean | null },
  ) {
    const existing = await find(siteId, input.email);
    if (existing && (existing.status === 'BLOCKED' || existing.status === 'DELETED'))
      throw appError('MEMBER_BLOCKED', {}, 'This account cannot sign in');
    return db.transaction(async (tx) => {
      const member = existing
        ? await markVerified(tx, existing, input.verifyEmail)
        : await createBySignOn(tx, siteId, input);
      const sessionToken = await tickets.issue(tx, { siteId, memberId: member.id, kind: 'session' });
      return { sessionToken, identity: toWireIdentity(member) };
    });
  }

  async function markVerified(tx: Executor, member: MemberRow, verify?: boolean | null): Promise<MemberRow> {
    if (!verify || member.emailVerified) return member;
    const [updated] = await tx
      .update(members)
      .set({ emailVerified: true, revision: sql`${members.revision} + 1`, updatedAt: new Date(clock()) })
      .where(eq(members.id, member.id))
      .returning();
    return updated!;
  }

  async function createBySignOn(
    tx: Executor,
    siteId: string,
    input: { email: string; profile?: IdentityProfile | null; verifyEmail?: boolean | null },
  ): Promise<MemberRow> {
    const [created] = await tx
      .insert(members)
      .values({
        id: randomUUID(),
        siteId,
        email: normalise(input.email),
        emailVerified: input.verifyEmail ?? false,
        status: 'ACTIVE',
        profile: input.profile ?? {},
        createdAt: new Date(clock()),
        updatedAt: new Date(clock()),
      })
      .returning();
    await outbox.record(tx, {
      siteId,
      type: 'member.registered',
      entityId: created!.id,
      data: { memberId: created!.id, status: 'ACTIVE' },
    });
    return created!;
  }

  /** `currentPassword`, when given (the hosted account page), must be right: a wrong one counts as a failure. */
  async function changePassword(
    siteId: string,
    memberId: string,
    newPassword: string,
    currentPassword?: string | null,
  ): Promise<void> {
    if (currentPassword) await requirePassword(await get(siteId, memberId), currentPassword);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(members)
        .set({ passwordHash, revision: sql`${members.revision} + 1`, updatedAt: new Date(clock()) })
        .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
        .returning({ id: members.id });
      if (rows.length === 0) throw appError('MEMBER_NOT_FOUND');
      await outbox.record(tx, {
        siteId,
        type: 'member.password_changed',
        entityId: memberId,
        data: { memberId },
      });
    });
    await deps.revokeTokens(siteId, memberId);
  }

  /** The code from the email, with the flow's state token: the member goes on to where they stand. */
  async function verifyEmail(
    siteId: string,
    stateToken: string,
    code: string,
  ): Promise<StateMachineResponse> {
    const ticket = await deps.verification.findState(siteId, stateToken);
    await deps.verification.checkCode(ticket, code);
    return db.transaction(async (tx) => {
      const member = await deps.verification.complete(tx, ticket);
      await outbox.record(tx, {
        siteId,
        type: 'member.email_verified',
        entityId: member.id,
        data: { memberId: member.id },
      });
      return answerFor(tx, member);
    });
  }

  /** A new code for a member who asks again (their own, or an elevated caller's request). */
  async function startVerification(siteId: string, memberId: string): Promise<{ verificationId: string }> {
    const member = await get(siteId, memberId);
    if (member.emailVerified) throw appError('ALREADY_VERIFIED');
    await db.transaction((tx) => deps.verification.sendCode(tx, member));
    return { verificationId: member.id };
  }

  /** A recovery link's new password: the member is back in (and their address proven), other sessions end. */
  async function recover(token: string, password: string): Promise<StateMachineResponse> {
    const ticket = await tickets.findRecovery(token);
    if (!ticket) throw invalidRecovery();
    const passwordHash = await hashPassword(password);
    // A new password is not a second factor: a member with an authenticator still proves it.
    const mfaOptions = await deps.mfa.optionsFor(await get(ticket.siteId, ticket.memberId));
    const answer = await db.transaction(async (tx) => {
      if (!(await tickets.spend(tx, ticket.id))) throw invalidRecovery();
      const [current] = await tx.select().from(members).where(eq(members.id, ticket.memberId));
      const waiting = current?.pendingReason === 'PENDING_EMAIL_VERIFICATION_REQUIRED';
      const [member] = await tx
        .update(members)
        .set({
          passwordHash,
          emailVerified: true,
          ...(waiting ? { status: 'ACTIVE' as const, pendingReason: null } : {}),
          revision: sql`${members.revision} + 1`,
          updatedAt: new Date(clock()),
        })
        .where(eq(members.id, ticket.memberId))
        .returning();
      await outbox.record(tx, {
        siteId: ticket.siteId,
        type: 'member.password_reset',
        entityId: ticket.memberId,
        data: { memberId: ticket.memberId },
      });
      return answerFor(
        tx,
        member!,
        mfaOptions.filter((option) => option.type !== 'EMAIL'),
      );
    });
    await deps.revokeTokens(ticket.siteId, ticket.memberId);
    return answer;
  }

  /** The second factor of a sign-in waiting in REQUIRE_MFA; the member is then signed in. */
  async function verifyFactor(
    siteId: string,
    stateToken: string,
    proof: FactorProof,
  ): Promise<StateMachineResponse> {
    const ticket = await deps.mfa.prove(siteId, stateToken, proof);
    return db.transaction(async (tx) => {
      await tickets.spendState(tx, ticket.id);
      const [member] = await tx.select().from(members).where(eq(members.id, ticket.memberId));
      const answer = await answerFor(tx, member!);
      await tx
        .update(members)
        .set({ lastLoginAt: new Date(clock()) })
        .where(eq(members.id, member!.id));
      await outbox.record(tx, {
        siteId,
        type: 'member.logged_in',
        entityId: member!.id,
        data: { memberId: member!.id },
      });
      return answer;
    });
  }

  return {
    verifyFactor,
    find,
    get,
    register,
    login,
    signOn,
    changePassword,
    verifyEmail,
    startVerification,
    recover,
    revokeSessions: deps.revokeTokens,
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
