// What the categories benchmark works on: a tree of about 100 000 categories (ten top categories, five levels
// of ten) and about a million item placements, written straight into the database before the server starts
// (fixture setup, not the thing measured).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { readConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/core/db/open.js';
import { categories } from '../../apps/server/src/services/categories/tables.js';

export const NAMESPACE = '@atrium/stores';
const FANOUT = 10;
const LEVELS = 5;

export interface BenchTree {
  topIds: string[];
  /** A category on the second level: its subtree holds 1 111 categories. */
  branchId: string;
  leafId: string;
  categories: number;
  placements: number;
}

export async function buildTree(
  env: NodeJS.ProcessEnv,
  siteId: string,
  placements: number,
): Promise<BenchTree> {
  const database = await openDatabase(readConfig(env));
  try {
    const { db } = database;
    const keys = generateNKeysBetween(null, null, FANOUT);
    let level: Array<{ id: string; path: string }> = [{ id: '', path: '' }];
    const topIds: string[] = [];
    let total = 0;
    let n = 0;
    for (let depth = 1; depth <= LEVELS; depth++) {
      const next: Array<{ id: string; path: string }> = [];
      const rows = [];
      for (const parent of level)
        for (let i = 0; i < FANOUT; i++) {
          const id = randomUUID();
          const path = `${parent.path}${id}/`;
          next.push({ id, path });
          rows.push({
            id,
            siteId,
            appNamespace: NAMESPACE,
            parentId: parent.id || null,
            path,
            depth,
            sortKey: keys[i]!,
            name: `Category ${++n}`,
            slug: `category-${n}`,
          });
        }
      for (let i = 0; i < rows.length; i += 2000) await db.insert(categories).values(rows.slice(i, i + 2000));
      if (depth === 1) topIds.push(...next.map((row) => row.id));
      total += rows.length;
      level = next;
    }
    // Placements on the leaves: item g goes to a pseudo-random leaf; items recur (a third as many items as
    // placements), so that a subtree holds the same item in several categories.
    const leaves = level.length;
    const items = Math.floor(placements / 3);
    await db.execute(sql`create temporary table bench_leaves as
      select row_number() over (order by id) - 1 as n, id from categories where site_id = ${siteId} and depth = ${LEVELS}`);
    await db.execute(sql`insert into category_items (site_id, category_id, app_id, catalog_item_id)
      select ${siteId}, l.id, 'bench-app', 'item-' || (g % ${items})
      from generate_series(1, ${placements}) g join bench_leaves l on l.n = (g::bigint * 7919 + g / ${items}) % ${leaves}
      on conflict do nothing`);
    await db.execute(sql`update categories c set item_counter = counted.n
      from (select category_id, count(*)::int as n from category_items group by category_id) counted
      where counted.category_id = c.id`);
    await db.execute(sql`analyze categories`);
    await db.execute(sql`analyze category_items`);
    const [placed] = (
      (await db.execute(sql`select count(*)::int as n from category_items`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    const branch = (
      (await db.execute(
        sql`select id from categories where parent_id = ${topIds[0]} order by sort_key collate "C" limit 1`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows[0]!;
    return { topIds, branchId: branch.id, leafId: level[0]!.id, categories: total, placements: placed!.n };
  } finally {
    await database.close();
  }
}
