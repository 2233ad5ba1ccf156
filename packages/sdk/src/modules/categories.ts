/**
 * Categories (ENDPOINTS.md "Categories"): trees of categories and the items placed in them. A category's
 * image comes back as a `wix:image://` URI (WIRE.md section 3), and the server also accepts one on the way in;
 * `revision` stays the string the server sends, to be handed back as is.
 */
import type { ItemReference, TreeReference } from '@atrium/contract';
import { defineMethod } from '../core/define-method.js';
import { defineQueryForms } from '../core/define-query.js';
import { categoryAnswer } from '../helpers/category-answer.js';
import type {
  BulkCategoriesOptions,
  BulkCategoriesResponse,
  BulkItemsToCategoryResponse,
  BulkItemToCategoriesResponse,
  BulkSetItemCategoriesResponse,
  CategoriesPage,
  Category,
  CategoryResponse,
  CategoryUpdate,
  CountCategoriesOptions,
  CreateCategoryOptions,
  CursorSearch,
  FieldsOptions,
  ItemsResponse,
  ItemToCategoriesOptions,
  ListCategoriesForItemResponse,
  ListCategoriesForItemsResponse,
  ListItemsInCategoryOptions,
  ListItemsInCategoryResponse,
  ListTreesResponse,
  MaskedCategory,
  MoveCategoryOptions,
  MoveCategoryResponse,
  NewCategory,
  QueryCategoriesOptions,
  SearchCategoriesOptions,
  SearchCategoriesResponse,
  TreeOptions,
  UpdateCategoryOptions,
  UpdateCategoryVisibilityOptions,
} from './category-types.js';

export type * from './category-types.js';

const BASE = '/categories/v1';
const TREE = { treeReference: 'options.treeReference' };
const ITEM_TO_CATEGORIES = { item: 'item', categoryIds: 'options.categoryIds', ...TREE };
const BULK_CATEGORIES = { ...TREE, returnEntity: 'options.returnEntity', fields: 'options.fields' };

export const bulkAddItemToCategories = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: ItemToCategoriesOptions],
  BulkItemToCategoriesResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/add-item`,
  args: ['item', 'options'],
  payload: ITEM_TO_CATEGORIES,
});

export const bulkRemoveItemFromCategories = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: ItemToCategoriesOptions],
  BulkItemToCategoriesResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/remove-item`,
  args: ['item', 'options'],
  payload: ITEM_TO_CATEGORIES,
});

export const bulkSetItemCategories = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: ItemToCategoriesOptions],
  BulkSetItemCategoriesResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/set-item-categories`,
  args: ['item', 'options'],
  payload: ITEM_TO_CATEGORIES,
});

export const bulkShowCategories = /* @__PURE__ */ defineMethod<
  [categoryIds: string[], options: BulkCategoriesOptions],
  BulkCategoriesResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/show`,
  args: ['categoryIds', 'options'],
  payload: { categoryIds: 'categoryIds', ...BULK_CATEGORIES },
  transform: categoryAnswer,
});

export const bulkUpdateCategories = /* @__PURE__ */ defineMethod<
  [categories: MaskedCategory[], options: BulkCategoriesOptions],
  BulkCategoriesResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/update`,
  args: ['categories', 'options'],
  payload: { categories: 'categories', ...BULK_CATEGORIES },
  transform: categoryAnswer,
});

export const bulkAddItemsToCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, items: ItemReference[], options: TreeOptions],
  BulkItemsToCategoryResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/{categoryId}/add-items`,
  args: ['categoryId', 'items', 'options'],
  payload: { categoryId: 'categoryId', items: 'items', ...TREE },
});

export const bulkRemoveItemsFromCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, items: ItemReference[], options: TreeOptions],
  BulkItemsToCategoryResponse
>({
  method: 'POST',
  path: `${BASE}/bulk/categories/{categoryId}/remove-items`,
  args: ['categoryId', 'items', 'options'],
  payload: { categoryId: 'categoryId', items: 'items', ...TREE },
});

export const createCategory = /* @__PURE__ */ defineMethod<
  [category: NewCategory, options: CreateCategoryOptions],
  Category
>({
  method: 'POST',
  path: `${BASE}/categories`,
  args: ['category', 'options'],
  payload: { category: 'category', ...TREE, fields: 'options.fields' },
  returns: 'category',
  transform: categoryAnswer,
});

export const countCategories = /* @__PURE__ */ defineMethod<
  [options: CountCategoriesOptions],
  { count: number }
>({
  method: 'POST',
  path: `${BASE}/categories/count`,
  args: ['options'],
  payload: {
    filter: 'options.filter',
    search: 'options.search',
    ...TREE,
    returnNonVisibleCategories: 'options.returnNonVisibleCategories',
  },
});

export const listCategoriesForItem = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: TreeOptions],
  ListCategoriesForItemResponse
>({
  method: 'GET',
  path: `${BASE}/categories/list-categories-for-item`,
  args: ['item', 'options'],
  payload: { item: 'item', ...TREE },
  postFallback: 'same-path',
});

export const listCategoriesForItems = /* @__PURE__ */ defineMethod<
  [items: ItemReference[], options: TreeOptions],
  ListCategoriesForItemsResponse
