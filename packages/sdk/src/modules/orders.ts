/**
 * Commerce: orders (ENDPOINTS.md "Commerce: orders and payments collector"): the calls built so far. An order is
 * its buyer's to read, and the site's (the owner, API keys with `ecom.manage`).
 */
import type {
  ActivityInput,
  AddActivitiesResponse as WireAddActivitiesResponse,
  AddActivityResponse as WireAddActivityResponse,
  BulkOrdersResponse as WireBulkOrdersResponse,
  BulkUpdateOrderTagsResponse as WireBulkUpdateOrderTagsResponse,
  CancelOrderRequest,
  OrderCursorSearch,
  OrderStatus,
  OrderUpdate,
  SearchOrdersResponse as WireSearchOrdersResponse,
  Order as WireOrder,
  PublicActivity as WirePublicActivity,
  Tags,
} from '@atrium/contract';
import { ordersEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type Order = FromWire<WireOrder>;
/** What a caller writes on an order's timeline: a merchant comment or a custom activity, one of them. */
export type PublicActivity = FromWire<WirePublicActivity>;
export type AddActivityResponse = FromWire<WireAddActivityResponse>;
export type AddActivitiesResponse = FromWire<WireAddActivitiesResponse>;
export interface AddActivitiesOptions {
  orderActivities?: FromWire<ActivityInput>[];
}
/** One activity of one order. */
export interface ActivityIdentifiers {
  _id: string;
  activityId: string;
}
export interface UpdateActivityResponse {
  order: Order;
}
export type DeleteActivityResponse = UpdateActivityResponse;
export interface BulkUpdateOrderTagsOptions {
  assignTags?: Tags;
  unassignTags?: Tags;
}
/** Each order's result (`itemMetadata._id` is the order's id) and the counts. */
export type BulkUpdateOrderTagsResponse = FromWire<WireBulkUpdateOrderTagsResponse>;

export type SearchOrdersResponse = FromWire<WireSearchOrdersResponse>;
/** What an update may change (its id comes from the first argument). */
export type OrderChanges = Omit<FromWire<OrderUpdate>, '_id'>;
export type BulkUpdateOrdersResponse = FromWire<WireBulkOrdersResponse>;
export type CancelOrderOptions = Omit<CancelOrderRequest, 'id'>;
export interface OrderResponse {
  order: Order;
}

/** An order as it was placed, with its payments' balance and its timeline. */
export const getOrder = /* @__PURE__ */ defineMethod<[_id: string], Order>(ordersEndpoints.getOrder, {
  args: ['_id'],
  payload: { id: '_id' },
  returns: 'order',
});

/** A merchant comment or a custom activity at the end of the order's timeline. The site's only. */
export const addActivity = /* @__PURE__ */ defineMethod<
  [_id: string, activity: PublicActivity],
  AddActivityResponse
>(ordersEndpoints.addActivity, {
  args: ['_id', 'activity'],
  payload: { id: '_id', activity: 'activity' },
  elevated: true,
});

/** Merchant comments and custom activities, in the order given; system activities are refused. */
export const addActivities = /* @__PURE__ */ defineMethod<
  [orderId: string, options?: AddActivitiesOptions],
  AddActivitiesResponse
>(ordersEndpoints.addActivities, {
  args: ['orderId', 'options'],
  payload: { orderId: 'orderId', orderActivities: 'options.orderActivities' },
  elevated: true,
});

/** A merchant comment or custom activity rewritten; it keeps its kind and its place on the timeline. */
export const updateActivity = /* @__PURE__ */ defineMethod<
  [identifiers: ActivityIdentifiers, activity: PublicActivity],
  UpdateActivityResponse
>(ordersEndpoints.updateActivity, {
  args: ['identifiers', 'activity'],
  payload: { id: 'identifiers._id', activityId: 'identifiers.activityId', activity: 'activity' },
  elevated: true,
});

export const deleteActivity = /* @__PURE__ */ defineMethod<
  [identifiers: ActivityIdentifiers],
  DeleteActivityResponse
>(ordersEndpoints.deleteActivity, {
  args: ['identifiers'],
  payload: { id: 'identifiers._id', activityId: 'identifiers.activityId' },
  elevated: true,
});

/** Tags assigned to and unassigned from each order; each order's result says how it went. */
export const bulkUpdateOrderTags = /* @__PURE__ */ defineMethod<
  [orderIds: string[], options?: BulkUpdateOrderTagsOptions],
  BulkUpdateOrderTagsResponse
>(ordersEndpoints.bulkUpdateOrderTags, {
  args: ['orderIds', 'options'],
  payload: { orderIds: 'orderIds', assignTags: 'options.assignTags', unassignTags: 'options.unassignTags' },
  elevated: true,
});

/** The site's orders (a buyer's own, for a buyer), filtered and sorted, a cursor page at a time. */
export const searchOrders = /* @__PURE__ */ defineMethod<[search?: OrderCursorSearch], SearchOrdersResponse>(
  ordersEndpoints.searchOrders,
  { args: ['search'], payload: { search: 'search' } },
);

/** Contact, addresses, note, flags or tags of an order; what the order was sold for never changes. */
export const updateOrder = /* @__PURE__ */ defineMethod<[_id: string, order: OrderChanges], Order>(
  ordersEndpoints.updateOrder,
  {
    args: ['_id', 'order'],
    payload: { order: 'order', 'order.id': '_id' },
    returns: 'order',
    elevated: true,
  },
);

/** Several orders updated, each on its own; each result says how it went. */
export const bulkUpdateOrders = /* @__PURE__ */ defineMethod<
  [orders: Array<{ order: FromWire<OrderUpdate>; fieldMask?: string }>, options?: { returnEntity?: boolean }],
  BulkUpdateOrdersResponse
>(ordersEndpoints.bulkUpdateOrders, {
  args: ['orders', 'options'],
  payload: { orders: 'orders', returnEntity: 'options.returnEntity' },
  elevated: true,
});

/** A status move the order's transitions allow (STATUS_ALREADY_SET, UNSUPPORTED_TRANSITION otherwise). */
export const updateOrderStatus = /* @__PURE__ */ defineMethod<
  [orderId: string, status: OrderStatus],
  OrderResponse
>(ordersEndpoints.updateOrderStatus, {
  args: ['orderId', 'status'],
  payload: { orderId: 'orderId', status: 'status' },
  elevated: true,
});

/** Cancels an order; its stock comes back with `restockAllItems`, and the buyer is told when asked. */
export const cancelOrder = /* @__PURE__ */ defineMethod<
  [_id: string, options?: CancelOrderOptions],
  OrderResponse
>(ordersEndpoints.cancelOrder, {
  args: ['_id', 'options'],
  payload: {
    id: '_id',
    sendOrderCanceledEmail: 'options.sendOrderCanceledEmail',
    customMessage: 'options.customMessage',
    restockAllItems: 'options.restockAllItems',
  },
  elevated: true,
});
