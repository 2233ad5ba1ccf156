export { ordersModule, type Orders } from './module.js';
export type { OrdersContext } from './context.js';
export type { OrdersService } from './service.js';
export type { Purchase } from './store.js';
export type { OrderTipFees } from './tip-fee.js';
export type { SubscriptionOrders } from './subscriptions.js';
