import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../core/clock.js';
import type { Db, Executor } from '../../../core/db/index.js';
import { decrypt, encrypt, safeEqual } from '../../../core/crypto/secrets.js';
import { newRecoveryCodes, newTotpEnrolment, recoveryCodeHash, totpStep } from '../../../core/crypto/totp.js';
import { appError } from '../../../core/wire/errors.js';
import { memberFactors } from '../tables.js';

export type FactorRow = typeof memberFactors.$inferSelect;

interface RecoveryData {
  codes?: { hash: string; used: boolean }[];
}

/** An authenticator, a passkey or a phone: what recovery codes stand in for. */
export const isStrongFactor = (row: FactorRow) => row.type !== 'RECOVERY_CODE' && row.status === 'ACTIVE';

/** Where a member's factors are kept: the database, the clock, and the key that seals secrets and hashes codes. */
interface FactorStore {
  db: Db;
  clock: Clock;
  key: Buffer;
}

/** Which member of which site. */
interface MemberRef {
  siteId: string;
  memberId: string;
}

async function listFactors(executor: Executor, { siteId, memberId }: MemberRef): Promise<FactorRow[]> {
  return executor
    .select()
    .from(memberFactors)
    .where(and(eq(memberFactors.siteId, siteId), eq(memberFactors.memberId, memberId)));
}

async function findFactor(db: Db, { siteId, memberId }: MemberRef, factorId: string): Promise<FactorRow> {
  const [row] = await db
    .select()
    .from(memberFactors)
    .where(
      and(
        eq(memberFactors.id, factorId),
        eq(memberFactors.siteId, siteId),
        eq(memberFactors.memberId, memberId),
      ),
    );
  if (!row) throw appError('FACTOR_NOT_FOUND');
  return row;
}

/** Checks a TOTP code, one step either side for clock drift, and never the same step twice. */
async function checkTotp({ db, clock, key }: FactorStore, factor: FactorRow, code: string): Promise<boolean> {
  if (!factor.secret) return false;
  const step = totpStep(decrypt(key, factor.secret), code, clock());
  if (step === null) return false;
  if (factor.lastStep !== null && step <= factor.lastStep) return false;
  await db.update(memberFactors).set({ lastStep: step }).where(eq(memberFactors.id, factor.id));
  return true;
}

async function issueRecoveryCodes(
  { db, key }: FactorStore,
  { siteId, memberId }: MemberRef,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  const data: RecoveryData = {
    codes: codes.map((code) => ({ hash: recoveryCodeHash(key, memberId, code), used: false })),
  };
  await db
    .delete(memberFactors)
    .where(and(eq(memberFactors.memberId, memberId), eq(memberFactors.type, 'RECOVERY_CODE')));
  await db
    .insert(memberFactors)
    .values({ id: randomUUID(), siteId, memberId, type: 'RECOVERY_CODE', status: 'ACTIVE', data });
  return codes;
}

/** Spends one recovery code; each works once. */
async function useRecoveryCode({ db, key }: FactorStore, member: MemberRef, code: string): Promise<boolean> {
  const row = (await listFactors(db, member)).find((factor) => factor.type === 'RECOVERY_CODE');
  const data = (row?.data ?? {}) as RecoveryData;
  const hash = recoveryCodeHash(key, member.memberId, code);
  const match = data.codes?.findIndex((entry) => !entry.used && safeEqual(entry.hash, hash)) ?? -1;
  if (!row || match < 0) return false;
  const codes = data.codes!.map((entry, i) => (i === match ? { ...entry, used: true } : entry));
  await db.update(memberFactors).set({ data: { codes } }).where(eq(memberFactors.id, row.id));
  return true;
}

/** A member's second factors: TOTP authenticators (RFC 6238), passkeys' rows, and recovery codes. */
export function createFactors(db: Db, clock: Clock, key: Buffer) {
  const store: FactorStore = { db, clock, key };
  const list = (siteId: string, memberId: string, executor: Executor = db) =>
    listFactors(executor, { siteId, memberId });

  /** Forgets an enrolment of this kind that was never finished: a member adds one at a time. */
  async function dropPending(memberId: string, type: FactorRow['type'], executor: Executor = db) {
    await executor
      .delete(memberFactors)
      .where(
        and(
          eq(memberFactors.memberId, memberId),
          eq(memberFactors.type, type),
          eq(memberFactors.status, 'REQUIRE_ACTIVATION'),
        ),
      );
  }

  async function markActive(factorId: string, data?: Record<string, unknown>): Promise<FactorRow> {
    const [active] = await db
      .update(memberFactors)
      .set({ status: 'ACTIVE', ...(data ? { data } : {}) })
      .where(eq(memberFactors.id, factorId))
      .returning();
    return active!;
  }

  /** A new authenticator, waiting for its first code; a previous one still waiting is replaced. */
  async function enrolTotp(member: { siteId: string; id: string; email: string }, issuer: string) {
    await dropPending(member.id, 'TOTP');
    const { secret, otpauthUrl, qrCodeSvg } = await newTotpEnrolment(member.email, issuer);
    const [factor] = await db
      .insert(memberFactors)
      .values({
        id: randomUUID(),
        siteId: member.siteId,
        memberId: member.id,
        type: 'TOTP',
        status: 'REQUIRE_ACTIVATION',
        secret: encrypt(key, secret),
      })
      .returning();
    return { factor: factor!, secret, otpauthUrl, qrCodeSvg };
  }

  /** The first good code turns an authenticator on. */
  async function activateTotp(factor: FactorRow, code: string): Promise<FactorRow> {
    if (!(await checkTotp(store, factor, code))) throw appError('INVALID_CODE');
    return markActive(factor.id);
  }

  /** The member's first factor brings recovery codes, shown once; later ones keep the codes there are. */
  async function recoveryCodesAfterActivation(siteId: string, memberId: string): Promise<string[] | null> {
    const existing = (await list(siteId, memberId)).some((row) => row.type === 'RECOVERY_CODE');
    return existing ? null : issueRecoveryCodes(store, { siteId, memberId });
  }

  async function remove(siteId: string, memberId: string, factorId: string): Promise<void> {
    const factor = await findFactor(db, { siteId, memberId }, factorId);
    await db.delete(memberFactors).where(eq(memberFactors.id, factor.id));
    const left = (await list(siteId, memberId)).filter(isStrongFactor);
    if (left.length === 0)
      await db
        .delete(memberFactors)
        .where(and(eq(memberFactors.memberId, memberId), eq(memberFactors.type, 'RECOVERY_CODE')));
  }

  return {
    list,
    find: (siteId: string, memberId: string, factorId: string) =>
      findFactor(db, { siteId, memberId }, factorId),
    dropPending,
    markActive,
    enrolTotp,
    activateTotp,
    recoveryCodesAfterActivation,
    checkTotp: (factor: FactorRow, code: string) => checkTotp(store, factor, code),
    useRecoveryCode: (siteId: string, memberId: string, code: string) =>
      useRecoveryCode(store, { siteId, memberId }, code),
    newRecoveryCodes: (siteId: string, memberId: string) => issueRecoveryCodes(store, { siteId, memberId }),
    remove,
  };
}

export type Factors = ReturnType<typeof createFactors>;
