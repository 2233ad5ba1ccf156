/**
 * Query options for a whole category tree at once (for choosing a parent), beside `categoriesQueries`: its
 * key is in the categories family, so that every change to the tree makes it stale.
 */
import type { categories } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { atriumKeys } from '../query-keys.js';
import type { CategoriesClient } from './categories.js';

/** Enough for any tree a person arranges by hand; past it the list holds the first ones. */
export const MAX_LISTED_CATEGORIES = 1000;

async function wholeTree(client: CategoriesClient, tree: categories.TreeReference) {
  let page = await client.categories
    .queryCategories({ treeReference: tree, returnNonVisibleCategories: true })
    .limit(100)
    .find();
  const all = [...page.items];
  while (page.hasNext() && all.length < MAX_LISTED_CATEGORIES) {
    page = await page.next();
    all.push(...page.items);
  }
  return all;
}

export const categoryListQueries = {
  /** Every category of a tree, hidden ones too, page after page up to `MAX_LISTED_CATEGORIES`. */
  all: (client: CategoriesClient, tree: categories.TreeReference) =>
    queryOptions({
      queryKey: atriumKeys.categories.query({ treeReference: tree, query: 'all' }),
      queryFn: () => wholeTree(client, tree),
    }),
};
