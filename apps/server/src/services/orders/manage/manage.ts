import type {
  BulkUpdateOrdersRequest,
  CancelOrderRequest,
  OrderStatus,
  OrderUpdate,
  SearchOrdersRequest,
  UpdateOrderLineItemRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import { runEach } from '../../../core/wire/bulk.js';
import type { OrdersContext } from '../context.js';
import type { OrderView } from '../view.js';
import { updateOrderLine } from './line-update.js';
import { searchOrders } from './search.js';
import { createStatusMoves } from './status.js';
import { createOrderUpdates } from './update.js';

/** The site's own order calls (a buyer searches their own): search, status, cancel, and what may be changed. */
export function createOrderManagement(ctx: OrdersContext, view: OrderView) {
  const moves = createStatusMoves(ctx);
  const updates = createOrderUpdates(ctx);
  return {
    search: (siteId: string, auth: AuthContext, request: SearchOrdersRequest) =>
      searchOrders(ctx, auth, { siteId, request }),

    async setStatus(
      siteId: string,
      auth: AuthContext,
      { orderId, status }: { orderId: string; status: OrderStatus },
    ) {
      await moves.setStatus(siteId, orderId, status);
      return view(siteId, auth, orderId);
    },

    async cancel(siteId: string, auth: AuthContext, request: CancelOrderRequest) {
      await moves.cancel(siteId, request);
      return view(siteId, auth, request.id);
    },

    async updateLine(siteId: string, auth: AuthContext, request: UpdateOrderLineItemRequest) {
      await updateOrderLine(ctx, siteId, request);
      return view(siteId, auth, request.id);
    },

    async update(
      siteId: string,
      auth: AuthContext,
      { order, fieldMask }: { order: OrderUpdate; fieldMask?: string | null },
    ) {
      await updates.update(siteId, order, { fieldMask });
      return view(siteId, auth, order.id);
    },

    /** bulkUpdateOrders: each order on its own; one refused is a failed item, not a failed call. */
    async bulkUpdate(siteId: string, auth: AuthContext, request: BulkUpdateOrdersRequest) {
      const { results, bulkActionMetadata } = await runEach(
        request.orders.map(({ order, fieldMask }, i) => ({
          id: order.id,
          run: async () => {
            await updates.update(siteId, order, { fieldMask, path: `orders[${i}].order` });
            return request.returnEntity ? (await view(siteId, auth, order.id)).order : undefined;
          },
        })),
      );
      return {
        results: results.map(({ itemMetadata, value }) => ({ itemMetadata, item: value })),
        bulkActionMetadata,
      };
    },
  };
}

export type OrderManagement = ReturnType<typeof createOrderManagement>;
