import { endpointTable } from './endpoint.js';
import { paymentsCollectorEndpoints } from './payments-collector.js';

// ENDPOINTS.md "Commerce: orders and payments collector": the site's (owner, API keys with ecom.manage); a
// buyer reads their own orders.
export const orderCallsEndpoints = /* @__PURE__ */ endpointTable('orders', {
  getOrder: { method: 'GET', path: '/ecom/v1/orders/{id}' },
  searchOrders: { method: 'POST', path: '/ecom/v1/orders/search' },
  aggregateOrders: { method: 'POST', path: '/ecom/v1/orders/aggregate' },
  updateOrder: { method: 'PATCH', path: '/ecom/v1/orders/{order.id}' },
  updateOrderLineItem: { method: 'PATCH', path: '/ecom/v1/orders/{id}/line-item/{lineItem.id}' },
  bulkUpdateOrders: { method: 'POST', path: '/ecom/v1/bulk/orders/update' },
  updateOrderStatus: { method: 'POST', path: '/ecom/v1/orders/{orderId}/update-status' },
  cancelOrder: { method: 'POST', path: '/ecom/v1/orders/{id}/cancel' },
  addActivity: { method: 'POST', path: '/ecom/v1/orders/{id}/activities' },
  addActivities: { method: 'POST', path: '/ecom/v1/orders/{orderId}/activities/add' },
  updateActivity: { method: 'PATCH', path: '/ecom/v1/orders/{id}/activities/{activityId}' },
  deleteActivity: { method: 'DELETE', path: '/ecom/v1/orders/{id}/activities/{activityId}' },
  bulkUpdateOrderTags: { method: 'POST', path: '/ecom/v1/bulk/orders/update-tags' },
  createOrder: { method: 'POST', path: '/ecom/v1/orders' },
  importOrder: { method: 'POST', path: '/ecom/v1/orders/import' },
  bulkDeleteImportedOrders: { method: 'POST', path: '/ecom/v1/orders/import/bulk-delete-imported-orders' },
  setOrderNumberCounter: { method: 'POST', path: '/ecom/v1/orders/import/set-order-number-counter' },
});

/** The section's whole table: the order calls above and the payments collector's. */
export const ordersEndpoints = { ...orderCallsEndpoints, ...paymentsCollectorEndpoints };
