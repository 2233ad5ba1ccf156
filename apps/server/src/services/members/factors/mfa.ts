import type { Executor } from '../../../core/db/index.js';
import type { FailureLock } from '../../../core/rate-limit/failure-lock.js';
import { appError } from '../../../core/wire/errors.js';
import type { MemberCodes } from '../codes.js';
import { isStrongFactor, type Factors } from './factors.js';
import type { Passkeys } from './passkeys.js';
import type { PhoneFactors } from './phone-factors.js';
import type { Settings } from '../settings.js';
import type { TicketRow, Tickets } from '../tickets.js';
import type { Verification, Member } from '../verification.js';

export const MFA = 'MFA';
export const EMAIL_FACTOR_ID = 'email';

export interface FactorOption {
  factorId: string;
  type: 'TOTP' | 'WEBAUTHN' | 'SMS' | 'CALL' | 'EMAIL' | 'RECOVERY_CODE';
}

/** A code, or for a passkey the browser's signed assertion (`AuthenticationResponseJSON`). */
export interface FactorProof {
  type: string;
  code?: string;
  credential?: unknown;
}

/** What a REQUIRE_MFA answer offers; `webauthn` holds `navigator.credentials.get` options when a passkey can be used. */
export interface MfaChallengeData {
  factors: FactorOption[];
  webauthn?: Record<string, unknown>;
}

const NOT_OFFERED: Record<string, string> = {
  SMS: 'Codes by text message need an SMS provider, and this server has none configured',
  CALL: 'Codes by phone call need a voice provider, and this server has none configured',
  PUSH: 'Push approval is not offered',
};
type Strong = 'TOTP' | 'WEBAUTHN' | 'SMS' | 'CALL';

export interface MfaDeps {
  factors: Factors;
  passkeys: Passkeys;
  phones: PhoneFactors;
  settings: Settings;
  tickets: Tickets;
  codes: MemberCodes;
  lock: FailureLock;
  verification: Verification;
}

/** A sign-in's second step in flight: the member's site, the member, and the flow's token. */
interface MfaFlow {
  siteId: string;
  memberId: string;
  stateToken: string;
}

async function matches(
  deps: MfaDeps,
  { siteId, memberId, stateToken }: MfaFlow,
  proof: FactorProof,
): Promise<boolean> {
  const { factors, codes } = deps;
  const type = proof.type.toUpperCase();
  const code = proof.code ?? '';
  if (type === 'EMAIL')
    return (await codes.check(deps.verification.db, { memberId, purpose: MFA }, code)) === 'ok';
  if (type === 'RECOVERY_CODE') return factors.useRecoveryCode(siteId, memberId, code);
  if (type === 'SMS' || type === 'CALL') return deps.phones.check(memberId, code);
  const rows = await factors.list(siteId, memberId);
  if (type === 'WEBAUTHN') return deps.passkeys.check(rows, stateToken, proof.credential);
  if (type !== 'TOTP') throw appError('UNKNOWN_FACTOR', {}, `Unknown factor type "${type}"`);
  for (const factor of rows)
    if (factor.type === 'TOTP' && factor.status === 'ACTIVE' && (await factors.checkTotp(factor, code)))
      return true;
  return false;
}

/** The second step of a sign-in (WIRE.md section 7, REQUIRE_MFA). */
export function createMfa(deps: MfaDeps) {
  const { factors, settings, tickets, lock } = deps;
  const offered = (type: string) =>
    type === 'SMS' || type === 'CALL' ? deps.phones.offers(type) : type !== 'PUSH';

  /** What the member must prove, read before the sign-in's transaction opens; empty when nothing is needed. */
  async function optionsFor(member: Member): Promise<FactorOption[]> {
    const rows = await factors.list(member.siteId, member.id);
    const strong = rows.filter(isStrongFactor);
    // A phone whose provider has since been removed cannot be asked; the emailed code stands in for it.
    const usable = strong.filter((row) => offered(row.type));
    const email: FactorOption = { factorId: EMAIL_FACTOR_ID, type: 'EMAIL' };
    if (strong.length > 0) {
      const options: FactorOption[] = usable.length
        ? usable.map((row) => ({ factorId: row.id, type: row.type as Strong }))
        : [email];
      const recovery = rows.find((row) => row.type === 'RECOVERY_CODE');
      return recovery ? [...options, { factorId: recovery.id, type: 'RECOVERY_CODE' }] : options;
    }
    return (await settings.get(member.siteId)).requireMfa ? [email] : [];
  }

  /** The REQUIRE_MFA answer's token and challenge; a member whose only factor is email gets the code at once. */
  async function challenge(
    executor: Executor,
    member: Member,
    options: FactorOption[],
  ): Promise<{ stateToken: string; mfaChallengeData: MfaChallengeData }> {
    if (options.some((option) => option.type === 'EMAIL'))
      await deps.verification.sendCode(executor, member, MFA);
    // A phone is texted (or called) only when no app or passkey can answer instead: texts cost money.
    const phone = options.find((option) => option.type === 'SMS' || option.type === 'CALL');
    if (phone && !options.some((option) => option.type === 'TOTP' || option.type === 'WEBAUTHN')) {
      const rows = await factors.list(member.siteId, member.id, executor);
      await deps.phones.sendSignInCode(
        executor,
        rows.find((row) => row.id === phone.factorId)!,
      );
    }
    const stateToken = await tickets.issue(executor, {
      siteId: member.siteId,
      memberId: member.id,
      kind: 'state',
      purpose: MFA,
    });
    const webauthn = options.some((option) => option.type === 'WEBAUTHN')
      ? await deps.passkeys.requestOptions(await factors.list(member.siteId, member.id, executor), stateToken)
      : undefined;
    return {
      stateToken,
      mfaChallengeData: { factors: options, ...(webauthn ? { webauthn: { ...webauthn } } : {}) },
    };
  }

  /** Checks the proof against the flow's token; a wrong one counts towards the member's lock. */
  async function prove(siteId: string, stateToken: string, proof: FactorProof): Promise<TicketRow> {
    const type = proof.type.toUpperCase();
    const notOffered = offered(type) ? undefined : NOT_OFFERED[type];
    if (notOffered) throw appError('FACTOR_NOT_AVAILABLE', { factorType: type }, notOffered);
    const ticket = await tickets.requireState(siteId, stateToken, MFA);
    const key = `mfa:${ticket.memberId}`;
    await lock.check(key);
    if (!(await matches(deps, { siteId, memberId: ticket.memberId, stateToken }, proof))) {
      await lock.fail(key);
      throw type === 'WEBAUTHN'
        ? appError('INVALID_CREDENTIALS', {}, 'The passkey could not be verified')
        : appError('INVALID_CODE');
    }
    await lock.succeed(key);
    return ticket;
  }

  return { optionsFor, challenge, prove };
}

export type Mfa = ReturnType<typeof createMfa>;
