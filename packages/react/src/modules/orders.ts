/**
 * Query and mutation options for orders (the SDK's `orders`, `orderTransactions` and `orderFulfillments`
 * modules), for a dashboard. Every key sits under `atriumKeys.orders.all`; every write makes all of them stale,
 * since a refund, a capture or a fulfilment changes the order, its list row and its figures at once.
 */
import type { BoundModule, orderFulfillments, orderTransactions, orders } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface OrdersClient {
  orders: BoundModule<typeof orders>;
  orderTransactions: BoundModule<typeof orderTransactions>;
  orderFulfillments: BoundModule<typeof orderFulfillments>;
}

export type OrderSearch = NonNullable<Parameters<OrdersClient['orders']['searchOrders']>[0]>;

const orderKeys = atriumKeys.orders;

/** What a shop's own pages need to list and show a buyer's orders (the server shows a buyer only theirs). */
type OrdersReader = Pick<OrdersClient, 'orders'>;

export const ordersQueries = {
  search: (client: OrdersReader, search: OrderSearch) =>
    queryOptions({
      queryKey: orderKeys.search(search),
      queryFn: () => client.orders.searchOrders(search),
    }),
  detail: (client: OrdersReader, orderId: string) =>
    queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => client.orders.getOrder(orderId) }),
  transactions: (client: OrdersClient, orderId: string) =>
    queryOptions({
      queryKey: orderKeys.transactions(orderId),
      queryFn: async () =>
        (await client.orderTransactions.listTransactionsForSingleOrder(orderId)).orderTransactions,
    }),
  refundability: (client: OrdersClient, orderId: string) =>
    queryOptions({
      queryKey: orderKeys.refundability(orderId),
      queryFn: () => client.orders.getRefundabilityStatus(orderId),
    }),
  fulfillments: (client: OrdersClient, orderId: string) =>
    queryOptions({
      queryKey: orderKeys.fulfillments(orderId),
      queryFn: async () =>
        (await client.orderFulfillments.listFulfillmentsForSingleOrder(orderId)).orderWithFulfillments
          ?.fulfillments ?? [],
    }),
  figures: (client: OrdersClient, options: orders.AggregateOrdersOptions) =>
    queryOptions({
      queryKey: orderKeys.figures(options),
      queryFn: () => client.orders.aggregateOrders(options),
    }),
};

const stale = () => [orderKeys.all];

export interface TagChange {
  orderIds: string[];
  tagId: string;
  assign: boolean;
}
export interface RefundRequest {
  orderId: string;
  payment: { paymentId: string; amount?: { amount: string }; externalRefund?: boolean };
  options: orders.TriggerRefundOptions;
}
export interface PaymentAction {
  orderId: string;
  paymentId: string;
}

export const ordersMutations = {
  retag: mutationFactory<OrdersClient, orders.BulkUpdateOrderTagsResponse, TagChange>({
    mutationKey: orderKeys.mutation('retag'),
    mutationFn: (client, { orderIds, tagId, assign }) =>
      client.orders.bulkUpdateOrderTags(orderIds, {
        [assign ? 'assignTags' : 'unassignTags']: { tags: { tagIds: [tagId] } },
      }),
    invalidate: stale,
  }),
  bulkMarkPaid: mutationFactory<
    OrdersClient,
    Awaited<ReturnType<OrdersClient['orders']['paymentCollectionBulkMarkOrdersAsPaid']>>,
    string[]
  >({
    mutationKey: orderKeys.mutation('bulk-mark-paid'),
    mutationFn: (client, orderIds) => client.orders.paymentCollectionBulkMarkOrdersAsPaid(orderIds),
    invalidate: stale,
  }),
  markPaid: mutationFactory<OrdersClient, orders.OrderResponse, string>({
    mutationKey: orderKeys.mutation('mark-paid'),
    mutationFn: (client, orderId) => client.orders.paymentCollectionMarkOrderAsPaid(orderId),
    invalidate: stale,
  }),
  comment: mutationFactory<OrdersClient, orders.AddActivityResponse, { orderId: string; message: string }>({
    mutationKey: orderKeys.mutation('comment'),
    mutationFn: (client, { orderId, message }) =>
      client.orders.addActivity(orderId, { merchantComment: { message } }),
    invalidate: stale,
  }),
  refund: mutationFactory<OrdersClient, orders.TriggerRefundResponse, RefundRequest>({
    mutationKey: orderKeys.mutation('refund'),
    mutationFn: (client, { orderId, payment, options }) =>
      client.orders.triggerRefund(orderId, [payment], options),
    invalidate: stale,
  }),
  capture: mutationFactory<OrdersClient, orders.OrderTransactionsResponse, PaymentAction>({
    mutationKey: orderKeys.mutation('capture'),
    mutationFn: (client, { orderId, paymentId }) =>
      client.orders.captureAuthorizedPayments(orderId, [{ paymentId }]),
    invalidate: stale,
  }),
  void: mutationFactory<OrdersClient, orders.OrderTransactionsResponse, PaymentAction>({
    mutationKey: orderKeys.mutation('void'),
    mutationFn: (client, { orderId, paymentId }) =>
      client.orders.voidAuthorizedPayments(orderId, [paymentId]),
    invalidate: stale,
  }),
  fulfil: mutationFactory<
    OrdersClient,
    orderFulfillments.CreateFulfillmentResponse,
    { orderId: string; fulfillment: orderFulfillments.NewFulfillment }
  >({
    mutationKey: orderKeys.mutation('fulfil'),
    mutationFn: (client, { orderId, fulfillment }) =>
      client.orderFulfillments.createFulfillment(orderId, fulfillment),
    invalidate: stale,
  }),
  cancel: mutationFactory<
    OrdersClient,
    orders.OrderResponse,
    { orderId: string; options: orders.CancelOrderOptions }
  >({
    mutationKey: orderKeys.mutation('cancel'),
    mutationFn: (client, { orderId, options }) => client.orders.cancelOrder(orderId, options),
    invalidate: stale,
  }),
};
