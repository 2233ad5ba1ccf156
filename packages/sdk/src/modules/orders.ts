/**
 * Commerce: orders (ENDPOINTS.md "Commerce: orders and payments collector"): the calls built so far. An order is
 * its buyer's to read, and the site's (the owner, API keys with `ecom.manage`).
 */
import type {
  AggregateOrdersRequest,
  AggregateOrdersResponse,
  CreatePaymentGatewayOrderRequest,
  PaymentGatewayOrderResponse,
  PreparePaymentCollectionRequest,
  BulkMarkOrdersAsPaidResponse,
  ChargeMembershipsRequest,
  GetPaymentCollectabilityStatusResponse,
  GetRefundabilityStatusResponse,
  OrderTransactionsResponse as WireOrderTransactionsResponse,
  PaymentRefund,
  PriceInput,
  TriggerRefundRequest,
  TriggerRefundResponse as WireTriggerRefundResponse,
  UserDefinedPaymentMethodName,
  ActivityInput,
  AddActivitiesResponse as WireAddActivitiesResponse,
  AddActivityResponse as WireAddActivityResponse,
  BulkOrdersResponse as WireBulkOrdersResponse,
  BulkUpdateOrderTagsResponse as WireBulkUpdateOrderTagsResponse,
  BulkDeleteImportedOrdersResponse,
  CancelOrderRequest,
  ImportOrderInput,
  OrderCreationSettings,
  OrderInput,
  SetOrderNumberCounterResponse,
  OrderCursorSearch,
  OrderLineItemUpdate,
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
/** An order as the site makes it: lines with the caller's prices; totals and payment status are the server's. */
export type NewOrder = FromWire<OrderInput>;
export interface CreateOrderOptions {
  settings?: FromWire<OrderCreationSettings>;
}
/** An order made elsewhere, with its own number, dates, price summary and timeline. */
export type ImportedOrder = FromWire<ImportOrderInput>;
export type ImportOrderResponse = OrderResponse;
export type { BulkDeleteImportedOrdersResponse, SetOrderNumberCounterResponse };
export interface SetOrderNumberCounterOptions {
  /** Without it, a counter below the current one is refused. */
  allowLowerCounter?: boolean;
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

/** How a line is named, described or handled; its quantity and price never change here. */
export const updateOrderLineItem = /* @__PURE__ */ defineMethod<
  [identifiers: { _id: string; lineItemId: string }, lineItem: Omit<FromWire<OrderLineItemUpdate>, '_id'>],
  OrderResponse
>(ordersEndpoints.updateOrderLineItem, {
  args: ['identifiers', 'lineItem'],
  payload: { id: 'identifiers._id', lineItem: 'lineItem', 'lineItem.id': 'identifiers.lineItemId' },
  elevated: true,
});

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

// The payments collector: the site's calls that take, capture, void and refund an order's money.

export type OrderTransactionsResponse = FromWire<WireOrderTransactionsResponse>;
export type TriggerRefundResponse = FromWire<WireTriggerRefundResponse>;
export type TriggerRefundOptions = Pick<FromWire<TriggerRefundRequest>, 'details' | 'sideEffects'>;

/** Whether the rest of the order can be collected now, and how much. */
export const getPaymentCollectabilityStatus = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string],
  GetPaymentCollectabilityStatusResponse
>(ordersEndpoints.getPaymentCollectabilityStatus, {
  args: ['ecomOrderId'],
  payload: { ecomOrderId: 'ecomOrderId' },
  elevated: true,
});

/** A payment taken by hand (cash, a transfer), up to what the order still owes. */
export const recordManuallyCollectedPayment = /* @__PURE__ */ defineMethod<
  [
    orderId: string,
    amount: PriceInput,
    options?: { userDefinedPaymentMethodName?: UserDefinedPaymentMethodName },
  ],
  Record<string, never>
>(ordersEndpoints.recordManuallyCollectedPayment, {
  args: ['orderId', 'amount', 'options'],
  payload: {
    orderId: 'orderId',
    amount: 'amount',
    userDefinedPaymentMethodName: 'options.userDefinedPaymentMethodName',
  },
  elevated: true,
});

/** The rest of the order recorded as paid by hand. */
export const paymentCollectionMarkOrderAsPaid = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, options?: { userDefinedPaymentMethodName?: UserDefinedPaymentMethodName }],
  OrderResponse
>(ordersEndpoints.paymentCollectionMarkOrderAsPaid, {
  args: ['ecomOrderId', 'options'],
  payload: {
    ecomOrderId: 'ecomOrderId',
    userDefinedPaymentMethodName: 'options.userDefinedPaymentMethodName',
  },
  elevated: true,
});

export const paymentCollectionBulkMarkOrdersAsPaid = /* @__PURE__ */ defineMethod<
  [ecomOrderIds: string[]],
  FromWire<BulkMarkOrdersAsPaidResponse>
>(ordersEndpoints.paymentCollectionBulkMarkOrdersAsPaid, {
  args: ['ecomOrderIds'],
  payload: { ecomOrderIds: 'ecomOrderIds' },
  elevated: true,
});

/** Whether each payment can be refunded here, only by hand, or not at all, and why. */
export const getRefundabilityStatus = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string],
  FromWire<GetRefundabilityStatusResponse>
>(ordersEndpoints.getRefundabilityStatus, {
  args: ['ecomOrderId'],
  payload: { ecomOrderId: 'ecomOrderId' },
  elevated: true,
});

/** Refunds one payment, whole or in part, never more than it captured less its refunds. */
export const triggerRefund = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, payments: FromWire<PaymentRefund>[], options?: TriggerRefundOptions],
  TriggerRefundResponse
