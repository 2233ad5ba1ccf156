import { categoriesQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSiteClient } from '../../site-client';

/** The most ids one `$in` filter takes: past it, a row's arrow shows until it is opened. */
const ASKED = 100;

/**
 * Which of these categories have children, from one search counting their children by parent (the wire's
 * category has no child count). Undefined while unknown; a row then keeps its arrow.
 */
export function useParents(
  tree: categories.TreeReference,
  ids: readonly string[],
): ReadonlySet<string> | undefined {
  const client = useSiteClient();
  const asked = ids.slice(0, ASKED);
  const found = useQuery({
    ...categoriesQueries.search(
      client,
      {
        filter: { 'parentCategory.id': { $in: asked } },
        cursorPaging: { limit: 1 },
        aggregations: [
          { name: 'parents', type: 'VALUE', fieldPath: 'parentCategory.id', value: { limit: ASKED } },
        ],
      },
      { treeReference: tree, returnNonVisibleCategories: true },
    ),
    enabled: asked.length > 0,
  });
  if (!found.data) return undefined;
  const parents = found.data.aggregationData?.results.find((result) => result.name === 'parents');
  const withChildren = new Set((parents?.values?.results ?? []).map((bucket) => String(bucket.value)));
  // Ids past the asked ones are not known to be leaves: they count as parents.
  for (const id of ids.slice(ASKED)) withChildren.add(id);
  return withChildren;
}
