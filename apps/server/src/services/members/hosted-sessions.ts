import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import { members, memberSessions } from './tables.js';
import type { Tickets } from './tickets.js';

/**
 * Sessions of members on the hosted pages. They start from a sessionToken (the single-use ticket a sign-in
 * answers) and live in a cookie, so that a later authorize request with `prompt=none` needs no password.
 */
export interface HostedSessionsDeps {
  db: Db;
  clock: Clock;
  tickets: Tickets;
  /** How long a session lasts, as a member's refresh token does. */
  ttlDays: number;
}

export function createHostedSessions({ db, clock, tickets, ttlDays }: HostedSessionsDeps) {
  return {
    /** Spends a sessionToken and opens a session for its member; returns the cookie's secret. */
    async startFromTicket(
      siteId: string,
      sessionToken: string,
    ): Promise<{ memberId: string; secret: string }> {
      const ticket = await tickets.find(siteId, 'session', sessionToken);
      if (!ticket || !(await tickets.spend(db, ticket.id))) throw appError('INVALID_SESSION_TOKEN');
      const secret = randomSecret(32);
      await db.insert(memberSessions).values({
        id: randomUUID(),
        siteId,
        memberId: ticket.memberId,
        tokenHash: sha256(secret),
        createdAt: new Date(clock()),
        expiresAt: new Date(clock() + ttlDays * 86_400_000),
      });
      return { memberId: ticket.memberId, secret };
    },

    /** The member of a live session whose account is still active, or undefined. */
    async resolve(siteId: string, secret: string): Promise<string | undefined> {
      const [row] = await db
        .select({ memberId: memberSessions.memberId })
        .from(memberSessions)
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(
          and(
            eq(memberSessions.tokenHash, sha256(secret)),
            eq(memberSessions.siteId, siteId),
            gt(memberSessions.expiresAt, new Date(clock())),
            eq(members.status, 'ACTIVE'),
          ),
        );
      return row?.memberId;
    },

    async end(secret: string): Promise<void> {
      await db.delete(memberSessions).where(eq(memberSessions.tokenHash, sha256(secret)));
    },

    async endAllFor(memberId: string): Promise<void> {
      await db.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
    },

    async deleteExpired(): Promise<void> {
      await db.delete(memberSessions).where(lt(memberSessions.expiresAt, new Date(clock())));
    },
  };
}

export type HostedSessions = ReturnType<typeof createHostedSessions>;
