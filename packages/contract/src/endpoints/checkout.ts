import { endpointTable } from './endpoint.js';

// ENDPOINTS.md "Commerce: checkout": a checkout's buyer, the site owner and API keys with ecom.manage.
export const checkoutEndpoints = /* @__PURE__ */ endpointTable('checkout', {
  getCheckoutByCartId: { method: 'GET', path: '/ecom/v1/checkouts/by-cart-id/{id}' },
  getCheckout: { method: 'GET', path: '/ecom/v1/checkouts/{id}' },
});
