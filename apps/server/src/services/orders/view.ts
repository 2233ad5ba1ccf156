import type { AuthContext } from '../../core/auth/context.js';
import type { Executor } from '../../core/db/index.js';
import { assertOrderAccess } from './access.js';
import { findOrder, orderParts } from './store.js';
import { orderWire } from './wire.js';

/** An order as its caller may see it (its buyer, or the site), with its lines, payments and timeline. */
export async function viewOrder(
  db: Executor,
  auth: AuthContext,
  { siteId, id }: { siteId: string; id: string },
) {
  const order = assertOrderAccess(auth, await findOrder(db, siteId, id), id);
  return { order: orderWire(order, await orderParts(db, order.id)) };
}

export type OrderView = (siteId: string, auth: AuthContext, id: string) => ReturnType<typeof viewOrder>;
