import { orderTransactionsCalls as calls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { PaymentRecords } from './payments-record.js';
import { idempotencyKey } from '../idempotency.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** Order transactions recorded from outside Atrium's payment providers: the site's calls, never a provider's. */
export function paymentRecordRoutes(records: PaymentRecords) {
  return [
    defineRoute(calls.addPayments, {
      ...manage,
      summary:
        "Record payments taken outside Atrium's providers; the order's payment status follows from them",
      handler: (input, call) =>
        records.addPayments(
          { siteId: call.siteId, auth: call.auth, key: idempotencyKey(call.request) },
          input,
        ),
    }),
    defineRoute(calls.updatePaymentStatus, {
      ...manage,
      summary: "Move a recorded (external, manual or imported) payment's status along its allowed moves",
      handler: (input, call) =>
        records.updatePaymentStatus(
          call.siteId,
          { orderId: input.orderId, paymentId: input.paymentId },
          input.status,
        ),
    }),
    defineRoute(calls.bulkUpdatePaymentStatuses, {
      ...manage,
      summary: "Move several recorded payments' statuses, each on its own",
      handler: (input, call) => records.bulkUpdatePaymentStatuses(call.siteId, input),
    }),
    defineRoute(calls.updatePayments, {
      ...manage,
      summary: "Derive the order's payment status again from its payments (the call carries no changes)",
      handler: (input, call) => records.updatePayments(call.siteId, input.orderId),
    }),
    defineRoute(calls.updateRefundTransaction, {
      ...manage,
      summary: 'Record the outcome of a refund given back outside Atrium (PENDING to SUCCEEDED or FAILED)',
      handler: (input, call) => records.updateRefundTransaction(call.siteId, input),
    }),
  ];
}
