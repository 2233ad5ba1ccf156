import type { FastifyInstance } from 'fastify';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { createCategoryStore } from './categories.js';
import type { CategoriesContext } from './context.js';
import { createItemPlacements } from './items.js';
import { categoryRoutes } from './routes.js';
import { createCategorySearch } from './search.js';

export type { CategoriesContext, CategoryImages } from './context.js';
export { CATEGORIES_PERMISSION } from './access.js';

export function createCategories(ctx: CategoriesContext, cursorKey: CursorKey) {
  return {
    ctx,
    store: createCategoryStore(ctx),
    items: createItemPlacements(ctx),
    search: createCategorySearch(ctx, cursorKey),
  };
}

export type Categories = ReturnType<typeof createCategories>;

export function categoriesPlugin(categories: Categories, cursorKey: CursorKey) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, categoryRoutes(categories, cursorKey));
  };
}
