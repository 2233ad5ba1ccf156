/**
 * Query and mutation options for the SDK's categories module. Every key names its tree. A change to the
 * structure (create, rename, show or hide, move, delete) reaches other categories too (sibling indexes,
 * descendants' breadcrumbs, a deleted subtree) and item changes move `itemCounter`, so those make the whole
 * categories family stale; a new arrangement only touches the item lists.
 */
import type { BoundModule, categories, TypedQuery } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the categories module (`createClient({ modules: { categories }, auth })`). */
export interface CategoriesClient {
  categories: BoundModule<typeof categories>;
}

type TreeReference = categories.TreeReference;
type RequestedField = categories.RequestedField;

export interface CategoryChildrenParams {
  treeReference: TreeReference;
  /** null: the top level. */
  parentCategoryId: string | null;
  /** Hidden categories too (the owner's view); visitors never get them. */
  returnNonVisibleCategories?: boolean;
}
export interface CategoryQueryParams {
  treeReference: TreeReference;
  query?: TypedQuery;
  options?: Omit<categories.QueryCategoriesOptions, 'treeReference'>;
}
export interface CategoryParams {
  treeReference: TreeReference;
  categoryId: string;
  fields?: RequestedField[];
}
export interface CategoryBySlugParams {
  treeReference: TreeReference;
  slug: string;
  fields?: RequestedField[];
}
export interface CategoryItemsParams {
  treeReference: TreeReference;
  categoryId: string;
  options?: categories.ListItemsInCategoryOptions;
}

export interface CreateCategoryVariables {
  category: categories.NewCategory;
  options: categories.CreateCategoryOptions;
}
export interface UpdateCategoryVariables {
  _id: string;
  category: categories.CategoryUpdate;
  options: categories.UpdateCategoryOptions;
}
export interface UpdateCategoryVisibilityVariables {
  categoryId: string;
  options: categories.UpdateCategoryVisibilityOptions;
}
export interface DeleteCategoryVariables {
  categoryId: string;
  treeReference: TreeReference;
}
export interface MoveCategoryVariables {
  categoryId: string;
  treeReference: TreeReference;
  options: categories.MoveCategoryOptions;
}
export interface CategoryItemsVariables {
  categoryId: string;
  treeReference: TreeReference;
  items: categories.ItemReference[];
}
export interface ItemToCategoriesVariables {
  item: categories.ItemReference;
  options: categories.ItemToCategoriesOptions;
}
export interface BulkShowCategoriesVariables {
  categoryIds: string[];
  options: categories.BulkCategoriesOptions;
}
export interface BulkUpdateCategoriesVariables {
  categories: categories.MaskedCategory[];
  options: categories.BulkCategoriesOptions;
}

/** The most children one parent's list reads (pages of 100), so that a runaway cursor cannot loop forever. */
export const MAX_CHILDREN = 5000;
const CHILDREN_PAGE = 100;

/** Every child of one parent, in their order (`parentCategory.index`). */
async function childrenOf(client: CategoriesClient, params: CategoryChildrenParams) {
  const { treeReference, parentCategoryId, returnNonVisibleCategories } = params;
  let page = await client.categories
    .queryCategories({ treeReference, returnNonVisibleCategories })
    .eq('parentCategory.id', parentCategoryId)
    .ascending('parentCategory.index')
    .limit(CHILDREN_PAGE)
    .find();
  const children = [...page.items];
  while (page.hasNext() && children.length < MAX_CHILDREN) {
    page = await page.next();
    children.push(...page.items);
  }
  return children;
}

const keys = atriumKeys.categories;

export const categoriesQueries = {
  trees: (client: CategoriesClient) =>
    queryOptions({ queryKey: keys.trees(), queryFn: () => client.categories.listTrees() }),
  /** One level of a tree: the children of a category, or the top categories. */
  children: (client: CategoriesClient, params: CategoryChildrenParams) =>
    queryOptions({ queryKey: keys.children(params), queryFn: () => childrenOf(client, params) }),
  /** One page of a written-out query (the typed form of queryCategories). */
  query: (client: CategoriesClient, params: CategoryQueryParams) =>
    queryOptions({
      queryKey: keys.query(params),
      queryFn: () =>
        client.categories.queryCategories(params.query ?? {}, {
          ...params.options,
          treeReference: params.treeReference,
        }),
    }),
  get: (client: CategoriesClient, params: CategoryParams) =>
    queryOptions({
      queryKey: keys.detail(params),
      queryFn: () =>
        client.categories.getCategory(params.categoryId, params.treeReference, { fields: params.fields }),
    }),
  bySlug: (client: CategoriesClient, params: CategoryBySlugParams) =>
    queryOptions({
      queryKey: keys.bySlug(params),
      queryFn: () =>
        client.categories.getCategoryBySlug(params.slug, params.treeReference, { fields: params.fields }),
    }),
  search: (
    client: CategoriesClient,
    search: categories.CursorSearch,
    options: categories.SearchCategoriesOptions,
  ) =>
    queryOptions({
      queryKey: keys.search({ search, options }),
      queryFn: () => client.categories.searchCategories(search, options),
    }),
  count: (client: CategoriesClient, options: categories.CountCategoriesOptions) =>
    queryOptions({
      queryKey: keys.count(options),
      queryFn: () => client.categories.countCategories(options),
    }),
  /** The items of a category; `{ useCategoryArrangement: true }` puts the arranged ones first, in order. */
  items: (client: CategoriesClient, params: CategoryItemsParams) =>
    queryOptions({
      queryKey: keys.items(params),
      queryFn: () =>
        client.categories.listItemsInCategory(params.categoryId, params.treeReference, params.options),
    }),
  arrangedItems: (client: CategoriesClient, params: { treeReference: TreeReference; categoryId: string }) =>
    queryOptions({
      queryKey: keys.arrangedItems(params),
      queryFn: () => client.categories.getArrangedItems(params.categoryId, params.treeReference),
    }),
  forItem: (
    client: CategoriesClient,
    params: { treeReference: TreeReference; item: categories.ItemReference },
  ) =>
    queryOptions({
      queryKey: keys.forItem(params),
      queryFn: () =>
        client.categories.listCategoriesForItem(params.item, { treeReference: params.treeReference }),
    }),
};