>({
  method: 'GET',
  path: `${BASE}/categories/list-categories-for-items`,
  args: ['items', 'options'],
  payload: { items: 'items', ...TREE },
  postFallback: 'same-path',
});

export const listTrees = /* @__PURE__ */ defineMethod<[], ListTreesResponse>({
  method: 'GET',
  path: `${BASE}/categories/list-trees`,
});

/**
 * `queryCategories(options?)` returns a query builder (`.eq('parentCategory._id', null).find()`);
 * `queryCategories(query, options?)` sends the query at once and resolves to `{categories, pagingMetadata}`.
 */
export const queryCategories = /* @__PURE__ */ defineQueryForms<
  Category,
  QueryCategoriesOptions,
  CategoriesPage
>({
  method: 'POST',
  path: `${BASE}/categories/query`,
  args: ['options'],
  items: 'categories',
  transform: categoryAnswer,
});

export const searchCategories = /* @__PURE__ */ defineMethod<
  [search: CursorSearch, options: SearchCategoriesOptions],
  SearchCategoriesResponse
>({
  method: 'POST',
  path: `${BASE}/categories/search`,
  args: ['search', 'options'],
  payload: {
    search: 'search',
    ...TREE,
    returnNonVisibleCategories: 'options.returnNonVisibleCategories',
    fields: 'options.fields',
  },
  transform: categoryAnswer,
});

export const getCategoryBySlug = /* @__PURE__ */ defineMethod<
  [slug: string, treeReference: TreeReference, options?: FieldsOptions],
  CategoryResponse
>({
  method: 'GET',
  path: `${BASE}/categories/slug/{slug}`,
  args: ['slug', 'treeReference', 'options'],
  payload: { slug: 'slug', treeReference: 'treeReference', fields: 'options.fields' },
  transform: categoryAnswer,
});

export const updateCategoryVisibility = /* @__PURE__ */ defineMethod<
  [categoryId: string, options: UpdateCategoryVisibilityOptions],
  CategoryResponse
>({
  method: 'PATCH',
  path: `${BASE}/categories/visibility`,
  args: ['categoryId', 'options'],
  payload: {
    categoryId: 'categoryId',
    visible: 'options.visible',
    ...TREE,
    revision: 'options.revision',
    fields: 'options.fields',
  },
  transform: categoryAnswer,
});

export const updateCategory = /* @__PURE__ */ defineMethod<
  [_id: string, category: CategoryUpdate, options: UpdateCategoryOptions],
  Category
>({
  method: 'PATCH',
  path: `${BASE}/categories/{category.id}`,
  args: ['_id', 'category', 'options'],
  // fieldMask is not in ENDPOINTS.md's row but is in the specification's (section 7) and the contract's.
  payload: {
    category: 'category',
    'category.id': '_id',
    ...TREE,
    fields: 'options.fields',
    fieldMask: 'options.fieldMask',
  },
  returns: 'category',
  transform: categoryAnswer,
});

export const deleteCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference],
  Record<string, never>
>({
  method: 'DELETE',
  path: `${BASE}/categories/{categoryId}`,
  args: ['categoryId', 'treeReference'],
});

export const getCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options?: FieldsOptions],
  Category
>({
  method: 'GET',
  path: `${BASE}/categories/{categoryId}`,
  args: ['categoryId', 'treeReference', 'options'],
  payload: { categoryId: 'categoryId', treeReference: 'treeReference', fields: 'options.fields' },
  returns: 'category',
  transform: categoryAnswer,
});

export const getArrangedItems = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference],
  ItemsResponse
>({
  method: 'GET',
  path: `${BASE}/categories/{categoryId}/arranged-items`,
  args: ['categoryId', 'treeReference'],
});

export const listItemsInCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options?: ListItemsInCategoryOptions],
  ListItemsInCategoryResponse
>({
  method: 'GET',
  path: `${BASE}/categories/{categoryId}/list-items`,
  args: ['categoryId', 'treeReference', 'options'],
  payload: {
    categoryId: 'categoryId',
    treeReference: 'treeReference',
    useCategoryArrangement: 'options.useCategoryArrangement',
    includeItemsFromSubcategories: 'options.includeItemsFromSubcategories',
    cursorPaging: 'options.cursorPaging',
  },
  postFallback: 'same-path',
});

export const moveCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options?: MoveCategoryOptions],
  MoveCategoryResponse
>({
  method: 'POST',
  path: `${BASE}/categories/{categoryId}/move`,
  args: ['categoryId', 'treeReference', 'options'],
  payload: {
    categoryId: 'categoryId',
    treeReference: 'treeReference',
    parentCategoryId: 'options.parentCategoryId',
    position: 'options.position',
    moveAfterCategoryId: 'options.moveAfterCategoryId',
  },
});

export const setArrangedItems = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options: { items: ItemReference[] }],
  ItemsResponse
>({
  method: 'POST',
  path: `${BASE}/categories/{categoryId}/set-arranged-items`,
  args: ['categoryId', 'treeReference', 'options'],
  payload: { categoryId: 'categoryId', treeReference: 'treeReference', items: 'options.items' },
});
