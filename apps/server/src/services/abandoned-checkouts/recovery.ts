import { and, eq } from 'drizzle-orm';
import { ABANDONED_CHECKOUT_EVENTS } from '@atrium/contract';
import type { EventJob } from '../../core/events/index.js';
import type { AbandonedCheckoutsContext } from './context.js';
import { abandonedCheckouts } from './tables.js';

/**
 * A checkout became an order: its abandoned record, if it has one, is RECOVERED with the date and the order.
 * Conditional on ABANDONED, so a retried or repeated event changes nothing; the row lock it takes orders it
 * with a recovery mail being sent, which then sees RECOVERED and sends nothing.
 */
export function createRecovery(ctx: AbandonedCheckoutsContext) {
  const { db, clock, outbox } = ctx;

  async function recover(siteId: string, checkoutId: string, orderId: string) {
    return db.transaction(async (tx) => {
      const now = new Date(clock());
      const [row] = await tx
        .update(abandonedCheckouts)
        .set({ status: 'RECOVERED', recoveredAt: now, orderId, updatedAt: now })
        .where(
          and(
            eq(abandonedCheckouts.siteId, siteId),
            eq(abandonedCheckouts.checkoutId, checkoutId),
            eq(abandonedCheckouts.status, 'ABANDONED'),
          ),
        )
        .returning();
      if (!row) return false;
      await outbox.record(tx, {
        siteId,
        type: ABANDONED_CHECKOUT_EVENTS.recovered,
        entityId: row.id,
        data: { abandonedCheckoutId: row.id, checkoutId, orderId },
      });
      return true;
    });
  }

  /** The event of an order made from a checkout (`order.created`, `checkout.completed` with an order). */
  async function onEvent(job: EventJob) {
    const { checkoutId, orderId } = job.data as { checkoutId?: unknown; orderId?: unknown };
    if (typeof checkoutId !== 'string' || typeof orderId !== 'string') return false;
    return recover(job.siteId, checkoutId, orderId);
  }

  return { recover, onEvent };
}

export type Recovery = ReturnType<typeof createRecovery>;
