import { and, eq, lt, sql } from 'drizzle-orm';
import { findOrder } from '../store.js';
import { recordCapture } from '../captures.js';
import type { OrdersContext } from '../context.js';
import { orderPayments, paymentAttempts } from '../tables.js';

/** A capture asked for at once is made within a request; one still AUTHORIZED a minute later was missed. */
const GRACE_MS = 60_000;
const BATCH = 100;
/** An order's transaction follows its charge within a request; an attempt this old has no request left. */
const ATTEMPT_GRACE_MS = 5 * 60_000;

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

/**
 * Charges asked of a provider for orders that were never made: the process stopped between the provider's
 * answer and the order's transaction (which removes the attempt). What the provider holds for the order's id
 * is released (voided, or refunded if it was captured), then the attempt goes. Run with the capture sweep.
 */
export function createAttemptSweep(ctx: OrdersContext) {
  return async function sweepAttempts(): Promise<number> {
    const due = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(lt(paymentAttempts.createdAt, new Date(ctx.clock() - ATTEMPT_GRACE_MS)))
      .limit(BATCH);
    let released = 0;
    for (const attempt of due) {
      const { siteId, orderId } = attempt;
      const provider = ctx.providers.get(attempt.provider);
      if (!provider) continue;
      // The order's transaction removes its attempt; one found with its order is a leftover of a retry.
      if (!(await findOrder(ctx.db, siteId, orderId))) {
        const payments = await provider.findByReference({ siteId, reference: orderId });
        const outcomes = await Promise.all(
          payments.map((payment) =>
            payment.captured > 0n
              ? provider.refund({
                  siteId,
                  paymentId: payment.paymentId,
                  amount: payment.captured,
                  reference: orderId,
                })
              : payment.voided
                ? { status: 'SUCCEEDED' as const }
                : provider.void({ siteId, paymentId: payment.paymentId }),
          ),
        );
        if (outcomes.some((outcome) => outcome.status === 'FAILED')) continue;
        released += payments.length;
      }
      await ctx.db.delete(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
    }
    return released;
  };
}
