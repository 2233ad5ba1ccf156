import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { owners, ownerSessions } from './tables.js';

export type OwnerRow = typeof owners.$inferSelect;

/**
 * The CSRF token is derived from the session's secret: it cannot be guessed without the cookie, needs no
 * storage, and changes with every session.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('atrium-csrf').digest('base64url');
}

export function createSessions(db: Db, clock: Clock, ttlHours: number) {
  return {
    /** A new session for the owner; returns the cookie's value (only its hash is kept). */
    async start(executor: Executor, ownerId: string): Promise<string> {
      const token = randomSecret(32);
      const now = clock();
      await executor.insert(ownerSessions).values({
        id: randomUUID(),
        ownerId,
        tokenHash: sha256(token),
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlHours * 3_600_000),
      });
      await executor
        .update(owners)
        .set({ lastSignInAt: new Date(now) })
        .where(eq(owners.id, ownerId));
      return token;
    },

    async resolve(token: string): Promise<OwnerRow | undefined> {
      const [row] = await db
        .select({ owner: owners })
        .from(ownerSessions)
        .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
        .where(
          and(eq(ownerSessions.tokenHash, sha256(token)), gt(ownerSessions.expiresAt, new Date(clock()))),
        );
      return row?.owner;
    },

    async end(token: string): Promise<void> {
      await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, sha256(token)));
    },

    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(ownerSessions)
        .where(lt(ownerSessions.expiresAt, new Date(clock())))
        .returning({ id: ownerSessions.id });
      return rows.length;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
