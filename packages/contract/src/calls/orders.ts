import { withSchemas } from '../calls.js';
import { orderCallsEndpoints } from '../endpoints/index.js';
import { AggregateOrdersRequest, AggregateOrdersResponse } from '../order-aggregations.js';
import {
  BulkOrdersResponse,
  BulkUpdateOrdersRequest,
  CancelOrderRequest,
  SearchOrdersRequest,
  SearchOrdersResponse,
  UpdateOrderLineItemRequest,
  UpdateOrderRequest,
  UpdateOrderStatusRequest,
  AddActivitiesRequest,
  AddActivitiesResponse,
  AddActivityRequest,
  AddActivityResponse,
  BulkUpdateOrderTagsRequest,
  BulkUpdateOrderTagsResponse,
  BulkDeleteImportedOrdersRequest,
  BulkDeleteImportedOrdersResponse,
  CreateOrderRequest,
  DeleteActivityRequest,
  ImportOrderRequest,
  SetOrderNumberCounterRequest,
  SetOrderNumberCounterResponse,
  GetOrderRequest,
  OrderResponse,
  UpdateActivityRequest,
} from '../order-requests.js';

/** Why a status move is refused: no such order, the status it has, or a move the transitions forbid. */
const STATUS_MOVES = ['ORDER_NOT_FOUND', 'STATUS_ALREADY_SET', 'UNSUPPORTED_TRANSITION'] as const;
/** Why an activity is refused: no such order, a system activity, or the order's timeline is full. */
const ACTIVITY_ADDS = ['ORDER_NOT_FOUND', 'ACTIVITY_NOT_EDITABLE', 'TOO_MANY_ACTIVITIES'] as const;
const ACTIVITY_EDITS = ['ORDER_NOT_FOUND', 'ACTIVITY_NOT_FOUND', 'ACTIVITY_NOT_EDITABLE'] as const;
/** Why an order made by the site or imported is refused: its number or checkout is another order's. */
const MADE = ['ORDER_NUMBER_TAKEN', 'CHECKOUT_ALREADY_COMPLETED'] as const;

export const ordersCalls = /* @__PURE__ */ withSchemas(orderCallsEndpoints, {
  getOrder: { input: GetOrderRequest, output: OrderResponse, errors: ['ORDER_NOT_FOUND'] },
  searchOrders: { input: SearchOrdersRequest, output: SearchOrdersResponse },
  aggregateOrders: { input: AggregateOrdersRequest, output: AggregateOrdersResponse },
  updateOrder: { input: UpdateOrderRequest, output: OrderResponse, errors: ['ORDER_NOT_FOUND'] },
  updateOrderLineItem: {
    input: UpdateOrderLineItemRequest,
    output: OrderResponse,
    errors: ['ORDER_NOT_FOUND', 'LINE_ITEM_NOT_FOUND'],
  },
  /** Each order's failure is reported in its result, never as the answer. */
  bulkUpdateOrders: { input: BulkUpdateOrdersRequest, output: BulkOrdersResponse },
  updateOrderStatus: { input: UpdateOrderStatusRequest, output: OrderResponse, errors: STATUS_MOVES },
  cancelOrder: { input: CancelOrderRequest, output: OrderResponse, errors: STATUS_MOVES },
  addActivity: { input: AddActivityRequest, output: AddActivityResponse, errors: ACTIVITY_ADDS },
  addActivities: { input: AddActivitiesRequest, output: AddActivitiesResponse, errors: ACTIVITY_ADDS },
  updateActivity: { input: UpdateActivityRequest, output: OrderResponse, errors: ACTIVITY_EDITS },
  deleteActivity: { input: DeleteActivityRequest, output: OrderResponse, errors: ACTIVITY_EDITS },
  /** Each order's failure (ORDER_NOT_FOUND, TOO_MANY_TAGS) is reported in its result, never as the answer. */
  bulkUpdateOrderTags: { input: BulkUpdateOrderTagsRequest, output: BulkUpdateOrderTagsResponse },
  /** Stock is taken in the order's transaction, never below zero. */
  createOrder: { input: CreateOrderRequest, output: OrderResponse, errors: [...MADE, 'INSUFFICIENT_STOCK'] },
  importOrder: { input: ImportOrderRequest, output: OrderResponse, errors: MADE },
  /** Orders not imported, or not the site's, are left as they are. */
  bulkDeleteImportedOrders: {
    input: BulkDeleteImportedOrdersRequest,
    output: BulkDeleteImportedOrdersResponse,
  },
  setOrderNumberCounter: {
    input: SetOrderNumberCounterRequest,
    output: SetOrderNumberCounterResponse,
    errors: ['ORDER_COUNTER_LOWER_NOT_ALLOWED', 'ORDER_COUNTER_BELOW_EXISTING_ORDER'],
  },
});
