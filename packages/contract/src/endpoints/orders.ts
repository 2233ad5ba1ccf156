import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: orders and payments collector": the site's (owner, API keys with ecom.manage); a
// buyer reads their own orders.
export const ordersEndpoints = /* @__PURE__ */ endpointTable('orders', {
  getOrder: { method: 'GET', path: '/ecom/v1/orders/{id}' },
});
