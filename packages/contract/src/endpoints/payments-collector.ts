import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: orders and payments collector", the payments collector's calls: the site's (the
// owner, API keys with ecom.manage). They belong to the `orders` module (endpoints/orders.ts joins them in).
export const paymentsCollectorEndpoints = /* @__PURE__ */ endpointTable('orders', {
  getPaymentCollectabilityStatus: {
    method: 'GET',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status',
  },
  recordManuallyCollectedPayment: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{orderId}/manual-payment',
  },
  paymentCollectionMarkOrderAsPaid: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid',
  },
  paymentCollectionBulkMarkOrdersAsPaid: { method: 'POST', path: '/v1/bulk/payments-collector/mark-as-paid' },
  getRefundabilityStatus: {
    method: 'GET',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/refundability',
  },
  triggerRefund: { method: 'POST', path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund' },
  captureAuthorizedPayments: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/capture-authorized-payments',
  },
  voidAuthorizedPayments: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/void-authorized-payments',
  },
  chargeMemberships: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/charge-membership',
  },
  preparePaymentCollection: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/prepare-payment-collection',
  },
  paymentCollectionCreatePaymentGatewayOrder: {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/{ecomOrderId}/create-payment-gateway-order',
  },
});

// ENDPOINTS.md "Commerce: order transactions" (the site's): listing an order's payments and refunds, and
// recording what happened to them outside Atrium's payment providers.
export const orderTransactionsEndpoints = /* @__PURE__ */ endpointTable('orderTransactions', {
  listTransactionsForSingleOrder: { method: 'GET', path: '/ecom/v1/payments/orders/{orderId}' },
  listTransactionsForMultipleOrders: { method: 'POST', path: '/ecom/v1/payments/list-by-ids' },
  bulkUpdatePaymentStatuses: {
    method: 'POST',
    path: '/ecom/v1/bulk/payments/update-payment-transaction-status',
  },
  addPayments: { method: 'POST', path: '/ecom/v1/payments/orders/{orderId}/add-payment' },
  updatePayments: { method: 'POST', path: '/ecom/v1/payments/orders/{orderId}/update-payments' },
  updateRefundTransaction: {
    method: 'POST',
    path: '/ecom/v1/payments/orders/{orderId}/update-refund-transaction',
  },
  updatePaymentStatus: {
    method: 'POST',
    path: '/ecom/v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status',
  },
});
