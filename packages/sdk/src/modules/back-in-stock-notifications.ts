/**
 * Commerce: back-in-stock notification requests. A shopper asks to be mailed once when an item that is out of
 * stock can be bought again; visitors and members read and delete only their own. The site (owner, API key with
 * `ecom.manage`) counts them by item, reports items back (mailing the waiting shoppers now) and marks requests it
 * handled itself. ENDPOINTS.md "Commerce: back-in-stock notification requests", call for call.
 */
import type {
  BackInStockItemDetails,
  BackInStockNotificationRequest as WireRequest,
  BackInStockRequestInput,
  CatalogReference,
  PagingMetadata,
} from '@atrium/contract';
import { backInStockNotificationsEndpoints as endpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type BackInStockNotificationRequest = FromWire<WireRequest>;
export type { BackInStockItemDetails, BackInStockRequestInput, CatalogReference };
export interface BackInStockNotificationRequestsPage {
  requests: BackInStockNotificationRequest[];
  metadata: PagingMetadata;
}
export interface ReportItemsBackInStockOptions {
  catalogReference?: CatalogReference;
  requestIds?: string[];
  extraAutomationTemplateParameters?: Record<string, string>;
}
const elevated = { elevated: true } as const;

/** Answers the waiting request of the same address and item when there is one, instead of a second. */
export const createBackInStockNotificationRequest = /* @__PURE__ */ defineMethod<
  [request: BackInStockRequestInput, itemDetails?: BackInStockItemDetails],
  BackInStockNotificationRequest
>(endpoints.createBackInStockNotificationRequest, { args: ['request', 'itemDetails'], returns: 'request' });

/** `query…()` returns a query builder; `query…(query)` resolves to the page (`requests`, `metadata`). */
export const queryBackInStockNotificationRequests = /* @__PURE__ */ defineQueryForms<
  BackInStockNotificationRequest,
  Record<string, never>,
  BackInStockNotificationRequestsPage
>(endpoints.queryBackInStockNotificationRequests, {
  args: ['options'],
  items: 'requests',
  pagingMetadata: 'metadata',
});

export const getBackInStockNotificationRequestsCountByCatalogReferences = /* @__PURE__ */ defineMethod<
  [catalogReferences: CatalogReference[]],
  { countsPerCatalogReference: Array<{ catalogReference: CatalogReference; count: number }> }
>(endpoints.getBackInStockNotificationRequestsCountByCatalogReferences, {
  args: ['catalogReferences'],
  ...elevated,
});

export const reportItemsBackInStock = /* @__PURE__ */ defineMethod<
  [itemDetails: BackInStockItemDetails, options?: ReportItemsBackInStockOptions],
  Record<string, never>
>(endpoints.reportItemsBackInStock, {
  args: ['itemDetails', 'options'],
  payload: {
    itemDetails: 'itemDetails',
    catalogReference: 'options.catalogReference',
    requestIds: 'options.requestIds',
    extraAutomationTemplateParameters: 'options.extraAutomationTemplateParameters',
  },
  ...elevated,
});

export const deleteBackInStockNotificationRequest = /* @__PURE__ */ defineMethod<[_id: string], void>(
  endpoints.deleteBackInStockNotificationRequest,
  { args: ['_id'], payload: { id: '_id' }, returns: null },
);

export const getBackInStockNotificationRequest = /* @__PURE__ */ defineMethod<
  [_id: string],
  BackInStockNotificationRequest
>(endpoints.getBackInStockNotificationRequest, { args: ['_id'], payload: { id: '_id' }, returns: 'request' });

export const markAsNotificationSent = /* @__PURE__ */ defineMethod<
  [_id: string],
  { request: BackInStockNotificationRequest }
>(endpoints.markAsNotificationSent, { args: ['_id'], payload: { id: '_id' }, ...elevated });
