export { paymentsModule, type Payments } from './module.js';
