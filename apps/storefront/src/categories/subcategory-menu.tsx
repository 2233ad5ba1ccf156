import { categoriesQueries, useAtriumClient } from '@atrium/react';
import { useQuery } from '@tanstack/react-query';
import { STORE_TREE, type StoreClient } from '../client';
import { categoryPath, Link } from '../routing';
import { visibleOnly } from './visible-only';

/** The subcategories of a top category, loaded when its menu opens. */
export function SubcategoryMenu({ parentId, label }: { parentId: string; label: string }) {
  const client = useAtriumClient<StoreClient>();
  const children = useQuery(
    categoriesQueries.children(client, { treeReference: STORE_TREE, parentCategoryId: parentId }),
  );
  if (children.isPending) return <p className="menu muted">Loading…</p>;
  if (children.isError || visibleOnly(children.data).length === 0) return null;
  return (
    <ul className="menu" aria-label={`In ${label}`}>
      {visibleOnly(children.data).map((child) => (
        <li key={child._id}>
          <Link href={categoryPath(child.slug)}>{child.name}</Link>
        </li>
      ))}
    </ul>
  );
}
