import { z } from 'zod';
import { BulkActionMetadata, ItemMetadata } from './categories.js';
import { Timestamp } from './scalars.js';

// Order fulfillments (wire/types/orders.md "ecom order-fulfillments"): which of an order's lines shipped, how
// many of each, and how to follow them (tracking info) or the site's own words for it (custom info). The bulk
// call's types are not in orders.md: its request is the platform's `ordersWithFulfillments` (an order id and
// its fulfillments, 100 orders a call) and its answer the bulk calls' `results` and `bulkActionMetadata`.

/** Atrium's orders and their lines have GUID ids: anything else names none of them. */
const OrderId = z.uuid();
const FulfillmentId = z.uuid();
const MAX_LINES = 300;
const MAX_CUSTOM_FIELDS = 100;

/**
 * Shown to the buyer as a link: https only, to a named host, and written as it will be followed (`https:/x`,
 * which URL parsers repair, is refused), so that no `javascript:`, plain-http or odd link reaches them.
 */
const TrackingLink = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(2048)
  .refine((link) => /^https:\/\/[^/\\]/i.test(link), {
    message: 'must be an https link',
    params: { rule: 'FORMAT', data: { type: 'WEB_URL' } },
  });

export const FulfillmentTrackingInfo = z.object({
  trackingNumber: z.string().min(1).max(100).nullish(),
  shippingProvider: z.string().min(1).max(100).nullish(),
  trackingLink: TrackingLink.nullish(),
});
export type FulfillmentTrackingInfo = z.infer<typeof FulfillmentTrackingInfo>;

/** The site's own fulfillment details, as key and value text (at most 100 of them). */
export const CustomFulfillmentInfo = z.object({
  fieldsData: z
    .record(z.string().min(1).max(100), z.string().max(1000))
    .refine((fields) => Object.keys(fields).length <= MAX_CUSTOM_FIELDS, {
      message: `must have at most ${MAX_CUSTOM_FIELDS} items`,
      params: { rule: 'MAX_SIZE', data: { max: MAX_CUSTOM_FIELDS } },
    }),
});
export type CustomFulfillmentInfo = z.infer<typeof CustomFulfillmentInfo>;

/** A line of the order (by its id) and how many of it ship; no quantity ships what is left of the line. */
export const FulfillmentLineItemInput = z.object({
  id: z.uuid(),
  quantity: z.number().int().min(1).max(100_000).nullish(),
});
export type FulfillmentLineItemInput = z.infer<typeof FulfillmentLineItemInput>;

type InfoFields = { trackingInfo?: unknown; customInfo?: unknown; lineItems?: unknown };

/** One of trackingInfo and customInfo (FulfillmentFulfillmentInfoOneOf), and each line named once. */
function fulfillmentRules(value: InfoFields, ctx: z.RefinementCtx) {
  if (value.trackingInfo && value.customInfo)
    ctx.addIssue({
      code: 'custom',
      path: ['customInfo'],
      message: 'only one of trackingInfo and customInfo may be set',
      params: { rule: 'ONE_OF_ALIGNMENT' },
    });
  const lines = Array.isArray(value.lineItems) ? (value.lineItems as Array<{ id: string }>) : [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.id))
      ctx.addIssue({
        code: 'custom',
        path: ['lineItems', index, 'id'],
        message: 'names a line already named in this fulfillment',
        params: { rule: 'VALIDATION' },
      });
    seen.add(line.id);
  });
}

const fulfillmentFields = {
  trackingInfo: FulfillmentTrackingInfo.nullish(),
  customInfo: CustomFulfillmentInfo.nullish(),
  lineItems: z.array(FulfillmentLineItemInput).max(MAX_LINES).nullish(),
  status: z.string().min(1).max(100).nullish(),
  completed: z.boolean().nullish(),
};

/**
 * A fulfillment to create: `id` and `createdDate` are the server's. No line items (or an empty list) ships
 * what is left of every line of the order.
 */
export const FulfillmentInput = z.object(fulfillmentFields).superRefine(fulfillmentRules);
export type FulfillmentInput = z.infer<typeof FulfillmentInput>;

/**
 * A change of a fulfillment (updateFulfillment): a field sent replaces it, null removes it, and one left out
 * stays. Tracking info merges field by field; its lines cannot change (sent, they must be the ones it has).
 */
export const FulfillmentUpdate = z
  .object({ id: FulfillmentId, ...fulfillmentFields })
  .superRefine(fulfillmentRules);
export type FulfillmentUpdate = z.infer<typeof FulfillmentUpdate>;

