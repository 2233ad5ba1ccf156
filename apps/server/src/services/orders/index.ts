export { ordersModule, type Orders } from './module.js';
export { orderPlacingModule, type OrderPlacing } from './placing/module.js';
export { orderPaymentsModule, type OrderPayments } from './payments/module.js';
export { orderFulfillmentModule } from './fulfillment/module.js';
export { orderManagementModule } from './manage/module.js';
export type { OrdersContext } from './context.js';
export type { Purchase } from './store.js';
export type { OrderTipFees } from './payments/tip-fee.js';
export type { SubscriptionOrders } from './placing/subscriptions.js';
