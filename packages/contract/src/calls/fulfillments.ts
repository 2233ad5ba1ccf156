import { withSchemas } from '../calls.js';
import { orderFulfillmentsEndpoints } from '../endpoints/fulfillments.js';
import {
  BulkCreateFulfillmentRequest,
  BulkCreateFulfillmentResponse,
  CreateFulfillmentRequest,
  CreateFulfillmentResponse,
  DeleteFulfillmentRequest,
  DeleteFulfillmentResponse,
  ListFulfillmentsForMultipleOrdersRequest,
  ListFulfillmentsForMultipleOrdersResponse,
  ListFulfillmentsForSingleOrderRequest,
  ListFulfillmentsForSingleOrderResponse,
  UpdateFulfillmentRequest,
  UpdateFulfillmentResponse,
} from '../fulfillments.js';

/** Why a new fulfillment is refused: no such order, one not approved, a line it lacks, or too many of one. */
const CREATE = [
  'ORDER_NOT_FOUND',
  'ORDER_NOT_FULFILLABLE',
  'LINE_ITEM_NOT_FOUND',
  'FULFILLMENT_QUANTITY_EXCEEDED',
] as const;

export const orderFulfillmentsCalls = /* @__PURE__ */ withSchemas(orderFulfillmentsEndpoints, {
  /** Ids of no order of the site are left out. */
  listFulfillmentsForMultipleOrders: {
    input: ListFulfillmentsForMultipleOrdersRequest,
    output: ListFulfillmentsForMultipleOrdersResponse,
  },
  /** Each order's failure is reported in its result. */
  bulkCreateFulfillments: { input: BulkCreateFulfillmentRequest, output: BulkCreateFulfillmentResponse },
  listFulfillmentsForSingleOrder: {
    input: ListFulfillmentsForSingleOrderRequest,
    output: ListFulfillmentsForSingleOrderResponse,
    errors: ['ORDER_NOT_FOUND'],
  },
  createFulfillment: { input: CreateFulfillmentRequest, output: CreateFulfillmentResponse, errors: CREATE },
  updateFulfillment: {
    input: UpdateFulfillmentRequest,
    output: UpdateFulfillmentResponse,
    errors: ['ORDER_NOT_FOUND', 'FULFILLMENT_NOT_FOUND'],
  },
  deleteFulfillment: {
    input: DeleteFulfillmentRequest,
    output: DeleteFulfillmentResponse,
    errors: ['ORDER_NOT_FOUND', 'FULFILLMENT_NOT_FOUND'],
  },
});
