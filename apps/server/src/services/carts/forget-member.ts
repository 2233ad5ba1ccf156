import { and, eq } from 'drizzle-orm';
import type { CartsContext } from './context.js';
import { carts } from './tables.js';

/**
 * A deleted member's carts go (`member.deleted`), their lines with them; checkouts name a cart without a key,
 * as after an order, so nothing else breaks.
 */
export async function deleteMemberCarts(ctx: Pick<CartsContext, 'db'>, siteId: string, memberId: string) {
  const deleted = await ctx.db
    .delete(carts)
    .where(and(eq(carts.siteId, siteId), eq(carts.ownerKind, 'member'), eq(carts.ownerId, memberId)))
    .returning({ id: carts.id });
  return deleted.length;
}
