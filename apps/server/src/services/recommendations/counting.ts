import { and, eq, sql } from 'drizzle-orm';
import { lockFor, type Executor } from '../../core/db/index.js';
import type { Purchase } from '../orders/index.js';
import type { RecommendationsContext } from './context.js';
import { countedOrders, type CountedItem } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An order counts while it is APPROVED: placed and accepted by the store (a checkout's order is approved when
 * placed; a waiting one when approved). One that never got there, was canceled or deleted counts for nothing.
 */
const counts = (purchase: Purchase | undefined): purchase is Purchase => purchase?.status === 'APPROVED';

/** The order's products of this catalogue, each once with its units, in id order (so locks are always taken alike). */
export function countedItems(purchase: Purchase, appId: string): CountedItem[] {
  const units = new Map<string, number>();
  for (const line of purchase.lines) {
    if (line.appId !== appId || !line.catalogItemId || !UUID.test(line.catalogItemId)) continue;
    const id = line.catalogItemId.toLowerCase();
    units.set(id, (units.get(id) ?? 0) + line.quantity);
  }
  return [...units]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, quantity]) => ({ id, quantity }));
}

/**
 * Adds (sign 1) or takes back (sign -1) one order's pairs and units in single statements whatever its size.
 * `count = count + n` in the upsert keeps concurrent orders of the same items correct; rows that reach zero go.
 */
async function apply(
  tx: Executor,
  siteId: string,
  counted: { day: string; items: CountedItem[]; sign: 1 | -1 },
) {
  const { sign } = counted;
  const ids = counted.items.map((item) => item.id);
  const firsts = ids.flatMap((a) => ids.filter((b) => b !== a).map(() => a));
  const seconds = ids.flatMap((a) => ids.filter((b) => b !== a));
  if (firsts.length)
    await tx.execute(sql`
      insert into co_purchases (site_id, item_id, other_id, orders)
      select ${siteId}::uuid, a, b, ${sign}::int from unnest(${sql.param(firsts)}::uuid[], ${sql.param(seconds)}::uuid[]) as p(a, b)
      order by a, b
      on conflict (site_id, item_id, other_id) do update set orders = co_purchases.orders + excluded.orders`);
  await tx.execute(sql`
    insert into item_daily_sales (site_id, day, item_id, quantity)
    select ${siteId}::uuid, ${counted.day}::date, i, q * ${sign}::int
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(counted.items.map((item) => item.quantity))}::int[]) as s(i, q)
    order by i
    on conflict (site_id, day, item_id) do update set quantity = item_daily_sales.quantity + excluded.quantity`);
  if (sign < 0) {
    await tx.execute(sql`delete from co_purchases where site_id = ${siteId}
      and item_id = any(${sql.param(ids)}::uuid[]) and orders <= 0`);
    await tx.execute(sql`delete from item_daily_sales where site_id = ${siteId} and day = ${counted.day}::date
      and item_id = any(${sql.param(ids)}::uuid[]) and quantity <= 0`);
  }
}

/**
 * Brings one order's share of the tables in line with the order as it is now, whichever of its events asked:
 * counted if it counts and was not, taken back if it was and no longer counts, nothing otherwise. So a job run
 * twice (a retry after its commit) or jobs of one order in any order leave each order counted at most once.
 * An advisory lock per order makes those jobs take turns; each reads the order after the previous committed.
 */
export async function reconcileOrder(
  ctx: Pick<RecommendationsContext, 'db' | 'purchase'> & { appId: string },
  siteId: string,
  orderId: string,
): Promise<'counted' | 'taken back' | 'unchanged'> {
  if (!UUID.test(orderId)) return 'unchanged';
  return ctx.db.transaction(async (tx) => {
    await lockFor(tx, `recommendations.order:${orderId}`);
    const purchase = await ctx.purchase(tx, siteId, orderId);
    const where = and(eq(countedOrders.siteId, siteId), eq(countedOrders.orderId, orderId));
    const [before] = await tx.select().from(countedOrders).where(where);
    if (counts(purchase) && !before) {
      const counted = {
        day: purchase.purchasedAt.toISOString().slice(0, 10),
        items: countedItems(purchase, ctx.appId),
      };
      await tx.insert(countedOrders).values({ siteId, orderId, ...counted });
      if (counted.items.length) await apply(tx, siteId, { ...counted, sign: 1 });
      return 'counted';
    }
    if (!counts(purchase) && before) {
      await tx.delete(countedOrders).where(where);
      if (before.items.length) await apply(tx, siteId, { day: before.day, items: before.items, sign: -1 });
      return 'taken back';
    }
    return 'unchanged';
  });
}
