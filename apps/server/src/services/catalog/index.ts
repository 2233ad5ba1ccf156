import type { FastifyInstance } from 'fastify';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { CatalogContext } from './context.js';
import { catalogRoutes } from './routes.js';
import { createCatalogService, type CatalogService } from './service.js';

export type { CatalogContext, CatalogCategories, CatalogImages } from './context.js';
export type { CatalogService } from './service.js';
export type { StockChange } from './inventory.js';
export { CATALOG_PERMISSION } from './access.js';
export { storeCategories } from './categories.js';

export function createCatalog(ctx: CatalogContext, cursorKey: CursorKey): CatalogService {
  return createCatalogService(ctx, cursorKey);
}

export function catalogPlugin(catalog: CatalogService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, catalogRoutes(catalog));
  };
}
