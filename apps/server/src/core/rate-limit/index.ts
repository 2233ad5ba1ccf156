import { inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/index.js';
import { appError } from '../wire/errors.js';
import { rateLimits } from './tables.js';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt against each key and throws 429 once any of them is over its limit. */
  consume(keys: readonly string[], limit: RateLimit): Promise<void>;
  /** Clears the keys' counts (an account's, once its sign-in succeeded). */
  reset(keys: readonly string[]): Promise<void>;
  deleteExpired(olderThanSeconds: number): Promise<number>;
}

export function createRateLimiter(db: Db, clock: Clock, enabled = true): RateLimiter {
  async function hit(key: string, { limit, windowSeconds }: RateLimit): Promise<number> {
    const now = new Date(clock());
    const at = sql`${now.toISOString()}::timestamptz`;
    const windowEnd = sql`${rateLimits.windowStart} + make_interval(secs => ${windowSeconds})`;
    // One statement per attempt: concurrent attempts from several processes cannot lose a count.
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${windowEnd} <= ${at} then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${windowEnd} <= ${at} then ${at} else ${rateLimits.windowStart} end`,
        },
      })
      .returning();
    if (!row || row.hits <= limit) return 0;
    return Math.max(1, Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  }

  return {
    async consume(keys, limit) {
      if (!enabled) return;
      let retryAfterSeconds = 0;
      for (const key of keys) retryAfterSeconds = Math.max(retryAfterSeconds, await hit(key, limit));
      if (retryAfterSeconds > 0)
        throw appError('RATE_LIMITED', { retryAfterSeconds }, 'Too many attempts; try again later');
    },
    async reset(keys) {
      if (enabled && keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
    },
    async deleteExpired(olderThanSeconds) {
      const rows = await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(clock() - olderThanSeconds * 1000)))
        .returning({ key: rateLimits.key });
      return rows.length;
    },
  };
}
