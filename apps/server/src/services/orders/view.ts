import type { AuthContext } from '../../core/auth/context.js';
import type { Executor } from '../../core/db/index.js';
import { assertOrderAccess } from './access.js';
import { findOrder, orderParts } from './store.js';
import { orderWire } from './wire.js';

/** An order as its caller may see it (its buyer, or the site), with its lines, payments and timeline. */
export async function viewOrder(db: Executor, siteId: string, auth: AuthContext, id: string) {
  const order = assertOrderAccess(auth, await findOrder(db, siteId, id), id);
  const { lines, payments, activities } = await orderParts(db, order.id);
  return { order: orderWire(order, lines, payments, activities) };
}

export type OrderView = (siteId: string, auth: AuthContext, id: string) => ReturnType<typeof viewOrder>;