>(ordersEndpoints.triggerRefund, {
  args: ['ecomOrderId', 'payments', 'options'],
  payload: {
    ecomOrderId: 'ecomOrderId',
    payments: 'payments',
    details: 'options.details',
    sideEffects: 'options.sideEffects',
  },
  elevated: true,
});

/** Captures authorizations, all of each or the amount given. */
export const captureAuthorizedPayments = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, payments: Array<{ paymentId: string; amount?: PriceInput }>],
  OrderTransactionsResponse
>(ordersEndpoints.captureAuthorizedPayments, {
  args: ['ecomOrderId', 'payments'],
  payload: { ecomOrderId: 'ecomOrderId', payments: 'payments' },
  elevated: true,
});

/** Releases authorizations nothing was captured from. */
export const voidAuthorizedPayments = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, paymentIds: string[]],
  OrderTransactionsResponse
>(ordersEndpoints.voidAuthorizedPayments, {
  args: ['ecomOrderId', 'paymentIds'],
  payload: { ecomOrderId: 'ecomOrderId', paymentIds: 'paymentIds' },
  elevated: true,
});

export type { AggregateOrdersResponse, PaymentGatewayOrderResponse };
/** What to aggregate, and over which orders (the grammar is in the contract's order-aggregations.ts). */
export type AggregateOrdersOptions = FromWire<AggregateOrdersRequest>;
export type PreparePaymentCollectionOptions = Omit<
  FromWire<PreparePaymentCollectionRequest>,
  'ecomOrderId' | 'amount'
>;
export type CreatePaymentGatewayOrderOptions = Pick<FromWire<CreatePaymentGatewayOrderRequest>, 'chargedBy'>;

/** The site's orders counted and their money added up (exactly, per currency), over a filter as searchOrders'. */
export const aggregateOrders = /* @__PURE__ */ defineMethod<
  [options?: AggregateOrdersOptions],
  AggregateOrdersResponse
>(ordersEndpoints.aggregateOrders, {
  args: ['options'],
  payload: {
    filter: 'options.filter',
    aggregation: 'options.aggregation',
    hierarchySeparatorOverride: 'options.hierarchySeparatorOverride',
  },
  elevated: true,
});

/** A payment gateway order for part or all of what the order owes (never more); a new one replaces the last. */
export const preparePaymentCollection = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, amount: PriceInput, options?: PreparePaymentCollectionOptions],
  PaymentGatewayOrderResponse
>(ordersEndpoints.preparePaymentCollection, {
  args: ['ecomOrderId', 'amount', 'options'],
  payload: {
    ecomOrderId: 'ecomOrderId',
    amount: 'amount',
    paymentGatewayOrderId: 'options.paymentGatewayOrderId',
    delayedCapture: 'options.delayedCapture',
    merchantInitiated: 'options.merchantInitiated',
    redirectUrls: 'options.redirectUrls',
    delayedCaptureSettings: 'options.delayedCaptureSettings',
  },
  elevated: true,
});

/** A payment gateway order for all that the order still owes. */
export const paymentCollectionCreatePaymentGatewayOrder = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, options?: CreatePaymentGatewayOrderOptions],
  PaymentGatewayOrderResponse
>(ordersEndpoints.paymentCollectionCreatePaymentGatewayOrder, {
  args: ['ecomOrderId', 'options'],
  payload: { ecomOrderId: 'ecomOrderId', chargedBy: 'options.chargedBy' },
  elevated: true,
});

/** Refused (MEMBERSHIPS_NOT_AVAILABLE) while no memberships provider is installed. */
export const chargeMemberships = /* @__PURE__ */ defineMethod<
  [ecomOrderId: string, memberId: string, options?: Pick<ChargeMembershipsRequest, 'membershipCharges'>],
  void
>(ordersEndpoints.chargeMemberships, {
  args: ['ecomOrderId', 'memberId', 'options'],
  payload: {
    ecomOrderId: 'ecomOrderId',
    memberId: 'memberId',
    membershipCharges: 'options.membershipCharges',
  },
  returns: null,
  elevated: true,
});

/**
 * An order the site makes itself (a phone or back-office order), in the store's currency. The server adds up its
 * totals from the line prices, discounts, shipping, fees and taxes given, and takes its stock as a placed order does.
 */
export const createOrder = /* @__PURE__ */ defineMethod<
  [order: NewOrder, options?: CreateOrderOptions],
  Order
>(ordersEndpoints.createOrder, {
  args: ['order', 'options'],
  payload: { order: 'order', settings: 'options.settings' },
  returns: 'order',
  elevated: true,
});

/** An order made elsewhere, kept as it was (its number must be free); it moves no stock and sends no mail. */
export const importOrder = /* @__PURE__ */ defineMethod<[order: ImportedOrder], ImportOrderResponse>(
  ordersEndpoints.importOrder,
  { args: ['order'], payload: { order: 'order' }, elevated: true },
);

/** Deletes imported orders; any other order named is left as it is. The job is done when this answers. */
export const bulkDeleteImportedOrders = /* @__PURE__ */ defineMethod<
  [orderIds: string[]],
  BulkDeleteImportedOrdersResponse
>(ordersEndpoints.bulkDeleteImportedOrders, {
  args: ['orderIds'],
  payload: { orderIds: 'orderIds' },
  elevated: true,
});

/** The next order is numbered `counter` + 1; never below the highest existing order number. */
export const setOrderNumberCounter = /* @__PURE__ */ defineMethod<
  [counter: string, options?: SetOrderNumberCounterOptions],
  SetOrderNumberCounterResponse
>(ordersEndpoints.setOrderNumberCounter, {
  args: ['counter', 'options'],
  payload: { counter: 'counter', allowLowerCounter: 'options.allowLowerCounter' },
  elevated: true,
});
