/**
 * Commerce: order fulfillments (ENDPOINTS.md "Commerce: order fulfillments"): which of an order's lines shipped,
 * how many of each, and how to follow them. The site's calls (the owner, API keys with `ecom.manage`).
 */
import type {
  BulkCreateFulfillmentResponse as WireBulkCreateFulfillmentResponse,
  BulkCreateOrderWithFulfillments as WireBulkCreateOrderWithFulfillments,
  CreateFulfillmentResponse as WireCreateFulfillmentResponse,
  DeleteFulfillmentResponse as WireDeleteFulfillmentResponse,
  Fulfillment as WireFulfillment,
  FulfillmentInput as WireFulfillmentInput,
  FulfillmentUpdate as WireFulfillmentUpdate,
  ListFulfillmentsForMultipleOrdersResponse as WireListForMultipleResponse,
  ListFulfillmentsForSingleOrderResponse as WireListForSingleResponse,
  OrderWithFulfillments as WireOrderWithFulfillments,
} from '@atrium/contract';
import { orderFulfillmentsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type Fulfillment = FromWire<WireFulfillment>;
export type OrderWithFulfillments = FromWire<WireOrderWithFulfillments>;
/**
 * A new fulfillment: lines by the order line's `_id` (no quantity: what is left of the line; no lines: what is
 * left of every line), and tracking info or custom info.
 */
export type NewFulfillment = FromWire<WireFulfillmentInput>;
/** What an update may change (its id comes from the identifiers): tracking or custom info, status, completed. */
export type FulfillmentChanges = Omit<FromWire<WireFulfillmentUpdate>, '_id'>;
export type BulkCreateOrderWithFulfillments = FromWire<WireBulkCreateOrderWithFulfillments>;
export type ListFulfillmentsForSingleOrderResponse = FromWire<WireListForSingleResponse>;
export type ListFulfillmentsForMultipleOrdersResponse = FromWire<WireListForMultipleResponse>;
export type CreateFulfillmentResponse = FromWire<WireCreateFulfillmentResponse>;
export type DeleteFulfillmentResponse = FromWire<WireDeleteFulfillmentResponse>;
/** Each order's result (`itemMetadata._id` is the order's id, `item` its fulfillments) and the counts. */
export type BulkCreateFulfillmentResponse = FromWire<WireBulkCreateFulfillmentResponse>;
/** One fulfillment of one order. */
export interface FulfillmentIdentifiers {
  orderId: string;
  fulfillmentId: string;
}
export interface UpdateFulfillmentOptions {
  fulfillment?: FulfillmentChanges;
}

/** An order's fulfillments, in the order they were made. */
export const listFulfillmentsForSingleOrder = /* @__PURE__ */ defineMethod<
  [orderId: string],
  ListFulfillmentsForSingleOrderResponse
>(orderFulfillmentsEndpoints.listFulfillmentsForSingleOrder, {
  args: ['orderId'],
  payload: { orderId: 'orderId' },
  elevated: true,
});

/** The fulfillments of several orders; ids of no order of the site are left out. */
export const listFulfillmentsForMultipleOrders = /* @__PURE__ */ defineMethod<
  [orderIds: string[]],
  ListFulfillmentsForMultipleOrdersResponse
>(orderFulfillmentsEndpoints.listFulfillmentsForMultipleOrders, {
  args: ['orderIds'],
  payload: { orderIds: 'orderIds' },
  elevated: true,
});

/** Ships some of an order's lines, never more than is left of them. */
export const createFulfillment = /* @__PURE__ */ defineMethod<
  [orderId: string, fulfillment: NewFulfillment],
  CreateFulfillmentResponse
>(orderFulfillmentsEndpoints.createFulfillment, {
  args: ['orderId', 'fulfillment'],
  payload: { orderId: 'orderId', fulfillment: 'fulfillment' },
  elevated: true,
});

/** Fulfillments for several orders, each order on its own: its fulfillments are all made, or none. */
export const bulkCreateFulfillments = /* @__PURE__ */ defineMethod<
  [ordersWithFulfillments: BulkCreateOrderWithFulfillments[]],
  BulkCreateFulfillmentResponse
>(orderFulfillmentsEndpoints.bulkCreateFulfillments, {
  args: ['ordersWithFulfillments'],
  payload: { ordersWithFulfillments: 'ordersWithFulfillments' },
  elevated: true,
});

/** Changes a fulfillment's tracking or custom info, status or completion; answers the order's fulfillments. */
export const updateFulfillment = /* @__PURE__ */ defineMethod<
  [identifiers: FulfillmentIdentifiers, options?: UpdateFulfillmentOptions],
  OrderWithFulfillments
>(orderFulfillmentsEndpoints.updateFulfillment, {
  args: ['identifiers', 'options'],
  payload: {
    fulfillment: 'options.fulfillment',
    'fulfillment.id': 'identifiers.fulfillmentId',
    orderId: 'identifiers.orderId',
  },
  returns: 'orderWithFulfillments',
  elevated: true,
});

/** Deletes a fulfillment: its lines count as not shipped again. */
export const deleteFulfillment = /* @__PURE__ */ defineMethod<
  [identifiers: FulfillmentIdentifiers],
  DeleteFulfillmentResponse
>(orderFulfillmentsEndpoints.deleteFulfillment, {
  args: ['identifiers'],
  payload: { fulfillmentId: 'identifiers.fulfillmentId', orderId: 'identifiers.orderId' },
  elevated: true,
});
