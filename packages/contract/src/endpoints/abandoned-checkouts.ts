import { endpointTable } from './endpoint.js';

/**
 * "Commerce: abandoned checkouts", call for call (ENDPOINTS.md), and Atrium's own recovery settings of a site
 * (under `/atrium/v1`, as the protocol has no call for them).
 */
export const abandonedCheckoutsEndpoints = /* @__PURE__ */ endpointTable('abandonedCheckouts', {
  getAbandonedCheckoutAnalytics: { method: 'POST', path: '/ecom/v1/abandoned-checkout/get-analytics' },
  queryAbandonedCheckouts: { method: 'POST', path: '/ecom/v1/abandoned-checkout/query' },
  searchAbandonedCheckouts: { method: 'POST', path: '/ecom/v1/abandoned-checkout/search' },
  deleteAbandonedCheckout: { method: 'DELETE', path: '/ecom/v1/abandoned-checkout/{abandonedCheckoutId}' },
  getAbandonedCheckout: { method: 'GET', path: '/ecom/v1/abandoned-checkout/{abandonedCheckoutId}' },
  redirectToCheckout: {
    method: 'GET',
    path: '/ecom/v1/abandoned-checkout/{abandonedCheckoutId}/redirect-to-checkout',
  },
  addAbandonedCheckoutActivity: {
    method: 'POST',
    path: '/ecom/v1/abandoned-checkouts/{abandonedCheckoutId}/add-activity',
  },
  bulkDeleteAbandonedCheckouts: { method: 'POST', path: '/ecom/v1/bulk/abandoned-checkout/delete' },
  getAbandonedCheckoutSettings: { method: 'GET', path: '/atrium/v1/abandoned-checkout-settings' },
  updateAbandonedCheckoutSettings: { method: 'PATCH', path: '/atrium/v1/abandoned-checkout-settings' },
});
