import type {
  CheckoutCreateOrderRequest,
  CreateOrderAndChargeRequest,
  MarkCheckoutAsCompletedRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import { assertOrderAccess } from './access.js';
import type { OrdersContext } from './context.js';
import { createIdempotency } from './idempotency.js';
import { createPlacing } from './place.js';
import { findOrder, orderParts } from './store.js';
import { orderWire } from './wire.js';

export function createOrdersService(ctx: OrdersContext) {
  const { db } = ctx;
  const placing = createPlacing(ctx);
  const idempotency = createIdempotency(db, ctx.clock);

  return {
    idempotency,

    async get(siteId: string, auth: AuthContext, id: string) {
      const order = assertOrderAccess(auth, await findOrder(db, siteId, id), id);
      const { lines, payments, activities } = await orderParts(db, order.id);
      return { order: orderWire(order, lines, payments, activities) };
    },

    /** createOrder of a checkout: paid offline (NOT_PAID until a payment is recorded). */
    createFromCheckout: (
      siteId: string,
      auth: AuthContext,
      request: CheckoutCreateOrderRequest,
      key: string | undefined,
    ) =>
      idempotency.run({ siteId, auth, call: 'checkout.createOrder', key, request }, async () => ({
        orderId: await placing.fromCheckout(siteId, auth, request.id, { kind: 'offline' }),
      })),

    /** createOrderAndCharge: the token is charged (or only authorized, with `delayCapture`). */
    chargeFromCheckout: (
      siteId: string,
      auth: AuthContext,
      request: CreateOrderAndChargeRequest,
      key: string | undefined,
    ) =>
      idempotency.run({ siteId, auth, call: 'checkout.createOrderAndCharge', key, request }, async () => ({
        orderId: await placing.fromCheckout(
          siteId,
          auth,
          request.id,
          request.paymentToken
            ? { kind: 'token', token: request.paymentToken, delayCapture: request.delayCapture ?? false }
            : { kind: 'offline', tokenRequired: true },
        ),
      })),

    /**
     * The caller made the checkout's order elsewhere (or wants it closed): it takes no more edits. Said again,
     * it answers the same; naming another order than the one it became is refused.
     */
    async markCheckoutCompleted(siteId: string, auth: AuthContext, request: MarkCheckoutAsCompletedRequest) {
      const row = await ctx.checkouts.service.forCompletion(siteId, auth, request.id);
      const orderId = request.orderId ?? null;
      if (orderId && !(await findOrder(db, siteId, orderId))) throw appError('ORDER_NOT_FOUND', { orderId });
      await db.transaction(async (tx) => {
        const locked = await ctx.checkouts.service.lockForOrder(tx, siteId, row.id);
        if (!locked) throw appError('CHECKOUT_NOT_FOUND', { checkoutId: row.id });
        if (locked.completed) {
          if (orderId && locked.orderId !== orderId)
            throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: row.id, orderId: locked.orderId });
          return;
        }
        await ctx.checkouts.service.complete(tx, locked, orderId);
      });
      return {};
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
