import type { CatalogProvider } from '../../core/commerce/catalog-provider.js';
import { defineModule } from '../../core/modules/index.js';
import { storeCategories } from './categories.js';
import { catalogRoutes } from './routes.js';
import { createCatalogService, type CatalogService } from './service.js';
import * as tables from './tables.js';

/** The built-in store's catalogue: products, variants, stock and the store's settings. */
export interface Catalog extends CatalogService {
  /** The catalogues a cart line may name, by app id: the built-in store's, and any other installed. */
  catalogs: ReadonlyMap<string, CatalogProvider>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    catalog: Catalog;
  }
}

export const catalogModule = defineModule({
  name: 'catalog',
  needs: ['mediaLibrary', 'categories', 'tax'],
  tables,
  create({ core, mediaLibrary, categories, tax }): Catalog {
    const service = createCatalogService(
      {
        db: core.db,
        clock: core.clock,
        outbox: core.outbox,
        images: { publicImage: mediaLibrary.service.publicImage },
        categories: storeCategories(categories),
        taxGroups: { exists: (siteId, id) => tax.groups.exists(siteId, id) },
      },
      core.cursorKey,
    );
    return { ...service, catalogs: new Map([[service.provider.appId, service.provider]]) };
  },
  routes: (catalog) => catalogRoutes(catalog),
});
