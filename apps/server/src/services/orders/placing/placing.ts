import type {
  CheckoutCreateOrderRequest,
  CreateOrderAndChargeRequest,
  MarkCheckoutAsCompletedRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import { appError } from '../../../core/wire/errors.js';
import type { OrdersContext } from '../context.js';
import type { Idempotency } from '../idempotency.js';
import { findOrder } from '../store.js';
import { createPlacing } from './place.js';

/** Who places an order: the site and caller, and the `Idempotency-Key` they sent, if any. */
interface Caller {
  siteId: string;
  auth: AuthContext;
  key: string | undefined;
}

/** The checkout calls that make its order: placed here (paid offline or by a token), or closed as made elsewhere. */
export function createCheckoutOrders(ctx: OrdersContext, idempotency: Idempotency) {
  const { db } = ctx;
  const placing = createPlacing(ctx);

  /**
   * The checkout takes no more edits: it became `orderId` (or no order). Closed already, it stays as it is, unless
   * it is said to have become another order. Answers the order it became.
   */
  async function closeCheckout(siteId: string, checkoutId: string, orderId: string | null) {
    return db.transaction(async (tx) => {
      const locked = await ctx.checkouts.service.lockForOrder(tx, siteId, checkoutId);
      if (!locked) throw appError('CHECKOUT_NOT_FOUND', { checkoutId });
      if (locked.completed) {
        if (orderId && locked.orderId !== orderId)
          throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId, orderId: locked.orderId });
        return locked.orderId;
      }
      await ctx.checkouts.service.complete(tx, locked, orderId);
      return orderId;
    });
  }

  return {
    /** createOrder of a checkout: paid offline (NOT_PAID until a payment is recorded). */
    createFromCheckout: (caller: Caller, request: CheckoutCreateOrderRequest) =>
      idempotency.run({ ...caller, call: 'checkout.createOrder', request }, async () => ({
        orderId: await placing.fromCheckout(caller.siteId, caller.auth, {
          checkoutId: request.id,
          payment: { kind: 'offline' },
        }),
      })),

    /** createOrderAndCharge: the token is charged (or only authorized, with `delayCapture`). */
    chargeFromCheckout: (caller: Caller, request: CreateOrderAndChargeRequest) =>
      idempotency.run({ ...caller, call: 'checkout.createOrderAndCharge', request }, async () => ({
        orderId: await placing.fromCheckout(caller.siteId, caller.auth, {
          checkoutId: request.id,
          payment: request.paymentToken
            ? { kind: 'token', token: request.paymentToken, delayCapture: request.delayCapture ?? false }
            : { kind: 'offline', tokenRequired: true },
        }),
      })),

    /**
     * The caller made the checkout's order elsewhere (or wants it closed): it takes no more edits. Said again,
     * it answers the same; naming another order than the one it became is refused.
     */
    async markCheckoutCompleted(siteId: string, auth: AuthContext, request: MarkCheckoutAsCompletedRequest) {
      const row = await ctx.checkouts.service.forCompletion(siteId, auth, request.id);
      const orderId = request.orderId ?? null;
      if (orderId && !(await findOrder(db, siteId, orderId))) throw appError('ORDER_NOT_FOUND', { orderId });
      await closeCheckout(siteId, row.id, orderId);
      return {};
    },
    closeCheckout,
  };
}

export type CheckoutOrders = ReturnType<typeof createCheckoutOrders>;
