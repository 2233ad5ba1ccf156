import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ABANDONED_CHECKOUT_EVENTS,
  type AbandonedCheckoutActivityType,
  type AbandonedCheckoutSearch,
  type Query,
} from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import {
  defineQueryFields,
  filterToSql,
  runQuery,
  textSearchFilter,
  withText,
} from '../../core/query/index.js';
import { appError } from '../../core/wire/errors.js';
import type { AbandonedCheckoutsContext } from './context.js';
import {
  abandonedCheckoutActivities,
  abandonedCheckouts,
  type AbandonedActivityRow,
  type AbandonedCheckoutRow,
} from './tables.js';
import { abandonedCheckoutWire } from './wire.js';

/** The protocol's bound on an abandoned checkout's activities (`maxSize 20`). */
const MAX_ACTIVITIES = 20;
const contact = (name: string) => sql`${abandonedCheckouts.snapshot} -> 'contactDetails' ->> ${name}`;
const buyerId = (kind: string) =>
  sql`case when ${abandonedCheckouts.ownerKind} = ${kind} then ${abandonedCheckouts.ownerId} end`;

/** What abandoned checkouts are filtered and sorted by, in their wire names. */
const fields = defineQueryFields({
  id: { column: abandonedCheckouts.id, type: 'uuid', sort: true },
  status: { column: abandonedCheckouts.status, type: 'string', sort: true },
  checkoutId: { column: abandonedCheckouts.checkoutId, type: 'uuid' },
  cartId: { column: abandonedCheckouts.cartId, type: 'uuid' },
  createdDate: { column: abandonedCheckouts.createdAt, type: 'date', sort: true },
  updatedDate: { column: abandonedCheckouts.updatedAt, type: 'date', sort: true },
  checkoutRecoveredDate: { column: abandonedCheckouts.recoveredAt, type: 'date', sort: true },
  currency: { column: abandonedCheckouts.currency, type: 'string' },
  'buyerInfo.email': { column: abandonedCheckouts.buyerEmail, type: 'string', sort: true },
  'buyerInfo.contactId': { column: abandonedCheckouts.contactId, type: 'uuid' },
  'buyerInfo.memberId': { column: buyerId('member'), type: 'uuid' },
  'buyerInfo.visitorId': { column: buyerId('visitor'), type: 'uuid' },
  'contactDetails.firstName': { column: contact('firstName'), type: 'string' },
  'contactDetails.lastName': { column: contact('lastName'), type: 'string' },
});
/** Free text searches the buyer's email and names. */
const TEXT = {
  searchable: ['buyerInfo.email', 'contactDetails.firstName', 'contactDetails.lastName'],
  defaults: ['buyerInfo.email', 'contactDetails.firstName', 'contactDetails.lastName'],
} as const;
const DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'DESC' as const }];

/** Deleted rows are tombstones: no call shows them. */
const visible = (siteId: string) =>
  and(eq(abandonedCheckouts.siteId, siteId), isNull(abandonedCheckouts.deletedAt))!;

