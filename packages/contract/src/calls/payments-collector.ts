import { withSchemas } from '../calls.js';
import { orderTransactionsEndpoints, paymentsCollectorEndpoints } from '../endpoints/payments-collector.js';
import { OrderResponse } from '../order-requests.js';
import {
  AddPaymentsRequest,
  AddPaymentsResponse,
  BulkUpdatePaymentStatusesRequest,
  BulkUpdatePaymentStatusesResponse,
  ListTransactionsForMultipleOrdersRequest,
  ListTransactionsForMultipleOrdersResponse,
  ListTransactionsForSingleOrderRequest,
  OrderTransactionsResponse,
  UpdatePaymentsRequest,
  UpdatePaymentsResponse,
  UpdatePaymentStatusRequest,
  UpdateRefundTransactionRequest,
  UpdateRefundTransactionResponse,
} from '../order-transactions.js';
import {
  BulkMarkOrdersAsPaidRequest,
  BulkMarkOrdersAsPaidResponse,
  CaptureAuthorizedPaymentsRequest,
  ChargeMembershipsRequest,
  ChargeMembershipsResponse,
  CreatePaymentGatewayOrderRequest,
  GetPaymentCollectabilityStatusRequest,
  GetPaymentCollectabilityStatusResponse,
  GetRefundabilityStatusRequest,
  GetRefundabilityStatusResponse,
  MarkOrderAsPaidRequest,
  PaymentGatewayOrderResponse,
  PreparePaymentCollectionRequest,
  RecordManuallyCollectedPaymentRequest,
  RecordManuallyCollectedPaymentResponse,
  TriggerRefundRequest,
  TriggerRefundResponse,
  VoidAuthorizedPaymentsRequest,
} from '../payments-collector.js';

/** Why taking money by hand is refused: no such order, nothing to collect now, or more than it owes. */
const COLLECT = ['ORDER_NOT_FOUND', 'PAYMENT_NOT_COLLECTABLE', 'PAYMENT_AMOUNT_EXCEEDS_BALANCE'] as const;
/** Why a payment gateway order is refused: no such order (or gateway order), nothing owed, or more than owed. */
const GATEWAY_ORDERS = [
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_COLLECTABLE',
  'PAYMENT_AMOUNT_EXCEEDS_BALANCE',
  'PAYMENT_PROVIDER_NOT_CONFIGURED',
  'PAYMENT_GATEWAY_ORDER_NOT_FOUND',
] as const;
/** Why a capture or a void is refused; a repeated Idempotency-Key as the checkout's create-order. */
const AUTHORIZATIONS = [
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_AUTHORIZED',
  'PAYMENT_AMOUNT_EXCEEDS_BALANCE',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_PROVIDER_NOT_CONFIGURED',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
] as const;

/** Why a recorded payment's status move is refused (updatePaymentStatus, and each item of the bulk call). */
const PAYMENT_STATUS_MOVES = [
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_STATUS_NOT_EDITABLE',
  'PAYMENT_STATUS_MOVE_NOT_ALLOWED',
  'PAYMENT_NOT_COLLECTABLE',
  'PAYMENTS_EXCEED_ORDER_TOTAL',
] as const;

export const paymentsCollectorCalls = /* @__PURE__ */ withSchemas(paymentsCollectorEndpoints, {
  getPaymentCollectabilityStatus: {
    input: GetPaymentCollectabilityStatusRequest,
    output: GetPaymentCollectabilityStatusResponse,
    errors: ['ORDER_NOT_FOUND'],
  },
  recordManuallyCollectedPayment: {
    input: RecordManuallyCollectedPaymentRequest,
    output: RecordManuallyCollectedPaymentResponse,
    errors: COLLECT,
  },
  paymentCollectionMarkOrderAsPaid: { input: MarkOrderAsPaidRequest, output: OrderResponse, errors: COLLECT },
  /** Each order's failure is reported in its result. */
  paymentCollectionBulkMarkOrdersAsPaid: {
    input: BulkMarkOrdersAsPaidRequest,
    output: BulkMarkOrdersAsPaidResponse,
  },
  getRefundabilityStatus: {
    input: GetRefundabilityStatusRequest,
    output: GetRefundabilityStatusResponse,
    errors: ['ORDER_NOT_FOUND'],
  },
  triggerRefund: {
    input: TriggerRefundRequest,
    output: TriggerRefundResponse,
    errors: [
      'ORDER_NOT_FOUND',
      'PAYMENT_NOT_FOUND',
      'PAYMENT_NOT_REFUNDABLE',
      'REFUND_AMOUNT_EXCEEDS_REFUNDABLE',
      'LINE_ITEM_NOT_FOUND',
      'INSUFFICIENT_STOCK',
      'IDEMPOTENCY_KEY_IN_USE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  captureAuthorizedPayments: {
    input: CaptureAuthorizedPaymentsRequest,
    output: OrderTransactionsResponse,
    errors: AUTHORIZATIONS,
  },
  voidAuthorizedPayments: {
    input: VoidAuthorizedPaymentsRequest,
    output: OrderTransactionsResponse,
    errors: AUTHORIZATIONS,
  },
  chargeMemberships: {
    input: ChargeMembershipsRequest,
    output: ChargeMembershipsResponse,
    errors: ['ORDER_NOT_FOUND', 'MEMBERSHIPS_NOT_AVAILABLE'],
  },
  preparePaymentCollection: {
    input: PreparePaymentCollectionRequest,
    output: PaymentGatewayOrderResponse,
    errors: GATEWAY_ORDERS,
  },
  paymentCollectionCreatePaymentGatewayOrder: {
    input: CreatePaymentGatewayOrderRequest,
    output: PaymentGatewayOrderResponse,
    errors: GATEWAY_ORDERS,
  },
});

export const orderTransactionsCalls = /* @__PURE__ */ withSchemas(orderTransactionsEndpoints, {
  listTransactionsForSingleOrder: {
    input: ListTransactionsForSingleOrderRequest,
    output: OrderTransactionsResponse,
    errors: ['ORDER_NOT_FOUND'],
  },
  listTransactionsForMultipleOrders: {
    input: ListTransactionsForMultipleOrdersRequest,
    output: ListTransactionsForMultipleOrdersResponse,
  },
  addPayments: {
    input: AddPaymentsRequest,
    output: AddPaymentsResponse,
    errors: [
      'ORDER_NOT_FOUND',
      'PAYMENT_NOT_COLLECTABLE',
      'PAYMENTS_EXCEED_ORDER_TOTAL',
      'IDEMPOTENCY_KEY_IN_USE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  updatePaymentStatus: {
    input: UpdatePaymentStatusRequest,
    output: OrderTransactionsResponse,
    errors: PAYMENT_STATUS_MOVES,
  },
  /** Each payment's failure (any of updatePaymentStatus's codes) is reported in its result. */
  bulkUpdatePaymentStatuses: {
    input: BulkUpdatePaymentStatusesRequest,
    output: BulkUpdatePaymentStatusesResponse,
  },
  updatePayments: {
    input: UpdatePaymentsRequest,
    output: UpdatePaymentsResponse,
    errors: ['ORDER_NOT_FOUND'],
  },
  updateRefundTransaction: {
    input: UpdateRefundTransactionRequest,
    output: UpdateRefundTransactionResponse,
    errors: [
      'ORDER_NOT_FOUND',
      'REFUND_TRANSACTION_NOT_FOUND',
      'REFUND_TRANSACTION_NOT_EDITABLE',
      'REFUND_STATUS_MOVE_NOT_ALLOWED',
      'REFUND_AMOUNT_EXCEEDS_REFUNDABLE',
    ],
  },
});
