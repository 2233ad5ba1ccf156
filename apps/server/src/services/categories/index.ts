import type { FastifyInstance } from 'fastify';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import type { CategoriesContext } from './context.js';
import { categoryRoutes } from './routes.js';
import { createCategoriesService, type CategoriesService } from './service.js';

export type { CategoriesContext, CategoryImages } from './context.js';
export type { CategoriesService } from './service.js';
export { CATEGORIES_PERMISSION } from './access.js';

export function createCategories(ctx: CategoriesContext, cursorKey: CursorKey): CategoriesService {
  return createCategoriesService(ctx, cursorKey);
}

export function categoriesPlugin(categories: CategoriesService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, categoryRoutes(categories));
  };
}
