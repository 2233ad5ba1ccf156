export { shippingModule, type Shipping } from './module.js';
