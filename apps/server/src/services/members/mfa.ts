import type { Executor } from '../../core/db/index.js';
import type { FailureLock } from '../../core/rate-limit/failure-lock.js';
import { AppError } from '../../core/wire/errors.js';
import type { MemberCodes } from './codes.js';
import type { Factors } from './factors.js';
import type { Settings } from './settings.js';
import type { TicketRow, Tickets } from './tickets.js';
import type { Verification, Member } from './verification.js';

export const MFA = 'MFA';
export const EMAIL_FACTOR_ID = 'email';

export interface FactorOption {
  factorId: string;
  type: 'TOTP' | 'EMAIL' | 'RECOVERY_CODE';
}

export interface FactorProof {
  type: string;
  code: string;
}

const NOT_OFFERED: Record<string, string> = {
  SMS: 'Codes by text message need an SMS provider, and this server has none configured',
  CALL: 'Codes by phone call need a voice provider, and this server has none configured',
  PUSH: 'Push approval is not offered',
  WEBAUTHN: 'Passkeys are not offered by this server yet',
};

/** The second step of a sign-in (WIRE.md section 7, REQUIRE_MFA). */
export function createMfa(deps: {
  factors: Factors;
  settings: Settings;
  tickets: Tickets;
  codes: MemberCodes;
  lock: FailureLock;
  verification: Verification;
}) {
  const { factors, settings, tickets, codes, lock } = deps;

  /** What the member must prove, read before the sign-in's transaction opens; empty when nothing is needed. */
  async function optionsFor(member: Member): Promise<FactorOption[]> {
    const rows = await factors.list(member.siteId, member.id);
    const totp = rows.filter((row) => row.type === 'TOTP' && row.status === 'ACTIVE');
    if (totp.length > 0) {
      const options: FactorOption[] = totp.map((row) => ({ factorId: row.id, type: 'TOTP' }));
      const recovery = rows.find((row) => row.type === 'RECOVERY_CODE');
      return recovery ? [...options, { factorId: recovery.id, type: 'RECOVERY_CODE' }] : options;
    }
    return (await settings.get(member.siteId)).requireMfa
      ? [{ factorId: EMAIL_FACTOR_ID, type: 'EMAIL' }]
      : [];
  }

  /** The REQUIRE_MFA answer's token; a member whose only factor is email gets the code at once. */
  async function challenge(executor: Executor, member: Member, options: FactorOption[]): Promise<string> {
    if (options.some((option) => option.type === 'EMAIL'))
      await deps.verification.sendCode(executor, member, MFA);
    return tickets.issue(executor, {
      siteId: member.siteId,
      memberId: member.id,
      kind: 'state',
      purpose: MFA,
    });
  }

  /** Checks the proof against the flow's token; a wrong one counts towards the member's lock. */
  async function prove(siteId: string, stateToken: string, proof: FactorProof): Promise<TicketRow> {
    const type = proof.type.toUpperCase();
    const notOffered = NOT_OFFERED[type];
    if (notOffered) throw new AppError(400, 'FACTOR_NOT_AVAILABLE', notOffered, { factorType: type });
    const ticket = await tickets.requireState(siteId, stateToken, MFA);
    const key = `mfa:${ticket.memberId}`;
    await lock.check(key);
    if (!(await matches(siteId, ticket.memberId, type, proof.code))) {
      await lock.fail(key);
      throw new AppError(400, 'INVALID_CODE', 'The code is not correct');
    }
    await lock.succeed(key);
    return ticket;
  }

  async function matches(siteId: string, memberId: string, type: string, code: string): Promise<boolean> {
    if (type === 'EMAIL') return (await codes.check(deps.verification.db, memberId, MFA, code)) === 'ok';
    if (type === 'RECOVERY_CODE') return factors.useRecoveryCode(siteId, memberId, code);
    if (type !== 'TOTP') throw new AppError(400, 'UNKNOWN_FACTOR', `Unknown factor type "${type}"`);
    for (const factor of await factors.list(siteId, memberId))
      if (factor.type === 'TOTP' && factor.status === 'ACTIVE' && (await factors.checkTotp(factor, code)))
        return true;
    return false;
  }

  return { optionsFor, challenge, prove };
}

export type Mfa = ReturnType<typeof createMfa>;
