/**
 * Commerce: order transactions (ENDPOINTS.md "Commerce: order transactions"): the calls built so far, the
 * site's. The payments collector's writes are in the orders module.
 */
import type {
  ListTransactionsForMultipleOrdersResponse as WireMultipleResponse,
  OrderTransactionsResponse as WireResponse,
} from '@atrium/contract';
import { orderTransactionsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type OrderTransactionsResponse = FromWire<WireResponse>;
export type ListTransactionsForMultipleOrdersResponse = FromWire<WireMultipleResponse>;

/** An order's payments and refunds. */
export const listTransactionsForSingleOrder = /* @__PURE__ */ defineMethod<
  [orderId: string],
  OrderTransactionsResponse
>(orderTransactionsEndpoints.listTransactionsForSingleOrder, {
  args: ['orderId'],
  payload: { orderId: 'orderId' },
  elevated: true,
});

/** The payments and refunds of several orders; ids of no order of the site are left out. */
export const listTransactionsForMultipleOrders = /* @__PURE__ */ defineMethod<
  [orderIds: string[]],
  ListTransactionsForMultipleOrdersResponse
>(orderTransactionsEndpoints.listTransactionsForMultipleOrders, {
  args: ['orderIds'],
  payload: { orderIds: 'orderIds' },
  elevated: true,
});
