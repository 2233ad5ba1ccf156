import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: order fulfillments": what of an order shipped and how to follow it; the site's calls
// (the owner, API keys with ecom.manage).
export const orderFulfillmentsEndpoints = /* @__PURE__ */ endpointTable('orderFulfillments', {
  listFulfillmentsForMultipleOrders: { method: 'POST', path: '/ecom/v1/fulfillments/list-by-ids' },
  bulkCreateFulfillments: {
    method: 'POST',
    path: '/ecom/v1/fulfillments/orders/bulk/create-fulfillments',
  },
  listFulfillmentsForSingleOrder: { method: 'GET', path: '/ecom/v1/fulfillments/orders/{orderId}' },
  createFulfillment: {
    method: 'POST',
    path: '/ecom/v1/fulfillments/orders/{orderId}/create-fulfillment',
  },
  updateFulfillment: { method: 'PATCH', path: '/ecom/v1/fulfillments/{fulfillment.id}/orders/{orderId}' },
  deleteFulfillment: { method: 'DELETE', path: '/ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}' },
});
