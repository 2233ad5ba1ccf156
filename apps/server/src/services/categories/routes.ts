import {
  ArrangedItemsResponse,
  BulkAddItemsToCategoryRequest,
  BulkAddItemToCategoriesRequest,
  BulkItemsToCategoryResponse,
  BulkItemToCategoriesResponse,
  BulkRemoveItemFromCategoriesRequest,
  BulkRemoveItemsFromCategoryRequest,
  BulkSetItemCategoriesRequest,
  BulkSetItemCategoriesResponse,
  BulkShowCategoriesRequest,
  BulkShowCategoriesResponse,
  BulkUpdateCategoriesRequest,
  BulkUpdateCategoriesResponse,
  CategoryResponse,
  CountCategoriesRequest,
  CountCategoriesResponse,
  CreateCategoryRequest,
  DeleteCategoryRequest,
  GetArrangedItemsRequest,
  GetCategoryBySlugRequest,
  GetCategoryRequest,
  ListCategoriesForItemRequest,
  ListCategoriesForItemResponse,
  ListCategoriesForItemsRequest,
  ListCategoriesForItemsResponse,
  ListItemsInCategoryRequest,
  ListItemsInCategoryResponse,
  ListTreesRequest,
  ListTreesResponse,
  MoveCategoryRequest,
  MoveCategoryResponse,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  SearchCategoriesRequest,
  SearchCategoriesResponse,
  SetArrangedItemsRequest,
  UpdateCategoryRequest,
  UpdateCategoryVisibilityRequest,
} from '@atrium/contract';
import { z } from 'zod';
import type { CursorKey } from '../../core/query/index.js';
import { defineRoute } from '../../core/wire/route.js';
import { CATEGORIES_PERMISSION, canManage, visibleOnly } from './access.js';
import { bulkResults } from './bulk.js';
import { categoryNotFound, getCategoryRow } from './categories.js';
import type { Categories } from './index.js';
import { listItemsInCategory } from './item-list.js';
import { moveCategory } from './moves.js';
import { listTrees, treeOf } from './tree.js';
import { toWireCategories, toWireCategory } from './wire.js';

const V1 = '/categories/v1';
const manage = { access: 'admin' as const, permission: CATEGORIES_PERMISSION };
const read = { access: 'site' as const };

