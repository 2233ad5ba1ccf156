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
import { categoriesEndpoints } from '@atrium/contract/endpoints';

export type * from './category-types.js';

const TREE = { treeReference: 'options.treeReference' };
const ITEM_TO_CATEGORIES = { item: 'item', categoryIds: 'options.categoryIds', ...TREE };
const BULK_CATEGORIES = { ...TREE, returnEntity: 'options.returnEntity', fields: 'options.fields' };

export const bulkAddItemToCategories = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: ItemToCategoriesOptions],
  BulkItemToCategoriesResponse
>(categoriesEndpoints.bulkAddItemToCategories, {
  args: ['item', 'options'],
  payload: ITEM_TO_CATEGORIES,
});

export const bulkRemoveItemFromCategories = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: ItemToCategoriesOptions],
  BulkItemToCategoriesResponse
>(categoriesEndpoints.bulkRemoveItemFromCategories, {
  args: ['item', 'options'],
  payload: ITEM_TO_CATEGORIES,
});

export const bulkSetItemCategories = /* @__PURE__ */ defineMethod<
  [item: ItemReference, options: ItemToCategoriesOptions],
  BulkSetItemCategoriesResponse
>(categoriesEndpoints.bulkSetItemCategories, {
  args: ['item', 'options'],
  payload: ITEM_TO_CATEGORIES,
});

export const bulkShowCategories = /* @__PURE__ */ defineMethod<
  [categoryIds: string[], options: BulkCategoriesOptions],
  BulkCategoriesResponse
>(categoriesEndpoints.bulkShowCategories, {
  args: ['categoryIds', 'options'],
  payload: { categoryIds: 'categoryIds', ...BULK_CATEGORIES },
  transform: categoryAnswer,
});

export const bulkUpdateCategories = /* @__PURE__ */ defineMethod<
  [categories: MaskedCategory[], options: BulkCategoriesOptions],
  BulkCategoriesResponse
>(categoriesEndpoints.bulkUpdateCategories, {
  args: ['categories', 'options'],
  payload: { categories: 'categories', ...BULK_CATEGORIES },
  transform: categoryAnswer,
});

export const bulkAddItemsToCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, items: ItemReference[], options: TreeOptions],
  BulkItemsToCategoryResponse
>(categoriesEndpoints.bulkAddItemsToCategory, {
  args: ['categoryId', 'items', 'options'],
  payload: { categoryId: 'categoryId', items: 'items', ...TREE },
});

export const bulkRemoveItemsFromCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, items: ItemReference[], options: TreeOptions],
  BulkItemsToCategoryResponse
>(categoriesEndpoints.bulkRemoveItemsFromCategory, {
  args: ['categoryId', 'items', 'options'],
  payload: { categoryId: 'categoryId', items: 'items', ...TREE },
});

export const createCategory = /* @__PURE__ */ defineMethod<
  [category: NewCategory, options: CreateCategoryOptions],
  Category
>(categoriesEndpoints.createCategory, {
  args: ['category', 'options'],
  payload: { category: 'category', ...TREE, fields: 'options.fields' },
  returns: 'category',
  transform: categoryAnswer,
});

export const countCategories = /* @__PURE__ */ defineMethod<
  [options: CountCategoriesOptions],
  { count: number }
>(categoriesEndpoints.countCategories, {
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
>(categoriesEndpoints.listCategoriesForItem, {
  args: ['item', 'options'],
  payload: { item: 'item', ...TREE },
});

export const listCategoriesForItems = /* @__PURE__ */ defineMethod<
  [items: ItemReference[], options: TreeOptions],
  ListCategoriesForItemsResponse
>(categoriesEndpoints.listCategoriesForItems, {
  args: ['items', 'options'],
  payload: { items: 'items', ...TREE },
});

export const listTrees = /* @__PURE__ */ defineMethod<[], ListTreesResponse>(categoriesEndpoints.listTrees);

/**
 * `queryCategories(options?)` returns a query builder (`.eq('parentCategory._id', null).find()`);
 * `queryCategories(query, options?)` sends the query at once and resolves to `{categories, pagingMetadata}`.
 */
export const queryCategories = /* @__PURE__ */ defineQueryForms<
  Category,
  QueryCategoriesOptions,
  CategoriesPage
>(categoriesEndpoints.queryCategories, {
  args: ['options'],
  items: 'categories',
  transform: categoryAnswer,
});

export const searchCategories = /* @__PURE__ */ defineMethod<
  [search: CursorSearch, options: SearchCategoriesOptions],
  SearchCategoriesResponse
>(categoriesEndpoints.searchCategories, {
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
>(categoriesEndpoints.getCategoryBySlug, {
  args: ['slug', 'treeReference', 'options'],
  payload: { slug: 'slug', treeReference: 'treeReference', fields: 'options.fields' },
  transform: categoryAnswer,
});

export const updateCategoryVisibility = /* @__PURE__ */ defineMethod<
  [categoryId: string, options: UpdateCategoryVisibilityOptions],
  CategoryResponse
>(categoriesEndpoints.updateCategoryVisibility, {
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
>(categoriesEndpoints.updateCategory, {
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
>(categoriesEndpoints.deleteCategory, {
  args: ['categoryId', 'treeReference'],
});

export const getCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options?: FieldsOptions],
  Category
>(categoriesEndpoints.getCategory, {
  args: ['categoryId', 'treeReference', 'options'],
  payload: { categoryId: 'categoryId', treeReference: 'treeReference', fields: 'options.fields' },
  returns: 'category',
  transform: categoryAnswer,
});

export const getArrangedItems = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference],
  ItemsResponse
>(categoriesEndpoints.getArrangedItems, {
  args: ['categoryId', 'treeReference'],
});

export const listItemsInCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options?: ListItemsInCategoryOptions],
  ListItemsInCategoryResponse
>(categoriesEndpoints.listItemsInCategory, {
  args: ['categoryId', 'treeReference', 'options'],
  payload: {
    categoryId: 'categoryId',
    treeReference: 'treeReference',
    useCategoryArrangement: 'options.useCategoryArrangement',
    includeItemsFromSubcategories: 'options.includeItemsFromSubcategories',
    cursorPaging: 'options.cursorPaging',
  },
});

export const moveCategory = /* @__PURE__ */ defineMethod<
  [categoryId: string, treeReference: TreeReference, options?: MoveCategoryOptions],
  MoveCategoryResponse
>(categoriesEndpoints.moveCategory, {
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
>(categoriesEndpoints.setArrangedItems, {
  args: ['categoryId', 'treeReference', 'options'],
  payload: { categoryId: 'categoryId', treeReference: 'treeReference', items: 'options.items' },
});
