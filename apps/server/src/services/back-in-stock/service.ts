import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  BACK_IN_STOCK_EVENTS,
  type BackInStockItemDetails,
  type BackInStockRequestInput,
  type CatalogReference,
  type Query,
} from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { defineQueryFields, runQuery } from '../../core/query/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { BackInStockContext } from './context.js';
import { backInStockRequests as requests, type BackInStockRow } from './tables.js';
import { optionsKey, requestWire } from './wire.js';

/** Who asks: the visitor or member (who then reads only their own), or the site itself (`requesterId` null). */
export interface Requester {
  siteId: string;
  requesterId: string | null;
  contactId: string | null;
  /** The address the request came from, for the per-caller limit of visitors. */
  ip: string;
}

/** Per address: enough for a shopper who wants a few sizes, too few to flood someone's inbox. */
const PER_ADDRESS = { limit: 10, windowSeconds: 3600 };
const PER_CALLER = { limit: 30, windowSeconds: 3600 };

const requestFields = defineQueryFields({
  id: { column: requests.id, type: 'uuid', sort: true },
  status: { column: requests.status, type: 'string', sort: true },
  email: { column: requests.email, type: 'string', sort: true },
  contactId: { column: requests.contactId, type: 'uuid' },
  autoNotified: { column: requests.autoNotified, type: 'boolean' },
  itemUrl: { column: requests.itemUrl, type: 'string' },
  'catalogReference.appId': { column: requests.appId, type: 'string', sort: true },
  'catalogReference.catalogItemId': { column: requests.catalogItemId, type: 'string', sort: true },
  createdDate: { column: requests.createdAt, type: 'date', sort: true },
});

export const WAITING = ['RECEIVED', 'PROCESSING'] as const;

/** The site's own requests, or only the caller's when a visitor or member asks. */
const scope = (who: Pick<Requester, 'siteId' | 'requesterId'>): SQL =>
  and(
    eq(requests.siteId, who.siteId),
    who.requesterId === null ? undefined : eq(requests.requesterId, who.requesterId),
  )!;

async function find(executor: Executor, who: Pick<Requester, 'siteId' | 'requesterId'>, id: string) {
  const [row] = await executor
    .select()
    .from(requests)
    .where(and(scope(who), eq(requests.id, id)));
  if (!row) throw appError('BACK_IN_STOCK_REQUEST_NOT_FOUND', { id });
  return row;
}

/** An event of a request, with what it adds to the request's id and status. */
interface RequestEvent {
  type: string;
  row: BackInStockRow;
  data?: Record<string, unknown>;
}

const record = (ctx: BackInStockContext, tx: Executor, { type, row, data = {} }: RequestEvent) =>
  ctx.outbox.record(tx, {
    siteId: row.siteId,
    type,
    entityId: row.id,
    data: { requestId: row.id, status: row.status, ...data },
  });

/** The item must exist in its catalogue now; its canonical id is kept, so that a restock finds the request. */
async function resolveItem(
  ctx: BackInStockContext,
  siteId: string,
  { reference, field }: { reference: CatalogReference; field: string },
) {
  const provider = ctx.catalogs.get(reference.appId);
  const [item] = provider
    ? await provider.resolve(siteId, [{ catalogItemId: reference.catalogItemId, options: reference.options }])
    : [];
  if (!item)
    throw appError('CATALOG_ITEM_NOT_FOUND', { catalogReference: reference }, `${field} names no item`);
  const same = item.rootCatalogItemId.toLowerCase() === reference.catalogItemId.toLowerCase();
  return { item, catalogItemId: same ? item.rootCatalogItemId : reference.catalogItemId };
}

/** A link in a mail the platform sends must lead to one of the site's own pages, never elsewhere. */
async function checkItemUrl(ctx: BackInStockContext, siteId: string, itemUrl: string | null | undefined) {
  if (!itemUrl) return null;
  const origins = (await ctx.site(siteId))?.origins ?? [];
  if (!origins.includes(new URL(itemUrl).origin))
    throw invalid('request.itemUrl', "must be a page on one of the site's allowed origins", {
      rule: 'FORMAT',
      data: { type: 'WEB_URL' },
    });
  return itemUrl;
}

/** A shopper's request, what the site says of the item, and the shopper's language. */
interface CreateInput {
  request: BackInStockRequestInput;
  itemDetails?: BackInStockItemDetails | null;
  language: string;
}

