import type {
  BulkUpdateOrdersRequest,
  CancelOrderRequest,
  CheckoutCreateOrderRequest,
  OrderStatus,
  OrderUpdate,
  SearchOrdersRequest,
  UpdateOrderLineItemRequest,
  CreateOrderAndChargeRequest,
  MarkCheckoutAsCompletedRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { runEach } from '../../core/wire/bulk.js';
import { appError } from '../../core/wire/errors.js';
import { assertOrderAccess } from './access.js';
import type { OrdersContext } from './context.js';
import { createCollector } from './collector.js';
import { createIdempotency } from './idempotency.js';
import { updateOrderLine } from './line-update.js';
import { createPlacing } from './place.js';
import { searchOrders } from './search.js';
import { createStatusMoves } from './status.js';
import { createOrderUpdates } from './update.js';
import { findOrder, orderParts, purchaseOf } from './store.js';
import { orderWire } from './wire.js';

export function createOrdersService(ctx: OrdersContext) {
  const { db } = ctx;
  const placing = createPlacing(ctx);
  const idempotency = createIdempotency(db, ctx.clock);
  const moves = createStatusMoves(ctx);
  const updates = createOrderUpdates(ctx);

  async function view(siteId: string, auth: AuthContext, id: string) {
    const order = assertOrderAccess(auth, await findOrder(db, siteId, id), id);
    const { lines, payments, activities } = await orderParts(db, order.id);
    return { order: orderWire(order, lines, payments, activities) };
  }

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
    idempotency,
    collector: createCollector(ctx, idempotency, view),

    get: (siteId: string, auth: AuthContext, id: string) => view(siteId, auth, id),
    /** An order's status and what it bought, for a service that reacts to its events (no caller behind it). */
    purchase: purchaseOf,

    search: (siteId: string, auth: AuthContext, request: SearchOrdersRequest) =>
      searchOrders(db, ctx.cursorKey, siteId, auth, request),

    async setStatus(siteId: string, auth: AuthContext, orderId: string, status: OrderStatus) {
      await moves.setStatus(siteId, orderId, status);
      return view(siteId, auth, orderId);
    },

    async cancel(siteId: string, auth: AuthContext, request: CancelOrderRequest) {
      await moves.cancel(siteId, request);
      return view(siteId, auth, request.id);
    },

    async updateLine(siteId: string, auth: AuthContext, request: UpdateOrderLineItemRequest) {
      await updateOrderLine(ctx, siteId, request.id, request.lineItem, request.fieldMask);
      return view(siteId, auth, request.id);
    },

    async update(siteId: string, auth: AuthContext, order: OrderUpdate, fieldMask?: string | null) {
      await updates.update(siteId, order, fieldMask);
      return view(siteId, auth, order.id);
    },

    /** bulkUpdateOrders: each order on its own; one refused is a failed item, not a failed call. */
    async bulkUpdate(siteId: string, auth: AuthContext, request: BulkUpdateOrdersRequest) {
      const { results, bulkActionMetadata } = await runEach(
        request.orders.map(({ order, fieldMask }, i) => ({
          id: order.id,
          run: async () => {
            await updates.update(siteId, order, fieldMask, `orders[${i}].order`);
            return request.returnEntity ? (await view(siteId, auth, order.id)).order : undefined;
          },
        })),
      );
      return {
        results: results.map(({ itemMetadata, value }) => ({ itemMetadata, item: value })),
        bulkActionMetadata,
      };
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
      await closeCheckout(siteId, row.id, orderId);
      return {};
    },
    closeCheckout,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
