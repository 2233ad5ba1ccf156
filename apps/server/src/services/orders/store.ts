import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import { orderActivities, orderLines, orderPayments, orders } from './tables.js';

export async function findOrder(db: Executor, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, id)));
  return row;
}

/** The order, read without a lock; ORDER_NOT_FOUND if the site has none. */
export async function orderOf(db: Executor, siteId: string, id: string) {
  const row = await findOrder(db, siteId, id);
  if (!row) throw appError('ORDER_NOT_FOUND', { orderId: id });
  return row;
}

/** An order's lines, payments and timeline, for its wire shape. */
export async function orderParts(db: Executor, orderId: string) {
  // One after another: in a transaction, the statements share one connection.
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt));
  const activities = await db
    .select()
    .from(orderActivities)
    .where(eq(orderActivities.orderId, orderId))
    .orderBy(asc(orderActivities.createdAt), asc(orderActivities.id));
  return { lines, payments, activities };
}

/** What an order bought, as those who count sales read it (recommendations): none for an order that is gone. */
export interface Purchase {
  status: string;
  purchasedAt: Date;
  lines: Array<{ appId: string | null; catalogItemId: string | null; quantity: number }>;
}

/** In the caller's transaction, so that what it counts is what the order is when it counts it. */
export async function purchaseOf(
  db: Executor,
  siteId: string,
  orderId: string,
): Promise<Purchase | undefined> {
  const order = await findOrder(db, siteId, orderId);
  if (!order) return undefined;
  const lines = await db
    .select({
      appId: orderLines.appId,
      catalogItemId: orderLines.catalogItemId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  return { status: order.status, purchasedAt: order.purchasedAt ?? order.createdAt, lines };
}