async function create(ctx: BackInStockContext, who: Requester, input: CreateInput) {
  const { db, clock } = ctx;
  const email = input.request.email.toLowerCase();
  await ctx.limiter.consume([`back-in-stock:${who.siteId}:${email}`], PER_ADDRESS);
  await ctx.limiter.consume([`back-in-stock:${who.siteId}:${who.requesterId ?? who.ip}`], PER_CALLER);
  const reference = input.request.catalogReference;
  const { item, catalogItemId } = await resolveItem(ctx, who.siteId, {
    reference,
    field: 'request.catalogReference',
  });
  const itemUrl = await checkItemUrl(ctx, who.siteId, input.request.itemUrl);
  const key = optionsKey(reference.options);
  const now = new Date(clock());
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(requests)
      .values({
        id: randomUUID(),
        siteId: who.siteId,
        appId: reference.appId,
        catalogItemId,
        options: key ? (reference.options ?? null) : null,
        optionsKey: key,
        email,
        contactId: who.contactId,
        requesterId: who.requesterId,
        status: 'RECEIVED',
        autoNotified: null,
        itemUrl,
        itemName: input.itemDetails?.name ?? item.name,
        itemPrice: input.itemDetails?.price ?? null,
        itemImage: input.itemDetails?.image ?? null,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await record(ctx, tx, { type: BACK_IN_STOCK_EVENTS.created, row: inserted });
      return inserted;
    }
    // One request per address and item while it waits: asking again answers the waiting one.
    const [waiting] = await tx
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.siteId, who.siteId),
          eq(requests.email, email),
          eq(requests.appId, reference.appId),
          eq(requests.catalogItemId, catalogItemId),
          eq(requests.optionsKey, key),
          inArray(requests.status, [...WAITING]),
        ),
      );
    return waiting!;
  });
  return requestWire(row);
}

/** The site says it told the shopper itself: the request is done, and no mail of ours will follow. */
async function markAsNotificationSent(ctx: BackInStockContext, siteId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await find(tx, { siteId, requesterId: null }, id);
    if (current.status === 'NOTIFICATION_SENT') return current;
    const now = new Date(ctx.clock());
    const [row] = await tx
      .update(requests)
      .set({ status: 'NOTIFICATION_SENT', autoNotified: false, notifiedAt: now, updatedAt: now })
      .where(eq(requests.id, current.id))
      .returning();
    await record(ctx, tx, { type: BACK_IN_STOCK_EVENTS.updated, row: row! });
    return row!;
  });
  return requestWire(row);
}

async function queryRequests(ctx: BackInStockContext, who: Requester, query: Query | null | undefined) {
  const page = await runQuery({
    db: ctx.db,
    table: requests,
    fields: requestFields,
    scope: scope(who),
    query: query ?? {},
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorKey: ctx.cursorKey,
    cursorContext: 'back-in-stock-query',
  });
  return { requests: (page.rows as BackInStockRow[]).map(requestWire), metadata: page.pagingMetadata };
}

/**
 * How many requests wait for each reference: one with options counts that choice only, one without counts
 * every choice of the item. Each request is one address (one waits per address and item).
 */
async function countByCatalogReferences(
  db: Executor,
  siteId: string,
  references: readonly CatalogReference[],
) {
  const ids = references.flatMap((r) => [r.catalogItemId, r.catalogItemId.toLowerCase()]);
  const items = [...new Set(ids)];
  const rows = await db
    .select({
      appId: requests.appId,
      catalogItemId: requests.catalogItemId,
      optionsKey: requests.optionsKey,
      count: count(),
    })
    .from(requests)
    .where(
      and(
        eq(requests.siteId, siteId),
        inArray(requests.status, [...WAITING]),
        inArray(requests.catalogItemId, items),
      ),
    )
    .groupBy(requests.appId, requests.catalogItemId, requests.optionsKey);
  return {
    countsPerCatalogReference: references.map((reference) => {
      const key = optionsKey(reference.options);
      const matching = rows.filter(
        (row) =>
          row.appId === reference.appId &&
          row.catalogItemId.toLowerCase() === reference.catalogItemId.toLowerCase() &&
          (key === '' || row.optionsKey === key),
      );
      return { catalogReference: reference, count: matching.reduce((sum, row) => sum + row.count, 0) };
    }),
  };
}

export function createBackInStockService(ctx: BackInStockContext) {
  const { db } = ctx;
  return {
    create: (who: Requester, input: CreateInput) => create(ctx, who, input),

    get: async (who: Requester, id: string) => requestWire(await find(db, who, id)),

    async remove(who: Requester, id: string) {
      await db.transaction(async (tx) => {
        const row = await find(tx, who, id);
        await record(ctx, tx, { type: BACK_IN_STOCK_EVENTS.deleted, row });
        await tx.delete(requests).where(eq(requests.id, row.id));
      });
    },

    markAsNotificationSent: (siteId: string, id: string) => markAsNotificationSent(ctx, siteId, id),
    query: (who: Requester, query: Query | null | undefined) => queryRequests(ctx, who, query),
    countByCatalogReferences: (siteId: string, references: readonly CatalogReference[]) =>
      countByCatalogReferences(db, siteId, references),
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
