import { eq } from 'drizzle-orm';
import type { StockMoveRequest } from '../../core/commerce/catalog-provider.js';
import type { Executor } from '../../core/db/index.js';
import type { OrdersContext } from './context.js';
import { orders, type OrderRow } from './tables.js';

type Line = {
  appId?: string | null;
  catalogItemId?: string | null;
  options?: Record<string, unknown> | null;
  quantity: number;
};

/** Which way an order's lines move, and why. */
export interface StockMove {
  order: OrderRow;
  lines: readonly Line[];
  direction: StockMoveRequest['direction'];
  reason: StockMoveRequest['reason'];
  /** A partial give-back (a refund's restock): the order's stock stays taken for the rest. */
  keepTaken?: boolean;
}

/**
 * Takes an order's stock from its catalogues, or gives it back, in the order's transaction. A take never goes
 * below zero: too few left throws INSUFFICIENT_STOCK and the transaction takes nothing. The order remembers
 * whether its stock is taken, so that it is taken once and given back once.
 */
export async function moveOrderStock(ctx: Pick<OrdersContext, 'catalogs'>, tx: Executor, move: StockMove) {
  const { order, lines, direction, reason } = move;
  if ((direction === 'take') === order.stockTaken) return;
  const byApp = new Map<string, StockMoveRequest['items'][number][]>();
  for (const line of lines) {
    if (!line.appId || !line.catalogItemId) continue;
    const items = byApp.get(line.appId) ?? [];
    items.push({ catalogItemId: line.catalogItemId, options: line.options, quantity: line.quantity });
    byApp.set(line.appId, items);
  }
  for (const [appId, items] of [...byApp].sort(([a], [b]) => (a < b ? -1 : 1)))
    await ctx.catalogs
      .get(appId)
      ?.moveStock?.(tx, order.siteId, { direction, reason, orderId: order.id, items });
  if (move.keepTaken) return;
  await tx
    .update(orders)
    .set({ stockTaken: direction === 'take' })
    .where(eq(orders.id, order.id));
  order.stockTaken = direction === 'take';
}
