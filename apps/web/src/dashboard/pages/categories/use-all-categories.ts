import { atriumKeys } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSiteClient } from '../../site-client';

/** Enough for any tree a person arranges by hand; past it the parent list shows the first ones. */
const MAX_LISTED = 1000;

/** Every category of a tree, hidden ones too, for choosing a parent. */
export function useAllCategories(tree: categories.TreeReference, enabled: boolean) {
  const client = useSiteClient();
  return useQuery({
    // Under the categories family's key, so that every change to the tree makes it stale.
    queryKey: atriumKeys.categories.query({ treeReference: tree, query: 'all' }),
    enabled,
    queryFn: async () => {
      let page = await client.categories
        .queryCategories({ treeReference: tree, returnNonVisibleCategories: true })
        .limit(100)
        .find();
      const all = [...page.items];
      while (page.hasNext() && all.length < MAX_LISTED) {
        page = await page.next();
        all.push(...page.items);
      }
      return all;
    },
  });
}