export const categoriesMutations = {
  create: mutationFactory<CategoriesClient, categories.Category, CreateCategoryVariables>({
    mutationKey: keys.mutation('create'),
    mutationFn: (client, { category, options }) => client.categories.createCategory(category, options),
    // The first category of a tree also creates the tree.
    invalidate: () => [keys.all],
  }),
  update: mutationFactory<CategoriesClient, categories.Category, UpdateCategoryVariables>({
    mutationKey: keys.mutation('update'),
    mutationFn: (client, { _id, category, options }) =>
      client.categories.updateCategory(_id, category, options),
    invalidate: () => [keys.allCategories],
  }),
  updateVisibility: mutationFactory<
    CategoriesClient,
    categories.CategoryResponse,
    UpdateCategoryVisibilityVariables
  >({
    mutationKey: keys.mutation('updateVisibility'),
    mutationFn: (client, { categoryId, options }) =>
      client.categories.updateCategoryVisibility(categoryId, options),
    invalidate: () => [keys.allCategories],
  }),
  remove: mutationFactory<CategoriesClient, Record<string, never>, DeleteCategoryVariables>({
    mutationKey: keys.mutation('remove'),
    mutationFn: (client, { categoryId, treeReference }) =>
      client.categories.deleteCategory(categoryId, treeReference),
    // The whole subtree goes, with its items' placements.
    invalidate: () => [keys.all],
  }),
  move: mutationFactory<CategoriesClient, categories.MoveCategoryResponse, MoveCategoryVariables>({
    mutationKey: keys.mutation('move'),
    mutationFn: (client, { categoryId, treeReference, options }) =>
      client.categories.moveCategory(categoryId, treeReference, options),
    invalidate: () => [keys.all],
  }),
  setArrangedItems: mutationFactory<CategoriesClient, categories.ItemsResponse, CategoryItemsVariables>({
    mutationKey: keys.mutation('setArrangedItems'),
    mutationFn: (client, { categoryId, treeReference, items }) =>
      client.categories.setArrangedItems(categoryId, treeReference, { items }),
    invalidate: () => [keys.allItems],
  }),
  addItems: mutationFactory<CategoriesClient, categories.BulkItemsToCategoryResponse, CategoryItemsVariables>(
    {
      mutationKey: keys.mutation('addItems'),
      mutationFn: (client, { categoryId, treeReference, items }) =>
        client.categories.bulkAddItemsToCategory(categoryId, items, { treeReference }),
      invalidate: () => [keys.all],
    },
  ),
  removeItems: mutationFactory<
    CategoriesClient,
    categories.BulkItemsToCategoryResponse,
    CategoryItemsVariables
  >({
    mutationKey: keys.mutation('removeItems'),
    mutationFn: (client, { categoryId, treeReference, items }) =>
      client.categories.bulkRemoveItemsFromCategory(categoryId, items, { treeReference }),
    invalidate: () => [keys.all],
  }),
  addItemToCategories: mutationFactory<
    CategoriesClient,
    categories.BulkItemToCategoriesResponse,
    ItemToCategoriesVariables
  >({
    mutationKey: keys.mutation('addItemToCategories'),
    mutationFn: (client, { item, options }) => client.categories.bulkAddItemToCategories(item, options),
    invalidate: () => [keys.all],
  }),
  removeItemFromCategories: mutationFactory<
    CategoriesClient,
    categories.BulkItemToCategoriesResponse,
    ItemToCategoriesVariables
  >({
    mutationKey: keys.mutation('removeItemFromCategories'),
    mutationFn: (client, { item, options }) => client.categories.bulkRemoveItemFromCategories(item, options),
    invalidate: () => [keys.all],
  }),
  setItemCategories: mutationFactory<
    CategoriesClient,
    categories.BulkSetItemCategoriesResponse,
    ItemToCategoriesVariables
  >({
    mutationKey: keys.mutation('setItemCategories'),
    mutationFn: (client, { item, options }) => client.categories.bulkSetItemCategories(item, options),
    invalidate: () => [keys.all],
  }),
  bulkShow: mutationFactory<CategoriesClient, categories.BulkCategoriesResponse, BulkShowCategoriesVariables>(
    {
      mutationKey: keys.mutation('bulkShow'),
      mutationFn: (client, { categoryIds, options }) =>
        client.categories.bulkShowCategories(categoryIds, options),
      invalidate: () => [keys.allCategories],
    },
  ),
  bulkUpdate: mutationFactory<
    CategoriesClient,
    categories.BulkCategoriesResponse,
    BulkUpdateCategoriesVariables
  >({
    mutationKey: keys.mutation('bulkUpdate'),
    mutationFn: (client, { categories: updates, options }) =>
      client.categories.bulkUpdateCategories(updates, options),
    invalidate: () => [keys.allCategories],
  }),
};
