export { discountsModule, type Discounts } from './module.js';
