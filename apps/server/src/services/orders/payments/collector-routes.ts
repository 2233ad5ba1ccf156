import { orderTransactionsCalls, paymentsCollectorCalls as calls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { Collector } from './collector.js';
import { idempotencyKey } from '../idempotency.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** The payments collector and order transactions: the site's calls that move an order's money. */
export function collectorRoutes(collector: Collector) {
  return [
    defineRoute(calls.getPaymentCollectabilityStatus, {
      ...manage,
      summary: 'Whether the rest of an order can be collected now, and how much',
      handler: (input, call) => collector.collectability(call.siteId, input.ecomOrderId),
    }),
    defineRoute(calls.recordManuallyCollectedPayment, {
      ...manage,
      summary: 'Record a payment taken by hand (cash, a transfer), up to what the order owes',
      handler: (input, call) => collector.recordManual(call.siteId, input),
    }),
    defineRoute(calls.paymentCollectionMarkOrderAsPaid, {
      ...manage,
      summary: 'Record the rest of the order as paid by hand',
      handler: (input, call) => collector.markAsPaid(call.siteId, call.auth, input),
    }),
    defineRoute(calls.paymentCollectionBulkMarkOrdersAsPaid, {
      ...manage,
      summary: 'Record several orders as paid by hand, each on its own',
      handler: (input, call) => collector.bulkMarkAsPaid(call.siteId, call.auth, input),
    }),
    defineRoute(calls.getRefundabilityStatus, {
      ...manage,
      summary: "Whether each of an order's payments can be refunded, and why not",
      handler: (input, call) => collector.refundability(call.siteId, input.ecomOrderId),
    }),
    defineRoute(calls.triggerRefund, {
      ...manage,
      summary: 'Refund a payment, whole or in part, never more than it captured less its refunds',
      handler: (input, call) =>
        collector.triggerRefund(
          { siteId: call.siteId, auth: call.auth, key: idempotencyKey(call.request) },
          input,
        ),
    }),
    defineRoute(calls.captureAuthorizedPayments, {
      ...manage,
      summary: 'Capture authorized payments (all or part of each)',
      handler: (input, call) =>
        collector.capture({ siteId: call.siteId, auth: call.auth, key: idempotencyKey(call.request) }, input),
    }),
    defineRoute(calls.voidAuthorizedPayments, {
      ...manage,
      summary: 'Release authorized payments nothing was captured from',
      handler: (input, call) =>
        collector.void({ siteId: call.siteId, auth: call.auth, key: idempotencyKey(call.request) }, input),
    }),
    defineRoute(calls.chargeMemberships, {
      ...manage,
      summary: 'Charge lines to memberships: refused while no memberships provider is installed',
      handler: (input, call) => collector.chargeMemberships(call.siteId, input),
    }),
    defineRoute(orderTransactionsCalls.listTransactionsForSingleOrder, {
      ...manage,
      summary: "An order's payments and refunds",
      handler: (input, call) => collector.listTransactions(call.siteId, input.orderId),
    }),
    defineRoute(orderTransactionsCalls.listTransactionsForMultipleOrders, {
      ...manage,
      summary: 'The payments and refunds of several orders',
      handler: (input, call) => collector.listTransactionsOf(call.siteId, input.orderIds),
    }),
  ];
}
