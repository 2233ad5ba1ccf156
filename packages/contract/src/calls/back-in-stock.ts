import {
  BackInStockRequestIdRequest,
  BackInStockRequestResponse,
  CountByCatalogReferencesRequest,
  CountByCatalogReferencesResponse,
  CreateBackInStockNotificationRequestRequest,
  QueryBackInStockRequestsRequest,
  QueryBackInStockRequestsResponse,
  ReportItemsBackInStockRequest,
} from '../back-in-stock.js';
import { withSchemas } from '../calls.js';
import { backInStockNotificationsEndpoints } from '../endpoints/index.js';
import { EmptyResponse } from '../owners.js';

const NOT_FOUND = ['BACK_IN_STOCK_REQUEST_NOT_FOUND'] as const;

export const backInStockNotificationsCalls = /* @__PURE__ */ withSchemas(backInStockNotificationsEndpoints, {
  /** Rate-limited per address and per caller; asking again while one waits answers the waiting one. */
  createBackInStockNotificationRequest: {
    input: CreateBackInStockNotificationRequestRequest,
    output: BackInStockRequestResponse,
    errors: ['CATALOG_ITEM_NOT_FOUND'],
  },
  queryBackInStockNotificationRequests: {
    input: QueryBackInStockRequestsRequest,
    output: QueryBackInStockRequestsResponse,
  },
  getBackInStockNotificationRequestsCountByCatalogReferences: {
    input: CountByCatalogReferencesRequest,
    output: CountByCatalogReferencesResponse,
  },
  reportItemsBackInStock: { input: ReportItemsBackInStockRequest, output: EmptyResponse, errors: NOT_FOUND },
  deleteBackInStockNotificationRequest: {
    input: BackInStockRequestIdRequest,
    output: EmptyResponse,
    errors: NOT_FOUND,
  },
  getBackInStockNotificationRequest: {
    input: BackInStockRequestIdRequest,
    output: BackInStockRequestResponse,
    errors: NOT_FOUND,
  },
  markAsNotificationSent: {
    input: BackInStockRequestIdRequest,
    output: BackInStockRequestResponse,
    errors: NOT_FOUND,
  },
});
