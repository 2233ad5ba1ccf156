import type { IdentityProfile, StateMachineResponse } from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import type { FactorOption, FactorProof } from '../factors/mfa.js';
import type { MemberRow } from '../tables.js';
import { answerFor, mfaOptionsFor } from './answers.js';
import type { SignInContext } from './context.js';
import { login, register, signOn, type Credentials, type SignOnRequest } from './sign-in.js';
import {
  changePassword,
  startVerification,
  verifyEmail,
  verifyFactor,
  type PasswordChange,
} from './steps.js';

type Member = { siteId: string; memberId: string };

/** A member's way in, by every flow the protocol has: each ends in a state, SUCCESS with a session token. */
export interface MemberSignIn {
  register(
    siteId: string,
    input: Credentials & { profile?: IdentityProfile | null },
  ): Promise<StateMachineResponse>;
  login(siteId: string, input: Credentials): Promise<StateMachineResponse>;
  signOn(siteId: string, input: SignOnRequest): ReturnType<typeof signOn>;
  changePassword(member: Member, change: PasswordChange): Promise<void>;
  verifyEmail(siteId: string, proof: { stateToken: string; code: string }): Promise<StateMachineResponse>;
  startVerification(siteId: string, memberId: string): Promise<{ verificationId: string }>;
  verifyFactor(
    siteId: string,
    step: { stateToken: string; proof: FactorProof },
  ): Promise<StateMachineResponse>;
  /** Where a member stands once their password is right (recovery ends so too). */
  answer(
    executor: Executor,
    state: { member: MemberRow; mfaOptions?: FactorOption[] },
  ): Promise<StateMachineResponse>;
  /** The second factors a member who is otherwise in must still prove. */
  mfaOptionsFor(member: MemberRow): Promise<FactorOption[]>;
}

export function createSignIn(ctx: SignInContext): MemberSignIn {
  return {
    register: (siteId, input) => register(ctx, siteId, input),
    login: (siteId, input) => login(ctx, siteId, input),
    signOn: (siteId, input) => signOn(ctx, siteId, input),
    changePassword: (member, change) => changePassword(ctx, member, change),
    verifyEmail: (siteId, proof) => verifyEmail(ctx, siteId, proof),
    startVerification: (siteId, memberId) => startVerification(ctx, siteId, memberId),
    verifyFactor: (siteId, step) => verifyFactor(ctx, siteId, step),
    answer: (executor, state) => answerFor(ctx, executor, state),
    mfaOptionsFor: (member) => mfaOptionsFor(ctx, member),
  };
}
