export { backInStockModule, type BackInStock } from './module.js';
