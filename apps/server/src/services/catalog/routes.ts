import { productsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { CATALOG_PERMISSION, canManageCatalog, visibleOnly } from './access.js';
import type { CatalogService } from './service.js';

const manage = { access: 'admin' as const, permission: CATALOG_PERMISSION };
const read = { access: 'site' as const };

/** The product calls: create, read, change, delete, query and search. */
function productRoutes(catalog: CatalogService) {
  return [
    defineRoute(productsCalls.createProduct, {
      ...manage,
      summary: 'Create a product, with its options, variants and stock',
      handler: async (input, call) => ({ product: await catalog.create(call.siteId, input.product) }),
    }),
    defineRoute(productsCalls.getProduct, {
      ...read,
      summary: 'A product by id (hidden ones only for managers)',
      handler: async (input, call) => ({
        product: await catalog.get(call.siteId, input.productId, canManageCatalog(call.auth)),
      }),
    }),
    defineRoute(productsCalls.getProductBySlug, {
      ...read,
      summary: 'A product by its slug (hidden ones only for managers)',
      handler: async (input, call) => ({
        product: await catalog.getBySlug(call.siteId, input.slug, canManageCatalog(call.auth)),
      }),
    }),
    defineRoute(productsCalls.updateProduct, {
      ...manage,
      summary: 'Update a product: the fields of the mask, or those sent; a stale revision is refused',
      handler: async (input, call) => ({
        product: await catalog.update(call.siteId, input.product, input.fieldMask),
      }),
    }),
    defineRoute(productsCalls.deleteProduct, {
      ...manage,
      summary: 'Delete a product with its variants; its category placements go with it',
      async handler(input, call) {
        await catalog.remove(call.siteId, input.productId);
        return {};
      },
    }),
    defineRoute(productsCalls.queryProducts, {
      ...read,
      summary: 'Query products (filter, sort, paging)',
      handler: (input, call) =>
        catalog.query(
          { siteId: call.siteId, visibleOnly: visibleOnly(call.auth, input.includeHidden) },
          input.query,
        ),
    }),
    defineRoute(productsCalls.searchProducts, {
      ...read,
      summary: 'Search products by free text and filter, with aggregations',
      handler: (input, call) =>
        catalog.search(
          { siteId: call.siteId, visibleOnly: visibleOnly(call.auth, input.includeHidden) },
          input.search ?? {},
        ),
    }),
  ];
}

/** The bulk calls of prices and stock, the inventory log, and the store's settings. */
function bulkAndSettingsRoutes(catalog: CatalogService) {
  return [
    defineRoute(productsCalls.bulkUpdatePrices, {
      ...manage,
      summary: 'Set the prices of many products or variants, each on its own',
      handler: (input, call) => catalog.updatePrices(call.siteId, input.prices),
    }),
    defineRoute(productsCalls.bulkUpdateInventory, {
      ...manage,
      summary: 'Set, add to or take from the stock of many products or variants, each on its own, logged',
      handler: (input, call) => catalog.updateInventory(call.siteId, input.changes),
    }),
    defineRoute(productsCalls.queryInventoryLog, {
      ...manage,
      summary: 'The inventory log: every change of stock with its reason',
      handler: (input, call) => catalog.queryLog(call.siteId, input.query),
    }),
    defineRoute(productsCalls.getStoreSettings, {
      ...read,
      summary: "The store's currency, weight unit and inventory trigger",
      handler: async (_input, call) => ({ settings: await catalog.settings.get(call.siteId) }),
    }),
    defineRoute(productsCalls.updateStoreSettings, {
      ...manage,
      summary: "Change the store's currency, weight unit or inventory trigger",
      handler: async (input, call) => ({
        settings: await catalog.settings.update(call.siteId, input.settings),
      }),
    }),
  ];
}

export function catalogRoutes(catalog: CatalogService) {
  return [...productRoutes(catalog), ...bulkAndSettingsRoutes(catalog)];
}
