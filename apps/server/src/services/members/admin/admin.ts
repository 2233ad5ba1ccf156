import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../core/db/index.js';
import { events, type Outbox } from '../../../core/events/index.js';
import { escapeLike } from '../../../core/query/index.js';
import { appError } from '../../../core/wire/errors.js';
import type { MemberRow } from '../tables.js';
import type { WireFactor } from '../wire.js';
import { memberFactors, members } from '../tables.js';

export interface MemberListing {
  status?: 'PENDING' | 'ACTIVE' | 'BLOCKED' | null;
  search?: string | null;
  limit?: number | null;
  offset?: number | null;
}

type Action = 'approve' | 'reject' | 'block' | 'unblock';

const SIGN_INS_SHOWN = 20;

export interface MemberAdminOptions {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  revokeTokens: (siteId: string, memberId: string) => Promise<void>;
}

/**
 * A page of members with their second factors and the listing's total, in one statement. Past the last page
 * no row carries the total, and a count is asked apart.
 */
async function list(db: Db, siteId: string, listing: MemberListing) {
  const where = and(
    eq(members.siteId, siteId),
    listing.status ? eq(members.status, listing.status) : ne(members.status, 'DELETED'),
    listing.search ? ilike(members.email, `%${escapeLike(listing.search.toLowerCase())}%`) : undefined,
  );
  const limit = listing.limit ?? 50;
  const offset = listing.offset ?? 0;
  const page = await db
    .select({
      member: members,
      // Written out: drizzle leaves a one-table select's columns unqualified, and `id` would be the factor's.
      factors: sql<WireFactor[]>`coalesce((
        select json_agg(json_build_object('id', f.id, 'type', f.type, 'status', f.status) order by f.created_at)
        from member_factors f where f.member_id = members.id), '[]')`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(members)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit)
    .offset(offset);
  const total = page[0]?.total ?? (offset ? await countOf(db, where) : 0);
  const factors = new Map(page.map((row) => [row.member.id, row.factors]));
  return {
    rows: page.map((row) => row.member),
    factorsOf: (memberId: string) => factors.get(memberId) ?? [],
    total,
    offset,
    hasNext: offset + page.length < total,
  };
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(where);
  return row?.n ?? 0;
}

/**
 * One member with their second factors (type, status, when added; never the secret) and latest sign-ins.
 * Sign-ins are the `member.logged_in` events the outbox keeps of each completed sign-in.
 */
async function get(db: Db, siteId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId), ne(members.status, 'DELETED')));
  if (!row) throw appError('MEMBER_NOT_FOUND');
  const factors = await db
    .select({
      id: memberFactors.id,
      type: memberFactors.type,
      status: memberFactors.status,
      createdAt: memberFactors.createdAt,
    })
    .from(memberFactors)
    .where(and(eq(memberFactors.siteId, siteId), eq(memberFactors.memberId, memberId)))
    .orderBy(asc(memberFactors.createdAt));
  const signIns = await db
    .select({ at: events.createdAt })
    .from(events)
    .where(and(eq(events.siteId, siteId), eq(events.type, 'member.logged_in'), eq(events.entityId, memberId)))
    .orderBy(desc(events.createdAt))
    .limit(SIGN_INS_SHOWN);
  return { row, factors, signIns: signIns.map((signIn) => signIn.at) };
}

/** What site owners do with members: look them up, let them in or keep them out. */
export function createMemberAdmin(options: MemberAdminOptions) {
  const { db, clock, outbox } = options;

  async function act(siteId: string, memberId: string, action: Action): Promise<MemberRow> {
    const [current] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
    if (!current || current.status === 'DELETED') throw appError('MEMBER_NOT_FOUND');
    const pendingApproval = current.pendingReason === 'PENDING_ADMIN_APPROVAL_REQUIRED';
    if ((action === 'approve' || action === 'reject') && !pendingApproval)
      throw appError('NOT_PENDING_APPROVAL');
    if (action === 'unblock' && current.status !== 'BLOCKED') throw appError('NOT_BLOCKED');
    const changes = {
      approve: { status: 'ACTIVE' as const, pendingReason: null },
      reject: { status: 'DELETED' as const, pendingReason: null },
      block: { status: 'BLOCKED' as const },
      unblock: { status: current.pendingReason ? ('PENDING' as const) : ('ACTIVE' as const) },
    }[action];
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(members)
        .set({ ...changes, updatedAt: new Date(clock()) })
        .where(eq(members.id, memberId))
        .returning();
      const type = {
        approve: 'member.approved',
        reject: 'member.deleted',
        block: 'member.blocked',
        unblock: 'member.unblocked',
      }[action];
      await outbox.record(tx, { siteId, type, entityId: memberId, data: { memberId, status: row!.status } });
      return row!;
    });
    // A blocked or rejected member is signed out everywhere at once.
    if (action === 'block' || action === 'reject') await options.revokeTokens(siteId, memberId);
    return updated;
  }

  /** For a member who lost their device: every second factor goes, and sign-in asks for the password alone. */
  async function resetFactors(siteId: string, memberId: string): Promise<MemberRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(members)
        .set({ updatedAt: new Date(clock()) })
        .where(and(eq(members.siteId, siteId), eq(members.id, memberId), ne(members.status, 'DELETED')))
        .returning();
      if (!row) throw appError('MEMBER_NOT_FOUND');
      await tx.delete(memberFactors).where(eq(memberFactors.memberId, memberId));
      await outbox.record(tx, {
        siteId,
        type: 'member.factors_reset',
        entityId: memberId,
        data: { memberId },
      });
      return row;
    });
  }

  return {
    list: (siteId: string, listing: MemberListing) => list(db, siteId, listing),
    get: (siteId: string, memberId: string) => get(db, siteId, memberId),
    act,
    resetFactors,
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
