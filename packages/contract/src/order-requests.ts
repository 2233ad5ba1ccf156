import { z } from 'zod';
import { BulkActionMetadata, CursorSearch, ItemMetadata } from './categories.js';
import { ActivityInput, PublicActivity } from './order-activities.js';
import { OrderLineItemUpdate } from './order-lines.js';
import { ImportOrderInput, Order, OrderInput, OrderStatus, OrderUpdate, Tags } from './orders.js';
import { PagingMetadata, Sorting } from './paging.js';
import { FieldMask, Int64 } from './scalars.js';

// The orders calls of "Commerce: orders and payments collector" (wire/types/orders.md), and the calls of
// "Commerce: checkout" that turn a checkout into an order (wire/types/checkout.md).

const OrderId = z.uuid();

export const ORDER_APPROVAL_STRATEGIES = ['DEFAULT', 'PAYMENT_RECEIVED', 'PAYMENT_METHOD_SAVED'] as const;
/** When a new order is approved: by default, once paid, or once a payment method is saved. */
export const OrderApprovalStrategy = z.enum(ORDER_APPROVAL_STRATEGIES);
export type OrderApprovalStrategy = z.infer<typeof OrderApprovalStrategy>;

/** The answer of every call that returns the order alone (get, create, import, update, cancel, activity edits). */
export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;
/** One order of a bulk call: how it went, and the order when asked for (`returnEntity`). */
export const BulkOrderResult = z.object({ itemMetadata: ItemMetadata, item: Order.nullish() });
export type BulkOrderResult = z.infer<typeof BulkOrderResult>;
export const BulkOrdersResponse = z.object({
  results: z.array(BulkOrderResult),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkOrdersResponse = z.infer<typeof BulkOrdersResponse>;
/** Specification 001 section 7: updates carry a field mask naming the fields they change. */
const fieldMask = FieldMask.nullish();

/** Who may edit the order (everyone with the permission, or only some apps), and what creation sends. */
export const OrderCreationSettings = z.object({
  editableByEveryone: z.boolean().nullish(),
  editableByOwnerApps: z.object({ appIds: z.array(z.uuid()).min(1).max(10) }).nullish(),
  orderApprovalStrategy: OrderApprovalStrategy.nullish(),
  notifications: z
    .object({
      sendNotificationToBuyer: z.boolean().nullish(),
      sendNotificationsToBusiness: z.boolean().nullish(),
    })
    .nullish(),
});
export type OrderCreationSettings = z.infer<typeof OrderCreationSettings>;
export const CreateOrderRequest = z.object({ order: OrderInput, settings: OrderCreationSettings.nullish() });
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;
export const ImportOrderRequest = z.object({ order: ImportOrderInput });
export type ImportOrderRequest = z.infer<typeof ImportOrderRequest>;
export const GetOrderRequest = z.object({ id: OrderId });
export type GetOrderRequest = z.infer<typeof GetOrderRequest>;
/** The path is `/ecom/v1/orders/{order.id}`, so the id sits inside `order`. */
export const UpdateOrderRequest = z.object({ order: OrderUpdate, fieldMask });
export type UpdateOrderRequest = z.infer<typeof UpdateOrderRequest>;
export const BulkUpdateOrdersRequest = z.object({
  orders: z
    .array(z.object({ order: OrderUpdate, fieldMask }))
    .min(1)
    .max(100),
  returnEntity: z.boolean().nullish(),
});
export type BulkUpdateOrdersRequest = z.infer<typeof BulkUpdateOrdersRequest>;
/** `id` is the order's; the line's id is `lineItem.id`, both from the path. */
export const UpdateOrderLineItemRequest = z.object({ id: OrderId, lineItem: OrderLineItemUpdate, fieldMask });
export type UpdateOrderLineItemRequest = z.infer<typeof UpdateOrderLineItemRequest>;
export const UpdateOrderStatusRequest = z.object({ orderId: OrderId, status: OrderStatus });
export type UpdateOrderStatusRequest = z.infer<typeof UpdateOrderStatusRequest>;
export const CancelOrderRequest = z.object({
  id: OrderId,
  sendOrderCanceledEmail: z.boolean().nullish(),
  /** Added to the cancellation email. */
  customMessage: z.string().min(1).max(1000).nullish(),
  restockAllItems: z.boolean().nullish(),
});
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;

export const BulkUpdateOrderTagsRequest = z.object({
  orderIds: z.array(OrderId).min(1).max(100),
  assignTags: Tags.nullish(),
  unassignTags: Tags.nullish(),
});
export type BulkUpdateOrderTagsRequest = z.infer<typeof BulkUpdateOrderTagsRequest>;
export const BulkUpdateOrderTagsResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata })),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkUpdateOrderTagsResponse = z.infer<typeof BulkUpdateOrderTagsResponse>;
/** Only orders made by importOrder can be deleted; the deletion runs as a job. */
export const BulkDeleteImportedOrdersRequest = z.object({ orderIds: z.array(OrderId).min(1).max(1000) });
export type BulkDeleteImportedOrdersRequest = z.infer<typeof BulkDeleteImportedOrdersRequest>;
export const BulkDeleteImportedOrdersResponse = z.object({ jobId: z.uuid() });
export type BulkDeleteImportedOrdersResponse = z.infer<typeof BulkDeleteImportedOrdersResponse>;

