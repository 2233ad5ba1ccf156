export { subscriptionsModule, type Subscriptions } from './module.js';
