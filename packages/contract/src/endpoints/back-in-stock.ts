import { endpointTable } from './endpoint.js';

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';

// ENDPOINTS.md "Commerce: back-in-stock notification requests".
export const backInStockNotificationsEndpoints = /* @__PURE__ */ endpointTable('backInStockNotifications', {
  createBackInStockNotificationRequest: { method: 'POST', path: BASE },
  /** The client falls back to a POST of the same payload at the `/query` form past 4000 characters. */
  queryBackInStockNotificationRequests: { method: 'GET', path: BASE, postFallback: 'query-path' },
  /** The original client sends the references as one `.r` parameter (up to 14 KB) and has no POST fallback. */
  getBackInStockNotificationRequestsCountByCatalogReferences: {
    method: 'GET',
    path: `${BASE}/count-by-catalog-reference`,
    rawQuery: true,
  },
  reportItemsBackInStock: { method: 'POST', path: `${BASE}/report-items-back-in-stock` },
  deleteBackInStockNotificationRequest: { method: 'DELETE', path: `${BASE}/{id}` },
  getBackInStockNotificationRequest: { method: 'GET', path: `${BASE}/{id}` },
  markAsNotificationSent: { method: 'PUT', path: `${BASE}/{id}/mark-as-notification-sent` },
});