async function find(executor: Executor, { siteId, id }: { siteId: string; id: string }, lock = false) {
  const query = executor
    .select()
    .from(abandonedCheckouts)
    .where(and(visible(siteId), eq(abandonedCheckouts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('ABANDONED_CHECKOUT_NOT_FOUND', { abandonedCheckoutId: id });
  return row;
}

/** Each row with its activities, oldest first, in one statement for a whole page. */
async function wireAll(
  publicUrl: AbandonedCheckoutsContext['publicUrl'],
  executor: Executor,
  rows: readonly AbandonedCheckoutRow[],
) {
  const ids = rows.map((r) => r.id);
  const activities: AbandonedActivityRow[] = ids.length
    ? await executor
        .select()
        .from(abandonedCheckoutActivities)
        .where(inArray(abandonedCheckoutActivities.abandonedCheckoutId, ids))
        .orderBy(asc(abandonedCheckoutActivities.createdAt), asc(abandonedCheckoutActivities.mailStep))
    : [];
  return rows.map((row) =>
    abandonedCheckoutWire(
      publicUrl,
      row,
      activities.filter((a) => a.abandonedCheckoutId === row.id),
    ),
  );
}

/** Soft deletion: the buyer's data goes; the key stays, so the sweep does not mark the checkout again. */
async function erase(
  ctx: AbandonedCheckoutsContext,
  executor: Executor,
  { siteId, ids }: { siteId: string; ids: readonly string[] },
) {
  const now = new Date(ctx.clock());
  const gone = await executor
    .update(abandonedCheckouts)
    .set({ deletedAt: now, updatedAt: now, buyerEmail: '', snapshot: null, contactId: null, ownerId: null })
    .where(and(visible(siteId), inArray(abandonedCheckouts.id, [...ids])))
    .returning({ id: abandonedCheckouts.id });
  for (const { id } of gone)
    await ctx.outbox.record(executor, {
      siteId,
      type: ABANDONED_CHECKOUT_EVENTS.deleted,
      entityId: id,
      data: { abandonedCheckoutId: id },
    });
  return new Set(gone.map((g) => g.id));
}

/**
 * Search: the caller's filter is checked alone first (so that a violation names its own path), then ANDed
 * with the free text; offset or cursor paging; after the first page only the cursor travels.
 */
async function search(
  ctx: AbandonedCheckoutsContext,
  siteId: string,
  search: AbandonedCheckoutSearch | null | undefined,
) {
  const request = search ?? {};
  filterToSql(fields, request.filter, 'search.filter');
  const filter = withText(request.filter, textSearchFilter(request.search, 'search.search', TEXT));
  const query = request.cursorPaging?.cursor
    ? { cursorPaging: request.cursorPaging }
    : {
        filter,
        sort: request.sort ?? null,
        cursorPaging: request.cursorPaging ?? null,
        paging: request.paging ?? null,
      };
  const page = await runQuery({
    db: ctx.db,
    table: abandonedCheckouts,
    fields,
    scope: visible(siteId),
    query,
    defaultSort: DEFAULT_SORT,
    cursorKey: ctx.cursorKey,
    cursorContext: 'abandoned-checkouts-search',
    fieldPrefix: 'search',
  });
  const rows = page.rows as AbandonedCheckoutRow[];
  return {
    abandonedCheckouts: await wireAll(ctx.publicUrl, ctx.db, rows),
    pagingMetadata: page.pagingMetadata,
  };
}

/** Each id succeeds or fails on its own: an unknown one (or another site's) is a failure, not an error. */
function bulkAnswer(ids: readonly string[], gone: ReadonlySet<string>) {
  const results = ids.map((id, originalIndex) => ({
    itemMetadata: gone.has(id)
      ? { id, originalIndex, success: true }
      : {
          id,
          originalIndex,
          success: false,
          error: {
            code: 'ABANDONED_CHECKOUT_NOT_FOUND',
            description: 'No such abandoned checkout on this site',
          },
        },
  }));
  const successes = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses: successes,
      totalFailures: ids.length - successes,
      undetailedFailures: 0,
    },
  };
}

/** The site records what it did about the checkout (its own automation, a call, a task): role ADMIN. */
async function addActivity(
  ctx: AbandonedCheckoutsContext,
  siteId: string,
  { id, type }: { id: string; type: AbandonedCheckoutActivityType },
) {
  return ctx.db.transaction(async (tx) => {
    const row = await find(tx, { siteId, id }, true);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(abandonedCheckoutActivities)
      .where(eq(abandonedCheckoutActivities.abandonedCheckoutId, id));
    if (count >= MAX_ACTIVITIES)
      throw appError('ABANDONED_CHECKOUT_ACTIVITIES_FULL', { abandonedCheckoutId: id });
    const now = new Date(ctx.clock());
    await tx.insert(abandonedCheckoutActivities).values({
      id: randomUUID(),
      siteId,
      abandonedCheckoutId: id,
      type,
      role: 'ADMIN',
      createdAt: now,
    });
    const [updated] = await tx
      .update(abandonedCheckouts)
      .set({ updatedAt: now })
      .where(eq(abandonedCheckouts.id, row.id))
      .returning();
    return { abandonedCheckout: (await wireAll(ctx.publicUrl, tx, [updated!]))[0]! };
  });
}

/** The site's own reads and writes of its abandoned checkouts (owner and API keys with `ecom.manage`). */
export function createAbandonedCheckoutsService(ctx: AbandonedCheckoutsContext) {
  const { db, cursorKey, publicUrl } = ctx;

  return {
    find: (siteId: string, id: string) => find(db, { siteId, id }),

    async get(siteId: string, id: string) {
      return { abandonedCheckout: (await wireAll(publicUrl, db, [await find(db, { siteId, id })]))[0]! };
    },

    async query(siteId: string, query: Query | null | undefined) {
      const page = await runQuery({
        db,
        table: abandonedCheckouts,
        fields,
        scope: visible(siteId),
        query: query ?? {},
        defaultSort: DEFAULT_SORT,
        cursorKey,
        cursorContext: 'abandoned-checkouts-query',
      });
      const rows = page.rows as AbandonedCheckoutRow[];
      return { abandonedCheckouts: await wireAll(publicUrl, db, rows), metadata: page.pagingMetadata };
    },

    search: (siteId: string, request: AbandonedCheckoutSearch | null | undefined) =>
      search(ctx, siteId, request),

    async remove(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        if (!(await erase(ctx, tx, { siteId, ids: [id] })).size)
          throw appError('ABANDONED_CHECKOUT_NOT_FOUND', { abandonedCheckoutId: id });
      });
    },

    /**
     * A member who deleted their account (`member.deleted`): their records are erased as a site's deletion
     * erases them, so that no recovery mail follows them to the address they took away. A second run finds none.
     */
    async forgetMember(siteId: string, memberId: string) {
      return db.transaction(async (tx) => {
        const theirs = await tx
          .select({ id: abandonedCheckouts.id })
          .from(abandonedCheckouts)
          .where(
            and(
              visible(siteId),
              eq(abandonedCheckouts.ownerKind, 'member'),
              eq(abandonedCheckouts.ownerId, memberId),
            ),
          )
          .for('update');
        return theirs.length ? (await erase(ctx, tx, { siteId, ids: theirs.map((row) => row.id) })).size : 0;
      });
    },

    async bulkRemove(siteId: string, ids: readonly string[]) {
      const gone = await db.transaction((tx) => erase(ctx, tx, { siteId, ids }));
      return bulkAnswer(ids, gone);
    },

    addActivity: (siteId: string, id: string, type: AbandonedCheckoutActivityType) =>
      addActivity(ctx, siteId, { id, type }),
  };
}

export type AbandonedCheckoutsService = ReturnType<typeof createAbandonedCheckoutsService>;
