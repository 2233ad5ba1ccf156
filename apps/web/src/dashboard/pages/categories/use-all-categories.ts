import { categoryListQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSiteClient } from '../../site-client';

/** Every category of a tree, hidden ones too, for choosing a parent. */
export function useAllCategories(tree: categories.TreeReference, enabled: boolean) {
  const client = useSiteClient();
  return useQuery({ ...categoryListQueries.all(client, tree), enabled });
}
