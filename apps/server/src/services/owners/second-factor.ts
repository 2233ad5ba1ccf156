import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { decrypt, encrypt } from '../../core/crypto/secrets.js';
import { newRecoveryCodes, newTotpEnrolment, recoveryCodeHash, totpStep } from '../../core/crypto/totp.js';
import { appError } from '../../core/wire/errors.js';
import type { OwnerRow } from './sessions.js';
import { ownerRecoveryCodes, owners } from './tables.js';

const ISSUER = 'Atrium dashboard';

/** Where an owner's factors are kept: the database, the clock, and the key that seals secrets and hashes codes. */
interface FactorStore {
  db: Db;
  clock: Clock;
  key: Buffer;
}

/** True when the code is the authenticator's for now (one step either side), spending its time step. */
async function checkTotp({ db, clock, key }: FactorStore, owner: OwnerRow, code: string): Promise<boolean> {
  if (!owner.totpSecret) return false;
  const step = totpStep(decrypt(key, owner.totpSecret), code, clock());
  if (step === null) return false;
  const spent = await db
    .update(owners)
    .set({ totpLastStep: step })
    .where(and(eq(owners.id, owner.id), or(isNull(owners.totpLastStep), lt(owners.totpLastStep, step))))
    .returning({ id: owners.id });
  return spent.length === 1;
}

async function issueRecoveryCodes({ db, key }: FactorStore, ownerId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.ownerId, ownerId));
    await tx
      .insert(ownerRecoveryCodes)
      .values(codes.map((code) => ({ ownerId, codeHash: recoveryCodeHash(key, ownerId, code) })));
  });
  return codes;
}

/** Spends a recovery code; each works once. */
async function useRecoveryCode(
  { db, clock, key }: FactorStore,
  ownerId: string,
  code: string,
): Promise<boolean> {
  const spent = await db
    .update(ownerRecoveryCodes)
    .set({ usedAt: new Date(clock()) })
    .where(
      and(
        eq(ownerRecoveryCodes.ownerId, ownerId),
        eq(ownerRecoveryCodes.codeHash, recoveryCodeHash(key, ownerId, code)),
        isNull(ownerRecoveryCodes.usedAt),
      ),
    )
    .returning({ ownerId: ownerRecoveryCodes.ownerId });
  return spent.length === 1;
}

/**
 * An owner's second factor: one authenticator app (RFC 6238) and ten single-use recovery codes, as members
 * have. Every check spends what it accepts in one conditional UPDATE, so that two requests racing with the same
 * code cannot both pass.
 */
export function createSecondFactor(db: Db, clock: Clock, key: Buffer) {
  const store: FactorStore = { db, clock, key };

  /** A new secret, waiting for its first code; replaces one that was never confirmed. */
  async function start(owner: OwnerRow) {
    if (owner.totpEnabledAt) throw appError('TWO_FACTOR_ALREADY_ENABLED');
    const { secret, otpauthUrl, qrCodeSvg } = await newTotpEnrolment(owner.email, ISSUER);
    const stored = await db
      .update(owners)
      .set({ totpSecret: encrypt(key, secret), totpLastStep: null })
      .where(and(eq(owners.id, owner.id), isNull(owners.totpEnabledAt)))
      .returning({ id: owners.id });
    // Turned on by another tab since this request read the owner: a secret that was not kept is no use.
    if (stored.length === 0) throw appError('TWO_FACTOR_ALREADY_ENABLED');
    return { secret, otpauthUrl, qrCodeSvg };
  }

  /** The first good code turns the authenticator on and brings a fresh set of recovery codes. */
  async function confirm(owner: OwnerRow, code: string): Promise<string[]> {
    if (owner.totpEnabledAt) throw appError('TWO_FACTOR_ALREADY_ENABLED');
    if (!owner.totpSecret) throw appError('TWO_FACTOR_NOT_STARTED');
    if (!(await checkTotp(store, owner, code))) throw appError('INVALID_CODE');
    // Only the secret the code proved turns on: another tab may have started again since this request read it.
    const enabled = await db
      .update(owners)
      .set({ totpEnabledAt: new Date(clock()) })
      .where(
        and(eq(owners.id, owner.id), eq(owners.totpSecret, owner.totpSecret), isNull(owners.totpEnabledAt)),
      )
      .returning({ id: owners.id });
    if (enabled.length === 0) throw appError('INVALID_CODE');
    return issueRecoveryCodes(store, owner.id);
  }

  async function regenerate(owner: OwnerRow): Promise<string[]> {
    if (!owner.totpEnabledAt) throw appError('TWO_FACTOR_NOT_ENABLED');
    return issueRecoveryCodes(store, owner.id);
  }

  async function disable(owner: OwnerRow): Promise<void> {
    if (!owner.totpEnabledAt) throw appError('TWO_FACTOR_NOT_ENABLED');
    await db.transaction(async (tx) => {
      await tx
        .update(owners)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(owners.id, owner.id));
      await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.ownerId, owner.id));
    });
  }

  /** Sign-in's second step: the authenticator's code or, failing that, a recovery code. */
  async function verify(owner: OwnerRow, code: string | null | undefined): Promise<void> {
    if (!owner.totpEnabledAt) return;
    if (!code) throw appError('SECOND_FACTOR_REQUIRED');
    const ok = /^\d{6}$/.test(code.trim())
      ? await checkTotp(store, owner, code.trim())
      : await useRecoveryCode(store, owner.id, code);
    if (!ok) throw appError('INVALID_CODE');
  }

  return { start, confirm, regenerate, disable, verify };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
