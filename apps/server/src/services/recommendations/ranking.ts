import { and, eq, sql } from 'drizzle-orm';
import { MAX_RECOMMENDED_ITEMS } from '@atrium/contract';
import { prepared, type Db } from '../../core/db/index.js';
import type { RecommendationsContext } from './context.js';
import { coPurchases, itemDailySales } from './tables.js';

/** Candidates read per round: most are shown and in stock, so one round usually fills a list. */
const ROUND = 200;
/** GLOBAL's window: today (UTC, by the injected clock) and the 29 days before it. */
export const BEST_SELLER_DAYS = 30;

type Ranked = (offset: number, limit: number) => Promise<string[]>;
type Picked = { ids: string[]; excluded: Set<string> };
/** A list being picked for a site. */
type Picking = { siteId: string; picked: Picked };
const full = (picked: Picked) => picked.ids.length >= MAX_RECOMMENDED_ITEMS;

/** Adds the candidates a shopper can buy, skipping those excluded or picked, in their order, while there is room. */
async function pick(ctx: RecommendationsContext, { siteId, picked }: Picking, candidates: string[]) {
  const fresh = candidates.filter((id) => !picked.excluded.has(id));
  if (!fresh.length) return;
  const available = await ctx.catalog.available(siteId, fresh);
  for (const id of fresh) {
    if (!available.has(id) || full(picked)) continue;
    picked.ids.push(id);
    picked.excluded.add(id);
  }
}

/** Picks from a ranking, a round at a time, until the list is full or the ranking ends. */
async function pickRanked(ctx: RecommendationsContext, picking: Picking, ranked: Ranked) {
  const { picked } = picking;
  for (let offset = 0; !full(picked); offset += ROUND) {
    const round = await ranked(offset, ROUND);
    await pick(ctx, picking, round);
    if (round.length < ROUND) return;
  }
}

/** The hand-written co-purchase read: bench/recommendations times it alone, as the floor of getRecommendation. */
export function coPurchaseRanking(
  siteId: string,
  asked: readonly string[],
  { offset, limit }: { offset: number; limit: number },
) {
  const ids = sql.param(asked);
  return sql`
    select other_id as id from co_purchases
    where site_id = ${siteId} and item_id = any(${ids}::uuid[]) and other_id <> all(${ids}::uuid[])
    group by other_id
    order by sum(orders) desc, other_id
    limit ${limit} offset ${offset}`;
}

/** The same read, built once: it runs on every product page (core/db/prepared.ts says why). */
const readCoPurchases = prepared((db: Db) =>
  db
    .select({ id: coPurchases.otherId })
    .from(coPurchases)
    .where(
      and(
        eq(coPurchases.siteId, sql.placeholder('siteId')),
        sql`${coPurchases.itemId} = any(${sql.placeholder('ids')}::uuid[])`,
        sql`${coPurchases.otherId} <> all(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .groupBy(coPurchases.otherId)
    .orderBy(sql`sum(${coPurchases.orders}) desc`, coPurchases.otherId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('recommendations_co_purchases'),
);

const readBestSellers = prepared((db: Db) =>
  db
    .select({ id: itemDailySales.itemId })
    .from(itemDailySales)
    .where(
      and(
        eq(itemDailySales.siteId, sql.placeholder('siteId')),
        sql`${itemDailySales.day} >= ${sql.placeholder('since')}::date`,
      ),
    )
    .groupBy(itemDailySales.itemId)
    .orderBy(sql`sum(${itemDailySales.quantity}) desc`, itemDailySales.itemId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('recommendations_best_sellers'),
);

const idsOf = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
/**
 * RELATED_ITEMS: the products bought with the asked ones, by the number of orders that held them together
 * (summed over the asked items), then by id; when those are too few, the products of the asked items' shown
 * categories, in each category's own order.
 */
export async function relatedItems(ctx: RecommendationsContext, siteId: string, asked: readonly string[]) {
  const picked: Picked = { ids: [], excluded: new Set(asked) };
  if (!asked.length) return picked.ids;
  // When the co-purchases cannot fill the list, the categories are read while their items' stock is.
  let categories: Promise<string[]> | undefined;
  const categoriesOf = () => (categories ??= ctx.catalog.categoriesOf(siteId, asked));
  await pickRanked(ctx, { siteId, picked }, async (offset, limit) => {
    const ids = idsOf(await readCoPurchases(ctx.db, { siteId, ids: asked, limit, offset }));
    if (offset + ids.length < MAX_RECOMMENDED_ITEMS) void categoriesOf().catch(() => undefined);
    return ids;
  });
  if (full(picked)) return picked.ids;
  for (const categoryId of await categoriesOf()) {
    let cursor: string | null = null;
    do {
      const page: { ids: string[]; next: string | null } = await ctx.catalog.itemsIn(
        siteId,
        categoryId,
        cursor,
      );
      await pick(ctx, { siteId, picked }, page.ids);
      cursor = page.next;
    } while (cursor && !full(picked));
    if (full(picked)) break;
  }
  return picked.ids;
}

/** The first day of GLOBAL's window, as a date. */
export function windowStart(now: number): string {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  return new Date(today - (BEST_SELLER_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** GLOBAL: the products that sold the most units in the window, then by id; the asked items are left out. */
export async function bestSellers(ctx: RecommendationsContext, siteId: string, asked: readonly string[]) {
  const picked: Picked = { ids: [], excluded: new Set(asked) };
  const since = windowStart(ctx.clock());
  await pickRanked(ctx, { siteId, picked }, async (offset, limit) =>
    idsOf(await readBestSellers(ctx.db, { siteId, since, limit, offset })),
  );
  return picked.ids;
}
