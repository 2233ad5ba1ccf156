import { categoriesQueries, useAtriumClient } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { STORE_TREE, type StoreClient } from '../client';
import { categoryPath, Link } from '../routing';
import { visibleOnly } from './visible-only';

/** The visible children of a category, in their order. */
export function SubcategoryList({ category }: { category: categories.Category }) {
  const client = useAtriumClient<StoreClient>();
  const children = useQuery(
    categoriesQueries.children(client, { treeReference: STORE_TREE, parentCategoryId: category._id }),
  );
  const visible = visibleOnly(children.data ?? []);
  if (visible.length === 0) return null;
  return (
    <section aria-labelledby="subcategories">
      <h2 id="subcategories">Subcategories</h2>
      <ul className="tiles">
        {visible.map((child) => (
          <li key={child._id}>
            <Link href={categoryPath(child.slug)}>{child.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