const MAX_ORDER_NUMBER = 999_999_999n;
const wholeNumber = (value: string) => /^-?\d+$/.test(value);
/** The number the next order gets, a 64-bit integer written as a string, from 0 to 999999999. */
const OrderNumberCounter = Int64.refine((value) => !wholeNumber(value) || BigInt(value) >= 0n, {
  message: 'must be at least 0',
  params: { rule: 'MIN', data: { min: 0 } },
}).refine((value) => !wholeNumber(value) || BigInt(value) <= MAX_ORDER_NUMBER, {
  message: `must be at most ${MAX_ORDER_NUMBER}`,
  params: { rule: 'MAX', data: { max: Number(MAX_ORDER_NUMBER) } },
});
export const SetOrderNumberCounterRequest = z.object({
  counter: OrderNumberCounter,
  /** Without it, a counter below the current one is refused. */
  allowLowerCounter: z.boolean().nullish(),
});
export type SetOrderNumberCounterRequest = z.infer<typeof SetOrderNumberCounterRequest>;
export const SetOrderNumberCounterResponse = z.object({ oldCounter: z.string(), newCounter: z.string() });
export type SetOrderNumberCounterResponse = z.infer<typeof SetOrderNumberCounterResponse>;

/** The categories' cursor search as orders.md has it: no free-text search or aggregations, four sorts at most. */
export const OrderCursorSearch = CursorSearch.pick({ cursorPaging: true, filter: true }).extend({
  sort: z.array(Sorting).max(4).nullish(),
});
export type OrderCursorSearch = z.infer<typeof OrderCursorSearch>;
export const SearchOrdersRequest = z.object({ search: OrderCursorSearch.nullish() });
export type SearchOrdersRequest = z.infer<typeof SearchOrdersRequest>;
/** Cursor paging only, so no `offset` or `total`; named `metadata` here, not `pagingMetadata`. */
export const SearchOrdersResponse = z.object({
  orders: z.array(Order),
  metadata: PagingMetadata.pick({ count: true, cursors: true, hasNext: true }),
});
export type SearchOrdersResponse = z.infer<typeof SearchOrdersResponse>;

export const AddActivityRequest = z.object({ id: OrderId, activity: PublicActivity });
export type AddActivityRequest = z.infer<typeof AddActivityRequest>;
export const AddActivityResponse = OrderResponse.extend({ activityId: z.uuid() });
export type AddActivityResponse = z.infer<typeof AddActivityResponse>;
export const AddActivitiesRequest = z.object({
  orderId: OrderId,
  orderActivities: z.array(ActivityInput).max(300),
});
export type AddActivitiesRequest = z.infer<typeof AddActivitiesRequest>;
export const AddActivitiesResponse = OrderResponse.extend({ activityIds: z.array(z.uuid()) });
export type AddActivitiesResponse = z.infer<typeof AddActivitiesResponse>;
export const UpdateActivityRequest = z.object({
  id: OrderId,
  activityId: z.uuid(),
  activity: PublicActivity,
});
export type UpdateActivityRequest = z.infer<typeof UpdateActivityRequest>;
export const DeleteActivityRequest = z.object({ id: OrderId, activityId: z.uuid() });
export type DeleteActivityRequest = z.infer<typeof DeleteActivityRequest>;

// "Commerce: checkout": checkout.md's CreateOrderRequest shares its name with the orders call's, so it is
// CheckoutCreateOrderRequest here. `inAppPurchase` is in ENDPOINTS.md's payload though not in checkout.md.
const CheckoutId = z.uuid();
const createFromCheckout = {
  id: CheckoutId,
  savePaymentMethod: z.boolean().nullish(),
  /** Authorize the payment now and capture it later. */
  delayCapture: z.boolean().nullish(),
  inAppPurchase: z.boolean().nullish(),
};
export const CheckoutCreateOrderRequest = z.object(createFromCheckout);
export type CheckoutCreateOrderRequest = z.infer<typeof CheckoutCreateOrderRequest>;
/** `orderId` for an order, `subscriptionId` when the checkout made a subscription instead. */
export const CheckoutCreateOrderResponse = z.object({
  orderId: z.uuid().nullish(),
  subscriptionId: z.uuid().nullish(),
  paymentGatewayOrderId: z.string().nullish(),
});
export type CheckoutCreateOrderResponse = z.infer<typeof CheckoutCreateOrderResponse>;
/** `paymentToken` is a payment provider's card token (the sandbox's, here). */
export const CreateOrderAndChargeRequest = z.object({
  ...createFromCheckout,
  paymentToken: z.string().min(1).max(2000).nullish(),
});
export type CreateOrderAndChargeRequest = z.infer<typeof CreateOrderAndChargeRequest>;
export const CreateOrderAndChargeResponse = CheckoutCreateOrderResponse.extend({
  paymentResponseToken: z.string().nullish(),
});
export type CreateOrderAndChargeResponse = z.infer<typeof CreateOrderAndChargeResponse>;
/** `orderId` is in ENDPOINTS.md's payload though not in checkout.md: the order the checkout became. */
export const MarkCheckoutAsCompletedRequest = z.object({ id: CheckoutId, orderId: OrderId.nullish() });
export type MarkCheckoutAsCompletedRequest = z.infer<typeof MarkCheckoutAsCompletedRequest>;
export const MarkCheckoutAsCompletedResponse = z.object({});
export type MarkCheckoutAsCompletedResponse = z.infer<typeof MarkCheckoutAsCompletedResponse>;
