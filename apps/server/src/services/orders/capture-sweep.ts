import { and, eq, lt, sql } from 'drizzle-orm';
import { recordCapture } from './captures.js';
import type { OrdersContext } from './context.js';
import { orderPayments } from './tables.js';

/** A capture asked for at once is made within a request; one still AUTHORIZED a minute later was missed. */
const GRACE_MS = 60_000;
const BATCH = 100;

/**
 * Payments an order asked to capture at once (not `delayedCapture`) that its record still shows AUTHORIZED: the
 * capture after the order's transaction failed, or the process stopped between capturing and recording it. The
 * provider's ledger decides: what it captured already is recorded; what it holds is captured now, then recorded.
 * A voided or unknown payment is left for the owner. Run every minute, and once at start.
 */
export function createCaptureSweep(ctx: OrdersContext) {
  return async function sweepCaptures(): Promise<number> {
    const due = await ctx.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.status, 'AUTHORIZED'),
          sql`coalesce((${orderPayments.method} ->> 'delayedCapture')::boolean, false) = false`,
          lt(orderPayments.createdAt, new Date(ctx.clock() - GRACE_MS)),
        ),
      )
      .limit(BATCH);
    let settled = 0;
    for (const payment of due) {
      const provider = ctx.providers.get(payment.kind);
      if (!provider || !payment.providerPaymentId) continue;
      const request = { siteId: payment.siteId, paymentId: payment.providerPaymentId };
      const state = await provider.retrieve(request);
      if (!state || state.voided) continue;
      const missing = payment.amount - state.captured;
      if (missing > 0n) {
        const outcome = await provider.capture({ ...request, amount: missing });
        if (outcome.status !== 'SUCCEEDED') continue;
      }
      await recordCapture(ctx, {
        ...request,
        orderId: payment.orderId,
        amount: payment.amount - payment.captured,
        ifAuthorized: true,
      });
      settled += 1;
    }
    return settled;
  };
}
