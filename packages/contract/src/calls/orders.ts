import { withSchemas } from '../calls.js';
import { ordersEndpoints } from '../endpoints/index.js';
import { GetOrderRequest, OrderResponse } from '../order-requests.js';

export const ordersCalls = /* @__PURE__ */ withSchemas(ordersEndpoints, {
  getOrder: { input: GetOrderRequest, output: OrderResponse, errors: ['ORDER_NOT_FOUND'] },
});
