import type { Query, StoreSettings } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import type { CursorKey } from '../../core/query/index.js';
import { createCatalogBulk } from './bulk.js';
import type { CatalogContext } from './context.js';
import { changeStock, type StockChange } from './inventory.js';
import { findProduct, productAnswers, productNotFound, createProductStore } from './products.js';
import { createStoreCatalog } from './provider.js';
import { createProductSearch, type ProductScope, type ProductSearchRequest } from './search.js';
import { createStoreSettings } from './settings.js';
import { products } from './tables.js';
import { and, eq } from 'drizzle-orm';
import { logEntryToWire } from './wire.js';

/**
 * The catalogue: products with options and variants, their stock and its log, the store's settings, and the
 * built-in catalogue provider that carts resolve their lines through. Answers are in their wire shape.
 */
export function createCatalogService(ctx: CatalogContext, cursorKey: CursorKey) {
  const { db } = ctx;
  const store = createProductStore(ctx);
  const search = createProductSearch(ctx, cursorKey);
  const bulk = createCatalogBulk(ctx);
  const settings = createStoreSettings(ctx);
  const one = async (siteId: string, id: string) => {
    const row = await findProduct(db, { siteId, id });
    if (!row) throw productNotFound(id);
    return (await productAnswers(ctx, [row], { db }))[0]!;
  };

  return {
    settings,
    provider: createStoreCatalog(ctx),
    create: async (siteId: string, input: Parameters<typeof store.create>[1]) =>
      one(siteId, (await store.create(siteId, input)).id),
    update: async (siteId: string, input: Parameters<typeof store.update>[1], fieldMask?: string | null) =>
      one(siteId, (await store.update(siteId, input, fieldMask)).id),
    remove: store.remove,
    /** A product by id; a hidden one only when `hiddenToo` (the caller manages the catalogue). */
    async get(siteId: string, id: string, hiddenToo: boolean) {
      const product = await one(siteId, id);
      if (!product.visible && !hiddenToo) throw productNotFound(id);
      return product;
    },
    async getBySlug(siteId: string, slug: string, hiddenToo: boolean) {
      const [row] = await db
        .select({ id: products.id, visible: products.visible })
        .from(products)
        .where(and(eq(products.siteId, siteId), eq(products.slug, slug)));
      if (!row || (!row.visible && !hiddenToo)) throw productNotFound(slug);
      return one(siteId, row.id);
    },
    async query(scope: ProductScope, query: Query | null | undefined) {
      const page = await search.query(scope, query);
      return { products: await productAnswers(ctx, page.rows, { db }), pagingMetadata: page.pagingMetadata };
    },
    async search(scope: ProductScope, request: ProductSearchRequest) {
      const page = await search.search(scope, request);
      return {
        products: await productAnswers(ctx, page.rows, { db }),
        pagingMetadata: page.pagingMetadata,
        aggregationData: page.aggregationData,
      };
    },
    updatePrices: bulk.updatePrices,
    updateInventory: bulk.updateInventory,
    async queryLog(siteId: string, query: Query | null | undefined) {
      const page = await search.queryLog(siteId, query);
      return { entries: page.rows.map(logEntryToWire), pagingMetadata: page.pagingMetadata };
    },
    /** Moves stock outside any product write (orders, refunds): one conditional update, logged, with events. */
    changeStock: (change: StockChange) => db.transaction((tx) => changeStock(tx, ctx.outbox, change)),
    /** The store's settings for reads that price things (kept for a few seconds). */
    /** Inside a transaction, pass it: on PGlite's one connection a read beside it would wait for it forever. */
    getSettings: (siteId: string, executor?: Executor): Promise<StoreSettings> =>
      settings.cached(siteId, executor),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
