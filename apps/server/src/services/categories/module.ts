import { defineModule } from '../../core/modules/index.js';
import { categoryRoutes } from './routes.js';
import { createCategoriesService, type CategoriesService } from './service.js';
import * as tables from './tables.js';

declare module '../../core/modules/module.js' {
  interface Modules {
    categories: CategoriesService;
  }
}

/** Category trees of any app (the store's among them): nesting, order, visibility and the items placed in them. */
export const categoriesModule = defineModule({
  name: 'categories',
  needs: ['mediaLibrary'],
  tables,
  create: ({ core, mediaLibrary }) =>
    createCategoriesService({
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      images: { publicImage: mediaLibrary.service.publicImage },
      cursorKey: core.cursorKey,
    }),
  routes: (categories) => categoryRoutes(categories),
});
