import { atriumKeys, categoriesQueries, useAtriumClient } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { STORE_APP_ID, STORE_TREE, type StoreClient } from '../client';
import { ProductGrid } from '../shop/product-card';

/** The category's products (and its subcategories'), in the category's arrangement. */
export function CategoryItems({ category, host }: { category: categories.Category; host: string }) {
  const client = useAtriumClient<StoreClient>();
  const items = useQuery(
    categoriesQueries.items(client, {
      treeReference: STORE_TREE,
      categoryId: category._id,
      options: { useCategoryArrangement: true, includeItemsFromSubcategories: true },
    }),
  );
  const ids = (items.data?.items ?? [])
    .filter((item) => item.appId === STORE_APP_ID)
    .map((item) => item.catalogItemId);
  const found = useQuery({
    queryKey: atriumKeys.products.list({ ids }),
    queryFn: () => client.products.queryProducts().in('_id', ids).limit(100).find(),
    enabled: ids.length > 0,
  });
  if (items.isPending || (ids.length > 0 && found.isPending))
    return <p className="muted">Loading products…</p>;
  if (items.isError || found.isError) return <p className="error">The products cannot be shown right now.</p>;
  // Hidden or deleted products are left out by the catalogue; the category's order is kept.
  const byId = new Map((found.data?.items ?? []).map((product) => [product._id, product]));
  const ordered = ids.map((id) => byId.get(id)).filter((product) => product !== undefined);
  return (
    <section aria-labelledby="items">
      <h2 id="items">Products</h2>
      <ProductGrid items={ordered} host={host} />
    </section>
  );
}
