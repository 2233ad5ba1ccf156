import { eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/index.js';
import { appError } from '../wire/errors.js';
import { failureLocks } from './tables.js';

export interface FailureLockPolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  baseSeconds: number;
  maxSeconds: number;
}

export const SIGN_IN_LOCK: FailureLockPolicy = { freeFailures: 5, baseSeconds: 30, maxSeconds: 3600 };

/** A lock that backs off: after `freeFailures` failures, each one locks the key for twice as long as the last. */
export function createFailureLock(
  db: Db,
  clock: Clock,
  options: { policy?: FailureLockPolicy; enabled?: boolean } = {},
) {
  const policy = options.policy ?? SIGN_IN_LOCK;
  const enabled = options.enabled ?? true;
  return {
    /** Throws 429 while the key is locked. */
    async check(key: string): Promise<void> {
      if (!enabled) return;
      const [row] = await db.select().from(failureLocks).where(eq(failureLocks.key, key));
      const until = row?.lockedUntil?.getTime() ?? 0;
      if (until > clock()) {
        const retryAfterSeconds = Math.ceil((until - clock()) / 1000);
        throw appError('RATE_LIMITED', { retryAfterSeconds }, 'Too many failed attempts; try again later');
      }
    },

    async fail(key: string): Promise<void> {
      if (!enabled) return;
      const now = new Date(clock());
      const [row] = await db
        .insert(failureLocks)
        .values({ key, failures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: failureLocks.key,
          set: { failures: sql`${failureLocks.failures} + 1`, updatedAt: now },
        })
        .returning();
      const over = (row?.failures ?? 0) - policy.freeFailures;
      if (over <= 0) return;
      const seconds = Math.min(policy.baseSeconds * 2 ** (over - 1), policy.maxSeconds);
      await db
        .update(failureLocks)
        .set({ lockedUntil: new Date(clock() + seconds * 1000) })
        .where(eq(failureLocks.key, key));
    },

    async succeed(key: string): Promise<void> {
      await db.delete(failureLocks).where(eq(failureLocks.key, key));
    },

    /** Failures long past no longer count. */
    async deleteStale(olderThanSeconds: number): Promise<void> {
      await db
        .delete(failureLocks)
        .where(lt(failureLocks.updatedAt, new Date(clock() - olderThanSeconds * 1000)));
    },
  };
}

export type FailureLock = ReturnType<typeof createFailureLock>;
