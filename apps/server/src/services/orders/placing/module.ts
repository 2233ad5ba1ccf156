import { defineModule } from '../../../core/modules/index.js';
import { createDirectOrders, type DirectOrders } from './direct.js';
import { createOrderImports, type OrderImports } from './import.js';
import { importRoutes } from './import-routes.js';
import { checkoutOrderRoutes } from './checkout-routes.js';
import { createCheckoutOrders, type CheckoutOrders } from './placing.js';
import { createSubscriptionOrders, type SubscriptionOrders } from './subscriptions.js';

/** Placing orders: from a checkout (paid offline or by a token), given whole (createOrder, import), renewals. */
export interface OrderPlacing {
  checkouts: CheckoutOrders;
  direct: DirectOrders;
  imports: OrderImports;
  /** The orders a subscription contract starts from, and each renewal's. */
  subscriptions: SubscriptionOrders;
}

declare module '../../../core/modules/module.js' {
  interface Modules {
    orderPlacing: OrderPlacing;
  }
}

export const orderPlacingModule = defineModule({
  name: 'orderPlacing',
  needs: ['orders'],
  tables: {},
  create: ({ orders: { ctx, idempotency } }): OrderPlacing => ({
    checkouts: createCheckoutOrders(ctx, idempotency),
    direct: createDirectOrders(ctx),
    imports: createOrderImports(ctx),
    subscriptions: createSubscriptionOrders(ctx),
  }),
  routes: (placing) => [...checkoutOrderRoutes(placing.checkouts), ...importRoutes(placing)],
});
