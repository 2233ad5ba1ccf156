import { eq, sql } from 'drizzle-orm';
import type { Query } from '@atrium/contract';
import {
  allOf,
  defineQueryFields,
  runQuery,
  runSearch,
  type CursorKey,
  type SearchRequest,
} from '../../core/query/index.js';
import type { CatalogContext } from './context.js';
import { inventoryLog, products, type InventoryLogRow, type ProductRow } from './tables.js';

/** A product is in stock when it is not tracked, or one of its visible variants has some. */
const inStockSql = sql`(not ${products.trackInventory} or exists (
  select 1 from product_variants v where v.product_id = ${products.id} and v.visible and v.quantity > 0))`;

export const productFields = defineQueryFields({
  id: { column: products.id, type: 'uuid', sort: true },
  name: { column: products.name, type: 'string', sort: true },
  slug: { column: products.slug, type: 'string', sort: true },
  description: { column: products.description, type: 'string' },
  sku: { column: products.sku, type: 'string', sort: true },
  productType: { column: products.productType, type: 'string', aggregate: true },
  visible: { column: products.visible, type: 'boolean', aggregate: true },
  createdDate: { column: products.createdAt, type: 'date', sort: true, aggregate: true },
  updatedDate: { column: products.updatedAt, type: 'date', sort: true },
  /** The price as a number in the store's currency (12.5 for "12.50"), exactly. */
  'priceData.price': {
    column: sql`(${products.priceMinor}::numeric / power(10::numeric, ${products.priceExponent}))`,
    type: 'number',
    sort: true,
    aggregate: true,
  },
  'stock.trackInventory': { column: products.trackInventory, type: 'boolean' },
  'stock.inStock': { column: inStockSql, type: 'boolean', aggregate: true, nullable: false },
});

const logFields = defineQueryFields({
  id: { column: inventoryLog.id, type: 'uuid', sort: true },
  productId: { column: inventoryLog.productId, type: 'uuid' },
  variantId: { column: inventoryLog.variantId, type: 'uuid' },
  reason: { column: inventoryLog.reason, type: 'string', aggregate: true },
  orderId: { column: inventoryLog.orderId, type: 'string' },
  createdDate: { column: inventoryLog.createdAt, type: 'date', sort: true },
});

const SEARCHABLE = ['name', 'description', 'sku', 'slug'] as const;
const NEWEST_FIRST = [{ fieldName: 'createdDate', order: 'DESC' as const }];

export interface ProductScope {
  siteId: string;
  /** Visitors and members see visible products only. */
  visibleOnly: boolean;
}

const scopeSql = (scope: ProductScope) =>
  allOf([eq(products.siteId, scope.siteId), scope.visibleOnly ? eq(products.visible, true) : undefined]);

export type ProductSearchRequest = SearchRequest;

export function createProductSearch(ctx: CatalogContext, cursorKey: CursorKey) {
  async function query(scope: ProductScope, query: Query | null | undefined, prefix = 'query') {
    const page = await runQuery({
      db: ctx.db,
      table: products,
      fields: productFields,
      scope: scopeSql(scope),
      query: query ?? {},
      defaultSort: NEWEST_FIRST,
      cursorKey,
      cursorContext: `products-${prefix}`,
      fieldPrefix: prefix,
    });
    return { rows: page.rows as ProductRow[], pagingMetadata: page.pagingMetadata };
  }

  async function search(scope: ProductScope, request: SearchRequest) {
    const page = await runSearch({
      db: ctx.db,
      table: products,
      fields: productFields,
      scope: scopeSql(scope),
      defaultSort: NEWEST_FIRST,
      cursorKey,
      cursorContext: 'products-search',
      request,
      text: { searchable: SEARCHABLE, defaults: ['name', 'description', 'sku'] },
    });
    return { ...page, rows: page.rows as ProductRow[] };
  }

  async function queryLog(siteId: string, query: Query | null | undefined) {
    const page = await runQuery({
      db: ctx.db,
      table: inventoryLog,
      fields: logFields,
      scope: eq(inventoryLog.siteId, siteId),
      query: query ?? {},
      defaultSort: NEWEST_FIRST,
      cursorKey,
      cursorContext: 'inventory-log',
    });
    return { rows: page.rows as InventoryLogRow[], pagingMetadata: page.pagingMetadata };
  }

  return { query, search, queryLog };
}
