import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import { memberTickets } from './tables.js';

export type TicketKind = 'session' | 'state' | 'recovery';
export type TicketRow = typeof memberTickets.$inferSelect;

// A sessionToken only bridges a sign-in to the authorize page; a state token waits for a code by email.
const LIFETIME_MS: Record<TicketKind, number> = {
  session: 10 * 60_000,
  state: 15 * 60_000,
  recovery: 60 * 60_000,
};

const expiredFlow = () => appError('INVALID_STATE_TOKEN');

/** Single-use random tokens, kept only as hashes, tied to one member of one site. */
export function createTickets(db: Db, clock: Clock) {
  const tickets = {
    async issue(
      executor: Executor,
      ticket: { siteId: string; memberId: string; kind: TicketKind; purpose?: string },
    ): Promise<string> {
      const token = randomSecret(32);
      await executor.insert(memberTickets).values({
        id: randomUUID(),
        ...ticket,
        purpose: ticket.purpose ?? null,
        tokenHash: sha256(token),
        createdAt: new Date(clock()),
        expiresAt: new Date(clock() + LIFETIME_MS[ticket.kind]),
      });
      return token;
    },

    /** The live, unused ticket of this site with this token, or undefined. */
    async find(siteId: string, kind: TicketKind, token: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(memberTickets)
        .where(
          and(
            eq(memberTickets.tokenHash, sha256(token)),
            eq(memberTickets.siteId, siteId),
            eq(memberTickets.kind, kind),
            isNull(memberTickets.usedAt),
            gt(memberTickets.expiresAt, new Date(clock())),
          ),
        );
      return row;
    },

    /** A live recovery link's ticket: the link names no site, the ticket does. */
    async findRecovery(token: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(memberTickets)
        .where(
          and(
            eq(memberTickets.tokenHash, sha256(token)),
            eq(memberTickets.kind, 'recovery'),
            isNull(memberTickets.usedAt),
            gt(memberTickets.expiresAt, new Date(clock())),
          ),
        );
      return row;
    },

    /** The live state token of a flow waiting for `purpose`, or the one error every such flow answers. */
    async requireState(siteId: string, token: string, purpose: string): Promise<TicketRow> {
      const ticket = await tickets.find(siteId, 'state', token);
      if (!ticket || ticket.purpose !== purpose) throw expiredFlow();
      return ticket;
    },

    /** Spends a flow's state token; a concurrent use that got there first ends this one. */
    async spendState(executor: Executor, ticketId: string): Promise<void> {
      if (!(await tickets.spend(executor, ticketId))) throw expiredFlow();
    },

    /** Spends a ticket; of two concurrent uses only one gets true. */
    async spend(executor: Executor, ticketId: string): Promise<boolean> {
      const rows = await executor
        .update(memberTickets)
        .set({ usedAt: new Date(clock()) })
        .where(and(eq(memberTickets.id, ticketId), isNull(memberTickets.usedAt)))
        .returning({ id: memberTickets.id });
      return rows.length > 0;
    },

    async deleteExpired(): Promise<void> {
      await db.delete(memberTickets).where(lt(memberTickets.expiresAt, new Date(clock())));
    },
  };
  return tickets;
}

export type Tickets = ReturnType<typeof createTickets>;
