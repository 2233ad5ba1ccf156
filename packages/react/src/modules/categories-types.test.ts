// Types and keys only: the categories routes' behaviour is covered against the real server elsewhere.
import { categories, createClient } from '@atrium/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createQueryClient } from '../query-client.js';
import { atriumKeys } from '../query-keys.js';
import { categoriesMutations, categoriesQueries } from './categories.js';
import type { MoveCategoryVariables, UpdateCategoryVisibilityVariables } from './categories.js';

const client = createClient({
  modules: { categories },
  auth: { getAuthHeaders: async () => ({ headers: {} }) },
});
const treeReference = { appNamespace: '@atrium/stores' };

describe('categories options', () => {
  it('carry the SDK types into the cache and the mutations', () => {
    const queryClient = createQueryClient();
    const top = categoriesQueries.children(client, { treeReference, parentCategoryId: null });
    expectTypeOf(queryClient.getQueryData(top.queryKey)).toEqualTypeOf<categories.Category[] | undefined>();
    const one = categoriesQueries.get(client, { treeReference, categoryId: 'c1' });
    expectTypeOf(queryClient.getQueryData(one.queryKey)).toEqualTypeOf<categories.Category | undefined>();
    const items = categoriesQueries.items(client, { treeReference, categoryId: 'c1' });
    expectTypeOf(queryClient.getQueryData(items.queryKey)).toEqualTypeOf<
      categories.ListItemsInCategoryResponse | undefined
    >();
    const page = categoriesQueries.query(client, { treeReference, query: { filter: { visible: true } } });
    expectTypeOf(queryClient.getQueryData(page.queryKey)).toEqualTypeOf<
      categories.CategoriesPage | undefined
    >();
    const move = categoriesMutations.move(client, queryClient);
    expectTypeOf(move.mutationFn).exclude<undefined>().parameter(0).toEqualTypeOf<MoveCategoryVariables>();
    const visibility = categoriesMutations.updateVisibility(client, queryClient);
    expectTypeOf(visibility.mutationFn)
      .exclude<undefined>()
      .parameter(0)
      .toEqualTypeOf<UpdateCategoryVisibilityVariables>();
  });

  it('key every category query under one prefix, so that a structural change reaches them all', () => {
    const categoryKeys = [
      categoriesQueries.children(client, { treeReference, parentCategoryId: 'p' }).queryKey,
      categoriesQueries.get(client, { treeReference, categoryId: 'c1' }).queryKey,
      categoriesQueries.bySlug(client, { treeReference, slug: 'shoes' }).queryKey,
      categoriesQueries.query(client, { treeReference }).queryKey,
      categoriesQueries.count(client, { treeReference }).queryKey,
    ];
    for (const key of categoryKeys) expect(key.slice(0, 3)).toEqual([...atriumKeys.categories.allCategories]);
    expect(categoriesQueries.children(client, { treeReference, parentCategoryId: null }).queryKey).toEqual([
      'atrium',
      'categories',
      'categories',
      'children',
      { treeReference, parentCategoryId: null },
    ]);
    const itemKeys = [
      categoriesQueries.items(client, { treeReference, categoryId: 'c1' }).queryKey,
      categoriesQueries.arrangedItems(client, { treeReference, categoryId: 'c1' }).queryKey,
    ];
    for (const key of itemKeys) expect(key.slice(0, 3)).toEqual([...atriumKeys.categories.allItems]);
    expect(categoriesQueries.trees(client).queryKey.slice(0, 2)).toEqual([...atriumKeys.categories.all]);
  });
});
