export { catalogModule, type Catalog } from './module.js';
export type { CatalogService } from './service.js';
export type { StockChange } from './inventory.js';
