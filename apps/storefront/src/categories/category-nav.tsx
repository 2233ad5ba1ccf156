import { categoriesQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import { STORE_TREE, type StoreClient } from '../client';
import { TopCategory } from './top-category';
import { visibleOnly } from './visible-only';

/** The store's top categories, each opening to its subcategories on hover or with its button. */
export function CategoryNav() {
  const client = useAtriumClient<StoreClient>();
  const top = useQuery(
    categoriesQueries.children(client, { treeReference: STORE_TREE, parentCategoryId: null }),
  );
  // A store without categories (or a server without them) simply has no category menu.
  if (!top.data || visibleOnly(top.data).length === 0) return null;
  return (
    <nav className="categories" aria-label="Categories">
      <ul>
        {visibleOnly(top.data).map((category) => (
          <TopCategory key={category._id} category={category} />
        ))}
      </ul>
    </nav>
  );
}
