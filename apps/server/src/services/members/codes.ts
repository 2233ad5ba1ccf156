import { appError } from '../../core/wire/errors.js';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import { safeEqual } from '../../core/crypto/secrets.js';
import { memberCodes } from './tables.js';

const LIFETIME_MS = 15 * 60_000;
export const MAX_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/** A check that was not 'ok', as the member's error. */
export function requireCodeOk(result: CodeCheck): void {
  if (result === 'wrong') throw appError('INVALID_CODE');
  if (result === 'expired') throw appError('CODE_EXPIRED');
}

/**
 * One-time codes. A six-digit code has little entropy, so it is stored as an HMAC under a server secret (a
 * leaked table cannot be brute-forced offline) and each code allows MAX_ATTEMPTS guesses.
 */
export function createMemberCodes(db: Db, clock: Clock, key: Buffer) {
  const digest = (id: string, code: string) =>
    createHmac('sha256', key).update(`${id}:${code}`).digest('hex');

  return {
    /** A new code for the member and purpose; earlier unused ones stop working. */
    async issue(
      executor: Executor,
      target: { siteId: string; memberId: string; purpose: string },
    ): Promise<string> {
      await executor
        .delete(memberCodes)
        .where(
          and(
            eq(memberCodes.memberId, target.memberId),
            eq(memberCodes.purpose, target.purpose),
            isNull(memberCodes.usedAt),
          ),
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = randomUUID();
      await executor.insert(memberCodes).values({
        id,
        ...target,
        codeHash: digest(id, code),
        createdAt: new Date(clock()),
        expiresAt: new Date(clock() + LIFETIME_MS),
      });
      return code;
    },

    /** Checks a guess against the member's live code, counting the attempt first so that guesses cannot race. */
    async check(
      executor: Executor,
      { memberId, purpose }: { memberId: string; purpose: string },
      code: string,
    ): Promise<CodeCheck> {
      const [latest] = await executor
        .select({ id: memberCodes.id })
        .from(memberCodes)
        .where(
          and(
            eq(memberCodes.memberId, memberId),
            eq(memberCodes.purpose, purpose),
            isNull(memberCodes.usedAt),
          ),
        )
        .orderBy(desc(memberCodes.createdAt))
        .limit(1);
      if (!latest) return 'expired';
      const [row] = await executor
        .update(memberCodes)
        .set({ attempts: sql`${memberCodes.attempts} + 1` })
        .where(and(eq(memberCodes.id, latest.id), lt(memberCodes.attempts, MAX_ATTEMPTS)))
        .returning();
      if (!row || row.expiresAt.getTime() <= clock()) return 'expired';
      if (!safeEqual(row.codeHash, digest(row.id, code)))
        return row.attempts >= MAX_ATTEMPTS ? 'expired' : 'wrong';
      await executor
        .update(memberCodes)
        .set({ usedAt: new Date(clock()) })
        .where(eq(memberCodes.id, row.id));
      return 'ok';
    },

    async deleteExpired(): Promise<void> {
      await db.delete(memberCodes).where(lt(memberCodes.expiresAt, new Date(clock())));
    },
  };
}

export type MemberCodes = ReturnType<typeof createMemberCodes>;
