export { cartsModule, type Carts } from './module.js';
export type { CartsContext } from './context.js';
export type { CartsService, CartTarget } from './service.js';
export type { CartOwnerKind, CartRow, CustomLine, StoredLine } from './tables.js';
