import { defineModule } from '../../../core/modules/index.js';
import { fulfillmentRoutes } from './fulfillment-routes.js';
import { createFulfillments, type Fulfillments } from './fulfillments.js';

declare module '../../../core/modules/module.js' {
  interface Modules {
    orderFulfillment: Fulfillments;
  }
}

/** Fulfillments: what of an order shipped, by line, and how to follow it. */
export const orderFulfillmentModule = defineModule({
  name: 'orderFulfillment',
  needs: ['orders'],
  tables: {},
  create: ({ orders }) => createFulfillments(orders.ctx),
  routes: (fulfillments) => fulfillmentRoutes(fulfillments),
});
