/**
 * Commerce: order transactions (ENDPOINTS.md "Commerce: order transactions"): an order's payments and refunds,
 * and what happened to them outside Atrium's payment providers (an external gateway, a point of sale), recorded
 * by the site. The payments collector's writes (captures, voids, refunds) are in the orders module.
 */
import type {
  AddPaymentsResponse as WireAddPaymentsResponse,
  BulkUpdatePaymentStatusesResponse as WireBulkResponse,
  ListTransactionsForMultipleOrdersResponse as WireMultipleResponse,
  OrderTransactionsResponse as WireResponse,
  PaymentInput as WirePaymentInput,
  RefundTransactionInput as WireRefundTransactionInput,
  TransactionStatus,
  UpdatePaymentsResponse as WireUpdatePaymentsResponse,
  UpdateRefundTransactionResponse as WireUpdateRefundTransactionResponse,
} from '@atrium/contract';
import { orderTransactionsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type { TransactionStatus };
export type OrderTransactionsResponse = FromWire<WireResponse>;
export type ListTransactionsForMultipleOrdersResponse = FromWire<WireMultipleResponse>;
/** A payment taken outside Atrium: its amount, status and details (regular payment details only). */
export type NewPayment = FromWire<WirePaymentInput>;
export type AddPaymentsResponse = FromWire<WireAddPaymentsResponse>;
/** Each payment's result (`itemMetadata._id` is the payment's id; `item` with `returnFullEntity`) and the counts. */
export type BulkUpdatePaymentStatusesResponse = FromWire<WireBulkResponse>;
export type UpdatePaymentsResponse = FromWire<WireUpdatePaymentsResponse>;
export type UpdateRefundTransactionResponse = FromWire<WireUpdateRefundTransactionResponse>;
/** A refund transaction's new status, by its payment's id (its amount is fixed when the refund is made). */
export type RefundTransactionUpdate = FromWire<WireRefundTransactionInput>;
/** One payment of one order. */
export interface PaymentIdentifiers {
  orderId: string;
  paymentId: string;
}
export interface UpdatePaymentStatusOptions {
  status?: TransactionStatus;
}
export interface BulkUpdatePaymentStatusesOptions {
  returnFullEntity?: boolean;
  status?: TransactionStatus;
}
export interface UpdateRefundTransactionOptions {
  transaction?: RefundTransactionUpdate;
}

/** An order's payments and refunds. */
export const listTransactionsForSingleOrder = /* @__PURE__ */ defineMethod<
  [orderId: string],
  OrderTransactionsResponse
>(orderTransactionsEndpoints.listTransactionsForSingleOrder, {
  args: ['orderId'],
  payload: { orderId: 'orderId' },
  elevated: true,
});

/** The payments and refunds of several orders; ids of no order of the site are left out. */
export const listTransactionsForMultipleOrders = /* @__PURE__ */ defineMethod<
  [orderIds: string[]],
  ListTransactionsForMultipleOrdersResponse
>(orderTransactionsEndpoints.listTransactionsForMultipleOrders, {
  args: ['orderIds'],
  payload: { orderIds: 'orderIds' },
  elevated: true,
});

/**
 * Records payments taken outside Atrium's providers; the order's payment status follows from its payments. A
 * payment counts as paid only when APPROVED, and the order never takes more than its total.
 */
export const addPayments = /* @__PURE__ */ defineMethod<
  [orderId: string, payments: NewPayment[]],
  AddPaymentsResponse
>(orderTransactionsEndpoints.addPayments, {
  args: ['orderId', 'payments'],
  payload: { orderId: 'orderId', payments: 'payments' },
  elevated: true,
});

/** Moves a recorded (external or manual) payment's status; a provider's or a gift card's payment is refused. */
export const updatePaymentStatus = /* @__PURE__ */ defineMethod<
  [identifiers: PaymentIdentifiers, options?: UpdatePaymentStatusOptions],
  OrderTransactionsResponse
>(orderTransactionsEndpoints.updatePaymentStatus, {
  args: ['identifiers', 'options'],
  payload: { paymentId: 'identifiers.paymentId', orderId: 'identifiers.orderId', status: 'options.status' },
  elevated: true,
});

/** Moves several recorded payments' statuses, each on its own. */
export const bulkUpdatePaymentStatuses = /* @__PURE__ */ defineMethod<
  [paymentAndOrderIds: PaymentIdentifiers[], options?: BulkUpdatePaymentStatusesOptions],
  BulkUpdatePaymentStatusesResponse
>(orderTransactionsEndpoints.bulkUpdatePaymentStatuses, {
  args: ['paymentAndOrderIds', 'options'],
  payload: {
    paymentAndOrderIds: 'paymentAndOrderIds',
    returnFullEntity: 'options.returnFullEntity',
    status: 'options.status',
  },
  elevated: true,
});

/**
 * As the protocol declares it: no arguments and an empty payload, so the order id its path needs is never sent
 * and the call is refused before it travels ("Missing path parameter"). The server's call derives the order's
 * payment status again from its payments and changes nothing else.
 */
export const updatePayments = /* @__PURE__ */ defineMethod<[], UpdatePaymentsResponse>(
  orderTransactionsEndpoints.updatePayments,
  { args: [], payload: {}, elevated: true },
);

/** Records the outcome of a refund given back outside Atrium: PENDING to SUCCEEDED or FAILED, once. */
export const updateRefundTransaction = /* @__PURE__ */ defineMethod<
  [orderId: string, refundId: string, options?: UpdateRefundTransactionOptions],
  UpdateRefundTransactionResponse
>(orderTransactionsEndpoints.updateRefundTransaction, {
  args: ['orderId', 'refundId', 'options'],
  payload: { orderId: 'orderId', refundId: 'refundId', transaction: 'options.transaction' },
  elevated: true,
});
