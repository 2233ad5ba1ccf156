/**
 * Query and mutation options for the SDK's products module: the catalogue a storefront lists and the dashboard
 * edits. Any product change makes the whole products family stale (lists show prices and stock).
 */
import type { BoundModule, products } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { applyListParams } from '../list-params.js';
import type { ListParams } from '../list-params.js';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the products module (`createClient({ modules: { products }, auth })`). */
export interface ProductsClient {
  products: BoundModule<typeof products>;
}

export interface ProductListParams extends ListParams {
  /** Hidden products too: elevated clients only. */
  includeHidden?: boolean;
}
export interface UpdateProductVariables {
  _id: string;
  product: Omit<products.ProductUpdate, 'id'>;
  fieldMask?: string | string[];
}

const keys = atriumKeys.products;

export const productsQueries = {
  list: (client: ProductsClient, params: ProductListParams = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: () =>
        applyListParams(
          client.products.queryProducts(params.includeHidden ? { includeHidden: true } : undefined),
          params,
        ).find(),
    }),
  get: (client: ProductsClient, productId: string) =>
    queryOptions({ queryKey: keys.detail(productId), queryFn: () => client.products.getProduct(productId) }),
  bySlug: (client: ProductsClient, slug: string) =>
    queryOptions({ queryKey: keys.bySlug(slug), queryFn: () => client.products.getProductBySlug(slug) }),
  settings: (client: ProductsClient) =>
    queryOptions({ queryKey: keys.settings(), queryFn: () => client.products.getStoreSettings() }),
  inventoryLog: (client: ProductsClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: keys.inventoryLog(params),
      queryFn: () => applyListParams(client.products.queryInventoryLog(), params).find(),
    }),
};

export const productsMutations = {
  create: mutationFactory<ProductsClient, products.Product, products.ProductCreate>({
    mutationKey: keys.mutation('create'),
    mutationFn: (client, product) => client.products.createProduct(product),
    invalidate: () => [keys.all],
  }),
  update: mutationFactory<ProductsClient, products.Product, UpdateProductVariables>({
    mutationKey: keys.mutation('update'),
    mutationFn: (client, { _id, product, fieldMask }) =>
      client.products.updateProduct(_id, product, fieldMask ? { fieldMask } : undefined),
    invalidate: () => [keys.all],
  }),
  remove: mutationFactory<ProductsClient, void, string>({
    mutationKey: keys.mutation('remove'),
    mutationFn: (client, productId) => client.products.deleteProduct(productId),
    invalidate: () => [keys.all],
  }),
  updateInventory: mutationFactory<ProductsClient, products.BulkProductsResponse, products.InventoryChange[]>(
    {
      mutationKey: keys.mutation('update-inventory'),
      mutationFn: (client, changes) => client.products.bulkUpdateInventory(changes),
      invalidate: () => [keys.all],
    },
  ),
  updateSettings: mutationFactory<ProductsClient, products.StoreSettings, Partial<products.StoreSettings>>({
    mutationKey: keys.mutation('update-settings'),
    mutationFn: (client, settings) => client.products.updateStoreSettings(settings),
    invalidate: () => [keys.all],
  }),
};
