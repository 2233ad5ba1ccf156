// The bench's shop, made in SQL beside the server (fixture setup, not the thing measured): copies of one product
// made through the API, and 100 000 orders' worth of what the order-events job keeps: the co-purchase pairs and
// the daily sales, from baskets drawn as a shop's are (a few best sellers, a long tail, things bought with
// their neighbours on the shelf).
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/core/db/index.js';
import { sqlRows } from '../../apps/server/src/core/db/index.js';

/** Products on one shelf: a basket's further items come from its first item's shelf more often than not. */
const SHELF = 20;
const BATCH = 20_000;
const DAYS = 60;

/** A seeded pseudo-random generator (mulberry32), so that every run draws the same shop. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Popularity by rank, Zipf-like (s = 1): rank 0 sells about twice as often as rank 1. */
function zipf(count: number, next: () => number) {
  const cdf: number[] = [];
  let sum = 0;
  for (let i = 0; i < count; i++) cdf.push((sum += 1 / (i + 1)));
  return () => {
    const x = next() * sum;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Basket sizes: 1 to 5 items, 35/30/20/10/5 %. */
function basketSize(x: number) {
  return x < 0.35 ? 1 : x < 0.65 ? 2 : x < 0.85 ? 3 : x < 0.95 ? 4 : 5;
}

/** The orders' baskets, as ranks of products: a shelf's products are neighbours in rank, as popular lines are. */
export function baskets(products: number, orders: number, seed = 16) {
  const next = random(seed);
  const popular = zipf(products, next);
  const drawn: Array<{ ranks: number[]; day: number; units: number[] }> = [];
  for (let o = 0; o < orders; o++) {
    const first = popular();
    const ranks = new Set([first]);
    const size = basketSize(next());
    const shelf = Math.floor(first / SHELF) * SHELF;
    for (let tries = 0; ranks.size < size && tries < 20; tries++)
      ranks.add(next() < 0.6 ? Math.min(products - 1, shelf + Math.floor(next() * SHELF)) : popular());
    const list = [...ranks];
    drawn.push({
      ranks: list,
      day: Math.floor(next() * DAYS),
      units: list.map(() => 1 + Math.floor(next() * next() * 4)),
    });
  }
  return drawn;
}

/** Copies of the template product (and its variant), one in twenty hidden; their ids by rank. */
export async function copyProducts(db: Db, templateId: string, count: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table seed_products on commit drop as
      select i, gen_random_uuid() as id from generate_series(1, ${count}) as i`);
    await tx.execute(sql`insert into products select (jsonb_populate_record(p, jsonb_build_object(
        'id', s.id, 'slug', 'bench-item-' || s.i, 'name', 'Bench item ' || s.i, 'visible', s.i % 20 <> 7))).*
      from products p cross join seed_products s where p.id = ${templateId}`);
    await tx.execute(sql`insert into product_variants select (jsonb_populate_record(v, jsonb_build_object(
        'id', gen_random_uuid(), 'product_id', s.id))).*
      from product_variants v cross join seed_products s where v.product_id = ${templateId}`);
    const rows = await sqlRows<{ id: string }>(tx, sql`select id from seed_products order by i`);
    return rows.map((row) => row.id);
  });
}

/**
 * What the job would have written for these orders: per ordered pair of products the number of orders that held
 * both, per product and day the units sold. Written in batches of one statement each.
 */
export async function writeCounts(
  db: Db,
  { siteId, ids, drawn }: { siteId: string; ids: string[]; drawn: ReturnType<typeof baskets> },
) {
  const pairs = new Map<string, number>();
  const sales = new Map<string, number>();
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (const basket of drawn) {
    const day = new Date(today - basket.day * 86_400_000).toISOString().slice(0, 10);
    basket.ranks.forEach((a, i) => {
      const key = `${day}|${ids[a]}`;
      sales.set(key, (sales.get(key) ?? 0) + basket.units[i]!);
      for (const b of basket.ranks)
        if (b !== a) pairs.set(`${ids[a]}|${ids[b]}`, (pairs.get(`${ids[a]}|${ids[b]}`) ?? 0) + 1);
    });
  }
  const pairRows = [...pairs];
  for (let i = 0; i < pairRows.length; i += BATCH) {
    const batch = pairRows.slice(i, i + BATCH).map(([key, n]) => [...key.split('|'), n] as const);
    await db.execute(sql`insert into co_purchases (site_id, item_id, other_id, orders)
      select ${siteId}::uuid, a, b, n from unnest(${sql.param(batch.map((r) => r[0]))}::uuid[],
        ${sql.param(batch.map((r) => r[1]))}::uuid[], ${sql.param(batch.map((r) => r[2]))}::int[]) as t(a, b, n)`);
  }
  const saleRows = [...sales];
  for (let i = 0; i < saleRows.length; i += BATCH) {
    const batch = saleRows.slice(i, i + BATCH).map(([key, n]) => [...key.split('|'), n] as const);
    await db.execute(sql`insert into item_daily_sales (site_id, day, item_id, quantity)
      select ${siteId}::uuid, d, i, n from unnest(${sql.param(batch.map((r) => r[0]))}::date[],
        ${sql.param(batch.map((r) => r[1]))}::uuid[], ${sql.param(batch.map((r) => r[2]))}::int[]) as t(d, i, n)`);
  }
  return { pairs: pairRows.length, sales: saleRows.length };
}
