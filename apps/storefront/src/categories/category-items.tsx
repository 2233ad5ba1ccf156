import { categoriesQueries, useAtriumClient } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { STORE_TREE, type StoreClient } from '../client';

/** The items, as references for now: the catalogue that names and prices them comes later. */
export function CategoryItems({ category }: { category: categories.Category }) {
  const client = useAtriumClient<StoreClient>();
  const items = useQuery(
    categoriesQueries.items(client, {
      treeReference: STORE_TREE,
      categoryId: category._id,
      options: { useCategoryArrangement: true },
    }),
  );
  if (items.isPending) return <p className="muted">Loading items…</p>;
  if (items.isError) return <p className="error">The items cannot be shown right now.</p>;
  return (
    <section aria-labelledby="items">
      <h2 id="items">Items</h2>
      {items.data.items.length === 0 ? (
        <p className="muted">Nothing in this category yet.</p>
      ) : (
        <ul data-testid="category-items">
          {items.data.items.map((item) => (
            <li key={`${item.appId}/${item.catalogItemId}`}>
              {item.appId} / {item.catalogItemId}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
