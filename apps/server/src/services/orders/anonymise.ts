import { nextRevision } from '../../core/db/index.js';
import { and, eq } from 'drizzle-orm';
import { neutralAddress } from '../../core/commerce/anonymise.js';
import type { OrdersContext } from './context.js';
import { orders, type OrderSnapshot } from './tables.js';

type Info = Record<string, unknown> | null | undefined;

function neutralSnapshot(snapshot: OrderSnapshot): OrderSnapshot {
  const shipping = snapshot.shippingInfo as Record<string, unknown> | null | undefined;
  return {
    ...snapshot,
    billingInfo: neutralAddress(snapshot.billingInfo),
    recipientInfo: neutralAddress(snapshot.recipientInfo),
    shippingInfo: shipping
      ? { ...shipping, shippingDestination: neutralAddress(shipping.shippingDestination as Info) }
      : (shipping ?? null),
    // Free text the buyer wrote may name them.
    buyerNote: null,
    customFields: [],
  };
}

/**
 * A deleted member's orders stay the shop's records (amounts, lines, payments, fulfilments) but keep nothing
 * that points at the person: no member link, no email or contact, addresses down to country and region.
 * Run from `member.deleted`; a second run finds no order of theirs and changes nothing.
 */
export function createBuyerAnonymiser(ctx: Pick<OrdersContext, 'db' | 'clock'>) {
  return async function anonymiseMember(siteId: string, memberId: string): Promise<number> {
    return ctx.db.transaction(async (tx) => {
      const theirs = await tx
        .select({ id: orders.id, snapshot: orders.snapshot, createdBy: orders.createdBy })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.ownerKind, 'member'), eq(orders.ownerId, memberId)))
        .for('update');
      for (const order of theirs) {
        const { memberId: _dropped, ...createdBy } = order.createdBy;
        await tx
          .update(orders)
          .set({
            ownerKind: null,
            ownerId: null,
            buyerEmail: null,
            contactId: null,
            createdBy,
            snapshot: neutralSnapshot(order.snapshot),
            ...nextRevision(orders, new Date(ctx.clock())),
          })
          .where(eq(orders.id, order.id));
      }
      return theirs.length;
    });
  };
}