export function categoryRoutes(categories: Categories, cursorKey: CursorKey) {
  const { ctx, store, items, search } = categories;
  const { db } = ctx;

  return [
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/categories`,
      summary: 'Create a category, last among its siblings',
      input: CreateCategoryRequest,
      output: CategoryResponse,
      async handler(input, call) {
        const row = await store.create(treeOf(call.siteId, input.treeReference), input.category);
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/{categoryId}`,
      summary: 'A category by id (hidden ones only for managers)',
      input: GetCategoryRequest,
      output: CategoryResponse,
      async handler(input, call) {
        const row = await getCategoryRow(db, treeOf(call.siteId, input.treeReference), input.categoryId);
        if (!row.visible && !canManage(call.auth)) throw categoryNotFound(input.categoryId);
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/slug/{slug}`,
      summary: 'A category by its slug in a tree',
      input: GetCategoryBySlugRequest,
      output: CategoryResponse,
      async handler(input, call) {
        const row = await store.getBySlug(treeOf(call.siteId, input.treeReference), input.slug);
        if (!row.visible && !canManage(call.auth)) throw categoryNotFound(input.slug);
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute({
      ...manage,
      method: 'PATCH',
      path: `${V1}/categories/{category.id}`,
      summary: 'Update a category: the fields of the mask, or those sent; a stale revision is refused',
      input: UpdateCategoryRequest,
      output: CategoryResponse,
      async handler(input, call) {
        const row = await store.update(
          treeOf(call.siteId, input.treeReference),
          input.category,
          input.fieldMask,
        );
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute({
      ...manage,
      method: 'DELETE',
      path: `${V1}/categories/{categoryId}`,
      summary: 'Delete a category with its subcategories; their item placements go with them',
      input: DeleteCategoryRequest,
      output: z.object({}),
      async handler(input, call) {
        await store.remove(treeOf(call.siteId, input.treeReference), input.categoryId);
        return {};
      },
    }),
    defineRoute({
      ...read,
      method: 'POST',
      path: `${V1}/categories/query`,
      summary: 'Query categories (filter, sort, paging), in one tree or all of them',
      input: QueryCategoriesRequest,
      output: QueryCategoriesResponse,
      async handler(input, call) {
        const page = await search.query(
          {
            siteId: call.siteId,
            tree: input.treeReference ? treeOf(call.siteId, input.treeReference) : undefined,
            visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
          },
          input.query,
        );
        return {
          categories: await toWireCategories(db, page.rows, input.fields),
          pagingMetadata: page.pagingMetadata,
        };
      },
    }),
    defineRoute({
      ...read,
      method: 'POST',
      path: `${V1}/categories/search`,
      summary: 'Search categories by free text and filter, with aggregations',
      input: SearchCategoriesRequest,
      output: SearchCategoriesResponse,
      async handler(input, call) {
        const page = await search.search(
          {
            siteId: call.siteId,
            tree: treeOf(call.siteId, input.treeReference),
            visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
          },
          input.search ?? {},
        );
        return {
          categories: await toWireCategories(db, page.rows, input.fields),
          pagingMetadata: page.pagingMetadata,
          aggregationData: page.aggregationData,
        };
      },
    }),
    defineRoute({
      ...read,
      method: 'POST',
      path: `${V1}/categories/count`,
      summary: 'Count the categories a filter and free text match',
      input: CountCategoriesRequest,
      output: CountCategoriesResponse,
      async handler(input, call) {
        const scope = {
          siteId: call.siteId,
          tree: treeOf(call.siteId, input.treeReference),
          visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
        };
        return { count: await search.count(scope, input.filter, input.search) };
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/categories/{categoryId}/move`,
      summary: 'Move a category under another parent and/or among its siblings',
      input: MoveCategoryRequest,
      output: MoveCategoryResponse,
      handler: (input, call) =>
        moveCategory(ctx, treeOf(call.siteId, input.treeReference), input.categoryId, input),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/update`,
      summary: 'Update many categories, each on its own',
      input: BulkUpdateCategoriesRequest,
      output: BulkUpdateCategoriesResponse,
      handler: (input, call) => {
        const tree = treeOf(call.siteId, input.treeReference);
        return bulkResults(
          db,
          input.categories.map(({ category, fieldMask }) => ({
            id: category.id,
            run: () => store.update(tree, category, fieldMask),
          })),
          input,
        );
      },
    }),
    defineRoute({
      ...manage,
      method: 'PATCH',
      path: `${V1}/categories/visibility`,
      summary: 'Show or hide a category, at the revision the caller saw',
      input: UpdateCategoryVisibilityRequest,
      output: CategoryResponse,
      async handler(input, call) {
        const row = await store.setVisibility(
          treeOf(call.siteId, input.treeReference),
          input.categoryId,
          input.visible,
          input.revision,
        );
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/show`,
      summary: 'Make many categories visible',
      input: BulkShowCategoriesRequest,
      output: BulkShowCategoriesResponse,
      handler: (input, call) => {
        const tree = treeOf(call.siteId, input.treeReference);
        return bulkResults(
          db,
          input.categoryIds.map((id) => ({ id, run: () => store.show(tree, id) })),
          input,
        );
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/{categoryId}/add-items`,
      summary: 'Place many items in one category',
      input: BulkAddItemsToCategoryRequest,
      output: BulkItemsToCategoryResponse,
      handler: (input, call) =>
        items.itemsInCategory(treeOf(call.siteId, input.treeReference), input.categoryId, input.items, true),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/{categoryId}/remove-items`,
      summary: 'Take many items out of one category',
      input: BulkRemoveItemsFromCategoryRequest,
      output: BulkItemsToCategoryResponse,
      handler: (input, call) =>
        items.itemsInCategory(treeOf(call.siteId, input.treeReference), input.categoryId, input.items, false),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/add-item`,
      summary: 'Place one item in many categories',
      input: BulkAddItemToCategoriesRequest,
      output: BulkItemToCategoriesResponse,
      handler: (input, call) =>
        items.itemInCategories(treeOf(call.siteId, input.treeReference), input.item, input.categoryIds, true),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/remove-item`,
      summary: 'Take one item out of many categories',
      input: BulkRemoveItemFromCategoriesRequest,
      output: BulkItemToCategoriesResponse,
      handler: (input, call) =>
        items.itemInCategories(
          treeOf(call.siteId, input.treeReference),
          input.item,
          input.categoryIds,
          false,
        ),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/bulk/categories/set-item-categories`,
      summary: "Make an item's categories in a tree exactly these",
      input: BulkSetItemCategoriesRequest,
      output: BulkSetItemCategoriesResponse,
      handler: (input, call) =>
        items.setItemCategories(treeOf(call.siteId, input.treeReference), input.item, input.categoryIds),
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/{categoryId}/list-items`,
      postFallback: true,
      summary: "A category's items, optionally with its subcategories' and in its arrangement",
      input: ListItemsInCategoryRequest,
      output: ListItemsInCategoryResponse,
      handler: (input, call) =>
        listItemsInCategory(
          ctx,
          cursorKey,
          treeOf(call.siteId, input.treeReference),
          input,
          !canManage(call.auth),
        ),
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/list-categories-for-item`,
      postFallback: true,
      summary: 'The categories holding an item, directly or through a subcategory',
      input: ListCategoriesForItemRequest,
      output: ListCategoriesForItemResponse,
      async handler(input, call) {
        const tree = treeOf(call.siteId, input.treeReference);
        const [found] = await items.categoriesForItems(tree, [input.item], !canManage(call.auth));
        return {
          directCategoryIds: found!.directCategoryIds,
          allCategoryIds: [...found!.directCategoryIds, ...found!.indirectCategoryIds],
        };
      },
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/list-categories-for-items`,
      postFallback: true,
      summary: 'The categories holding each of many items',
      input: ListCategoriesForItemsRequest,
      output: ListCategoriesForItemsResponse,
      async handler(input, call) {
        const tree = treeOf(call.siteId, input.treeReference);
        return {
          categoriesForItems: await items.categoriesForItems(tree, input.items, !canManage(call.auth)),
        };
      },
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/list-trees`,
      summary: "The site's category trees",
      input: ListTreesRequest,
      output: ListTreesResponse,
      handler: async (_input, call) => ({ trees: await listTrees(db, call.siteId) }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      path: `${V1}/categories/{categoryId}/set-arranged-items`,
      summary: "Pin items, in order, ahead of the category's others",
      input: SetArrangedItemsRequest,
      output: ArrangedItemsResponse,
      handler: (input, call) =>
        items.setArrangedItems(treeOf(call.siteId, input.treeReference), input.categoryId, input.items),
    }),
    defineRoute({
      ...read,
      method: 'GET',
      path: `${V1}/categories/{categoryId}/arranged-items`,
      summary: "The category's pinned items in their order",
      input: GetArrangedItemsRequest,
      output: ArrangedItemsResponse,
      handler: (input, call) =>
        items.getArrangedItems(
          treeOf(call.siteId, input.treeReference),
          input.categoryId,
          !canManage(call.auth),
        ),
    }),
  ];
}