export const FulfillmentLineItem = z.object({ id: z.string(), quantity: z.number().int() });
export type FulfillmentLineItem = z.infer<typeof FulfillmentLineItem>;

/** A fulfillment as the server answers it: one of trackingInfo and customInfo, or neither. */
export const Fulfillment = z.object({
  id: z.string(),
  createdDate: Timestamp,
  lineItems: z.array(FulfillmentLineItem),
  trackingInfo: z
    .object({
      trackingNumber: z.string().nullish(),
      shippingProvider: z.string().nullish(),
      trackingLink: z.string().nullish(),
    })
    .nullish(),
  customInfo: z.object({ fieldsData: z.record(z.string(), z.string()) }).nullish(),
  status: z.string().nullish(),
  completed: z.boolean().nullish(),
});
export type Fulfillment = z.infer<typeof Fulfillment>;

/** An order and its fulfillments, oldest first. */
export const OrderWithFulfillments = z.object({ orderId: z.string(), fulfillments: z.array(Fulfillment) });
export type OrderWithFulfillments = z.infer<typeof OrderWithFulfillments>;

export const ListFulfillmentsForSingleOrderRequest = z.object({ orderId: OrderId });
export type ListFulfillmentsForSingleOrderRequest = z.infer<typeof ListFulfillmentsForSingleOrderRequest>;
export const ListFulfillmentsForSingleOrderResponse = z.object({
  orderWithFulfillments: OrderWithFulfillments,
});
export type ListFulfillmentsForSingleOrderResponse = z.infer<typeof ListFulfillmentsForSingleOrderResponse>;

export const ListFulfillmentsForMultipleOrdersRequest = z.object({
  orderIds: z.array(OrderId).min(1).max(100),
});
export type ListFulfillmentsForMultipleOrdersRequest = z.infer<
  typeof ListFulfillmentsForMultipleOrdersRequest
>;
export const ListFulfillmentsForMultipleOrdersResponse = z.object({
  ordersWithFulfillments: z.array(OrderWithFulfillments),
});
export type ListFulfillmentsForMultipleOrdersResponse = z.infer<
  typeof ListFulfillmentsForMultipleOrdersResponse
>;

export const CreateFulfillmentRequest = z.object({ orderId: OrderId, fulfillment: FulfillmentInput });
export type CreateFulfillmentRequest = z.infer<typeof CreateFulfillmentRequest>;
export const CreateFulfillmentResponse = z.object({
  orderWithFulfillments: OrderWithFulfillments,
  fulfillmentId: z.string(),
});
export type CreateFulfillmentResponse = z.infer<typeof CreateFulfillmentResponse>;

export const UpdateFulfillmentRequest = z.object({ orderId: OrderId, fulfillment: FulfillmentUpdate });
export type UpdateFulfillmentRequest = z.infer<typeof UpdateFulfillmentRequest>;
export const UpdateFulfillmentResponse = z.object({ orderWithFulfillments: OrderWithFulfillments });
export type UpdateFulfillmentResponse = z.infer<typeof UpdateFulfillmentResponse>;

export const DeleteFulfillmentRequest = z.object({ orderId: OrderId, fulfillmentId: FulfillmentId });
export type DeleteFulfillmentRequest = z.infer<typeof DeleteFulfillmentRequest>;
export const DeleteFulfillmentResponse = z.object({ orderWithFulfillments: OrderWithFulfillments });
export type DeleteFulfillmentResponse = z.infer<typeof DeleteFulfillmentResponse>;

/** One order's new fulfillments in a bulk create: made together, or none of them. */
export const BulkCreateOrderWithFulfillments = z.object({
  orderId: OrderId,
  fulfillments: z.array(FulfillmentInput).min(1).max(50),
});
export type BulkCreateOrderWithFulfillments = z.infer<typeof BulkCreateOrderWithFulfillments>;
export const BulkCreateFulfillmentRequest = z.object({
  ordersWithFulfillments: z.array(BulkCreateOrderWithFulfillments).min(1).max(100),
});
export type BulkCreateFulfillmentRequest = z.infer<typeof BulkCreateFulfillmentRequest>;
export const BulkOrderFulfillmentsResult = z.object({
  itemMetadata: ItemMetadata,
  item: OrderWithFulfillments.nullish(),
});
export type BulkOrderFulfillmentsResult = z.infer<typeof BulkOrderFulfillmentsResult>;
export const BulkCreateFulfillmentResponse = z.object({
  results: z.array(BulkOrderFulfillmentsResult),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkCreateFulfillmentResponse = z.infer<typeof BulkCreateFulfillmentResponse>;
