/**
 * Atrium's catalogue: products with options and variants, their stock and its log, and the store's settings.
 * Visible products are readable by any client; writes need an elevated client (an API key with
 * `catalog.manage`, or the site owner's token).
 */
import type {
  InventoryChange as WireInventoryChange,
  InventoryLogEntry as WireLogEntry,
  Product as WireProduct,
  ProductCreate,
  ProductUpdate,
  StoreSettings,
} from '@atrium/contract';
import { productsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQuery } from '../core/define-query.js';
import { productAnswer } from '../helpers/product-answer.js';
import type { FromWire } from '../wire/wire-types.js';

/** A product as shown: its images as `wix:image://` URIs. */
export type Product = Omit<FromWire<WireProduct>, 'images'> & { images: string[] };
export type InventoryLogEntry = FromWire<WireLogEntry>;
export type { ProductCreate, ProductUpdate, StoreSettings };
export type InventoryChange = WireInventoryChange;
export interface PriceChange {
  productId: string;
  variantId?: string | null;
  price: string;
  compareAtPrice?: string | null;
}
export interface BulkProductsResponse {
  results: Array<{
    itemMetadata: {
      _id: string;
      originalIndex: number;
      success: boolean;
      error?: { code: string; description: string };
    };
    product?: Product;
  }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}
export interface ProductQueryOptions {
  /** Hidden products too: only for elevated clients. */
  includeHidden?: boolean;
}

const shown = { transform: productAnswer };

export const createProduct = /* @__PURE__ */ defineMethod<[product: ProductCreate], Product>(
  productsEndpoints.createProduct,
  { args: ['product'], returns: 'product', elevated: true, ...shown },
);

export const getProduct = /* @__PURE__ */ defineMethod<[productId: string], Product>(
  productsEndpoints.getProduct,
  {
    args: ['productId'],
    returns: 'product',
    ...shown,
  },
);

export const getProductBySlug = /* @__PURE__ */ defineMethod<[slug: string], Product>(
  productsEndpoints.getProductBySlug,
  { args: ['slug'], returns: 'product', ...shown },
);

export const updateProduct = /* @__PURE__ */ defineMethod<
  [_id: string, product: Omit<ProductUpdate, 'id'>, options?: { fieldMask?: string | string[] }],
  Product
>(productsEndpoints.updateProduct, {
  args: ['_id', 'product', 'options'],
  payload: { product: 'product', 'product.id': '_id', fieldMask: 'options.fieldMask' },
  returns: 'product',
  elevated: true,
  ...shown,
});

export const deleteProduct = /* @__PURE__ */ defineMethod<[productId: string], void>(
  productsEndpoints.deleteProduct,
  { args: ['productId'], returns: null, elevated: true },
);

/** `queryProducts(options?)` returns a query builder (`.lt('priceData.price', 20).find()`). */
export const queryProducts = /* @__PURE__ */ defineQuery<Product, [options?: ProductQueryOptions]>(
  productsEndpoints.queryProducts,
  { args: ['options'], items: 'products', ...shown },
);

export const searchProducts = /* @__PURE__ */ defineMethod<
  [search: object, options?: ProductQueryOptions],
  { products: Product[]; pagingMetadata: unknown; aggregationData: unknown }
>(productsEndpoints.searchProducts, {
  args: ['search', 'options'],
  payload: { search: 'search', includeHidden: 'options.includeHidden' },
  ...shown,
});

export const bulkUpdatePrices = /* @__PURE__ */ defineMethod<[prices: PriceChange[]], BulkProductsResponse>(
  productsEndpoints.bulkUpdatePrices,
  { args: ['prices'], elevated: true, ...shown },
);

export const bulkUpdateInventory = /* @__PURE__ */ defineMethod<
  [changes: InventoryChange[]],
  BulkProductsResponse
>(productsEndpoints.bulkUpdateInventory, { args: ['changes'], elevated: true, ...shown });

export const queryInventoryLog = /* @__PURE__ */ defineQuery<InventoryLogEntry>(
  productsEndpoints.queryInventoryLog,
  {
    items: 'entries',
    elevated: true,
  },
);

export const getStoreSettings = /* @__PURE__ */ defineMethod<[], StoreSettings>(
  productsEndpoints.getStoreSettings,
  {
    returns: 'settings',
  },
);

export const updateStoreSettings = /* @__PURE__ */ defineMethod<
  [settings: Partial<StoreSettings>],
  StoreSettings
>(productsEndpoints.updateStoreSettings, { args: ['settings'], returns: 'settings', elevated: true });
