/**
 * Query options for searching the store's products by text (the SDK's `products.searchProducts`), beside
 * `productsQueries`: its key is in the products family, so that every product change makes it stale.
 */
import { queryOptions } from '@tanstack/react-query';
import { atriumKeys } from '../query-keys.js';
import type { ProductsClient } from './products.js';

export interface ProductSearchParams {
  /** The words to look for. */
  text: string;
  /** Hidden products too (a dashboard). */
  includeHidden?: boolean;
}

export const productSearchQueries = {
  /** The products that match, as `{ items }` like a list page. */
  search: (client: ProductsClient, params: ProductSearchParams) =>
    queryOptions({
      queryKey: atriumKeys.products.list({ search: params.text }),
      queryFn: async () => {
        const found = await client.products.searchProducts(
          { search: { expression: params.text } },
          { includeHidden: params.includeHidden ?? false },
        );
        return { items: found.products };
      },
    }),
};
