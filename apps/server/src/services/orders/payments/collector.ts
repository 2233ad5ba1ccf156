import { and, eq, inArray } from 'drizzle-orm';
import type {
  BulkMarkOrdersAsPaidRequest,
  CaptureAuthorizedPaymentsRequest,
  ChargeMembershipsRequest,
  MarkOrderAsPaidRequest,
  RecordManuallyCollectedPaymentRequest,
  TriggerRefundRequest,
  VoidAuthorizedPaymentsRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../../core/auth/context.js';
import { runEach } from '../../../core/wire/bulk.js';
import { appError } from '../../../core/wire/errors.js';
import { createCollecting } from './collect.js';
import type { OrdersContext } from '../context.js';
import type { IdempotentCall, IdempotentCaller, Idempotency } from '../idempotency.js';
import type { OrderView } from '../view.js';
import { createRefunds } from './refunds.js';
import { orderOf } from '../store.js';
import { orders, type OrderRow } from '../tables.js';
import { transactionsOf } from './transactions.js';

/** The payments collector and the order transactions: the site's calls that move an order's money. */
export function createCollector(ctx: OrdersContext, idempotency: Idempotency, view: OrderView) {
  const { db } = ctx;
  const collecting = createCollecting(ctx);
  const refunds = createRefunds(ctx);

  const transactions = async (siteId: string, orderId: string) => ({
    orderTransactions: (await transactionsOf(db, [await orderOf(db, siteId, orderId)]))[0]!,
  });
  const once = <T>(call: IdempotentCall, work: () => Promise<T>) =>
    idempotency.run({ ...call, call: `orders.${call.call}` }, work);

  return {
    listTransactions: transactions,

    async listTransactionsOf(siteId: string, orderIds: readonly string[]) {
      const found = await db
        .select()
        .from(orders)
        .where(and(eq(orders.siteId, siteId), inArray(orders.id, [...orderIds])));
      // In the order asked; ids of no order of the site are left out.
      const byId = new Map(found.map((order) => [order.id, order]));
      const list = orderIds.map((id) => byId.get(id)).filter((order): order is OrderRow => !!order);
      return { orderTransactions: await transactionsOf(db, list) };
    },

    collectability: (siteId: string, orderId: string) => collecting.collectability(siteId, orderId),

    recordManual: (siteId: string, request: RecordManuallyCollectedPaymentRequest) =>
      collecting.recordManual(siteId, {
        orderId: request.orderId,
        amountText: request.amount.amount,
        name: request.userDefinedPaymentMethodName,
      }),

    async markAsPaid(siteId: string, auth: AuthContext, request: MarkOrderAsPaidRequest) {
      await collecting.markAsPaid(siteId, request.ecomOrderId, request.userDefinedPaymentMethodName);
      return view(siteId, auth, request.ecomOrderId);
    },

    /** Each order on its own; one that cannot be marked is a failed item, not a failed call. */
    async bulkMarkAsPaid(siteId: string, auth: AuthContext, request: BulkMarkOrdersAsPaidRequest) {
      const { results, bulkActionMetadata } = await runEach(
        request.ecomOrderIds.map((id) => ({
          id,
          run: async () => {
            await collecting.markAsPaid(siteId, id);
            return (await view(siteId, auth, id)).order;
          },
        })),
      );
      return {
        results: results.map(({ itemMetadata, value }) => ({ itemMetadata, item: value })),
        bulkActionMetadata,
      };
    },

    async refundability(siteId: string, orderId: string) {
      return refunds.refundability(siteId, orderId);
    },

    triggerRefund: (caller: IdempotentCaller, request: TriggerRefundRequest) =>
      once({ ...caller, call: 'triggerRefund', request }, async () => {
        const { siteId } = caller;
        const refund = await refunds.trigger(siteId, request);
        return {
          ...(await transactions(siteId, refund.orderId)),
          refundId: refund.refundId,
          failedPaymentIds: refund.failedPaymentIds,
        };
      }),

    capture: (caller: IdempotentCaller, request: CaptureAuthorizedPaymentsRequest) =>
      once({ ...caller, call: 'captureAuthorizedPayments', request }, async () =>
        transactions(caller.siteId, await collecting.capture(caller.siteId, request)),
      ),

    void: (caller: IdempotentCaller, request: VoidAuthorizedPaymentsRequest) =>
      once({ ...caller, call: 'voidAuthorizedPayments', request }, async () =>
        transactions(caller.siteId, await collecting.void(caller.siteId, request)),
      ),

    /** Said plainly: no memberships provider exists to charge. */
    async chargeMemberships(
      siteId: string,
      request: ChargeMembershipsRequest,
    ): Promise<Record<string, never>> {
      await orderOf(db, siteId, request.ecomOrderId);
      throw appError('MEMBERSHIPS_NOT_AVAILABLE', { orderId: request.ecomOrderId });
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
