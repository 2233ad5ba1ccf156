import type { StateMachineResponse } from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import type { FactorOption } from '../factors/mfa.js';
import type { MemberRow } from '../tables.js';
import { EMAIL_VERIFICATION } from '../verification.js';
import { toWireIdentity } from '../wire.js';
import type { SignInContext } from './context.js';

/** Where a member whose password is right stands: signed in, or waiting for an owner or a code. */
export async function answerFor(
  ctx: SignInContext,
  executor: Executor,
  { member, mfaOptions = [] }: { member: MemberRow; mfaOptions?: FactorOption[] },
): Promise<StateMachineResponse> {
  const { tickets, verification } = ctx.members;
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
    await verification.sendCode(executor, member);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
  }
  if (mfaOptions.length > 0) {
    const { stateToken, mfaChallengeData } = await ctx.mfa.challenge(executor, member, mfaOptions);
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
export const mfaOptionsFor = (ctx: SignInContext, member: MemberRow) =>
  member.status === 'ACTIVE' && !member.pendingReason ? ctx.mfa.optionsFor(member) : Promise.resolve([]);
