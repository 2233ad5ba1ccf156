import { nextRevision } from '../../core/db/index.js';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { CART_EVENTS, MAX_LINE_QUANTITY } from '@atrium/contract';
import type { CartsContext } from './context.js';
import { findCurrent, loadLines } from './store.js';
import { cartLines, carts } from './tables.js';

/** Visitors' carts untouched this long are deleted: the visitor is not coming back for them. */
export const STALE_VISITOR_CART_DAYS = 60;

/**
 * When a visitor signs in, their cart becomes the member's: as it is when the member has none, or merged into
 * the member's current cart (the same item's lines combined) when they do.
 */
export async function adoptVisitorCart(
  ctx: CartsContext,
  siteId: string,
  { visitorId, memberId }: { visitorId: string; memberId: string },
) {
  const now = new Date(ctx.clock());
  await ctx.db.transaction(async (tx) => {
    const visitorCart = await findCurrent(tx, { siteId, owner: { kind: 'visitor', id: visitorId } }, true);
    if (!visitorCart) return;
    const memberCart = await findCurrent(tx, { siteId, owner: { kind: 'member', id: memberId } }, true);
    if (!memberCart) {
      await tx
        .update(carts)
        .set({ ownerKind: 'member', ownerId: memberId, ...nextRevision(carts, now) })
        .where(eq(carts.id, visitorCart.id));
      await ctx.outbox.record(tx, {
        siteId,
        type: CART_EVENTS.updated,
        entityId: visitorCart.id,
        data: { cartId: visitorCart.id, adoptedFromVisitor: visitorId },
      });
      return;
    }
    const kept = await loadLines(tx, memberCart.id);
    let position = kept.reduce((max, line) => Math.max(max, line.position + 1), 0);
    for (const line of await loadLines(tx, visitorCart.id)) {
      const same = line.itemKey && kept.find((k) => !k.custom && k.itemKey === line.itemKey);
      if (same)
        await tx
          .update(cartLines)
          .set({ quantity: Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity) })
          .where(eq(cartLines.id, same.id));
      else
        await tx
          .update(cartLines)
          .set({ cartId: memberCart.id, position: position++ })
          .where(eq(cartLines.id, line.id));
    }
    await tx.delete(carts).where(eq(carts.id, visitorCart.id));
    await tx
      .update(carts)
      .set({ ...nextRevision(carts, now) })
      .where(eq(carts.id, memberCart.id));
    for (const [type, cartId] of [
      [CART_EVENTS.deleted, visitorCart.id],
      [CART_EVENTS.updated, memberCart.id],
    ] as const)
      await ctx.outbox.record(tx, {
        siteId,
        type,
        entityId: cartId,
        data: { cartId, mergedFrom: visitorCart.id },
      });
  });
}

/** Deletes visitors' carts untouched for STALE_VISITOR_CART_DAYS; returns how many went. */
export async function deleteStaleVisitorCarts(ctx: CartsContext): Promise<number> {
  const before = new Date(ctx.clock() - STALE_VISITOR_CART_DAYS * 24 * 3600_000);
  const stale = ctx.db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.ownerKind, 'visitor'), lt(carts.updatedAt, before)))
    .limit(1000);
  let total = 0;
  for (;;) {
    const deleted = await ctx.db.delete(carts).where(inArray(carts.id, stale)).returning({ id: carts.id });
    total += deleted.length;
    if (deleted.length < 1000) return total;
  }
}
