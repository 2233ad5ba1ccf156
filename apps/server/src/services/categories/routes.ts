import { categoriesCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { CATEGORIES_PERMISSION, canManage, visibleOnly } from './access.js';
import type { CategoriesService } from './service.js';
import { treeOf } from './tree.js';

const manage = { access: 'admin' as const, permission: CATEGORIES_PERMISSION };
const read = { access: 'site' as const };

/** Categories one by one: create, read, change and delete. */
function categoryCrudRoutes(categories: CategoriesService) {
  return [
    defineRoute(categoriesCalls.createCategory, {
      ...manage,
      summary: 'Create a category, last among its siblings',
      handler: async (input, call) => ({
        category: await categories.create(treeOf(call.siteId, input.treeReference), input),
      }),
    }),
    defineRoute(categoriesCalls.getCategory, {
      ...read,
      summary: 'A category by id (hidden ones only for managers)',
      handler: async (input, call) => ({
        category: await categories.get(treeOf(call.siteId, input.treeReference), input, canManage(call.auth)),
      }),
    }),
    defineRoute(categoriesCalls.getCategoryBySlug, {
      ...read,
      summary: 'A category by its slug in a tree',
      handler: async (input, call) => ({
        category: await categories.getBySlug(
          treeOf(call.siteId, input.treeReference),
          input,
          canManage(call.auth),
        ),
      }),
    }),
    defineRoute(categoriesCalls.updateCategory, {
      ...manage,
      summary: 'Update a category: the fields of the mask, or those sent; a stale revision is refused',
      handler: async (input, call) => ({
        category: await categories.update(treeOf(call.siteId, input.treeReference), input),
      }),
    }),
    defineRoute(categoriesCalls.deleteCategory, {
      ...manage,
      summary: 'Delete a category with its subcategories; their item placements go with them',
      async handler(input, call) {
        await categories.remove(treeOf(call.siteId, input.treeReference), input.categoryId);
        return {};
      },
    }),
  ];
}

/** The queries over a tree: query, search and count. */
function queryRoutes(categories: CategoriesService) {
  return [
    defineRoute(categoriesCalls.queryCategories, {
      ...read,
      summary: 'Query categories (filter, sort, paging), in one tree or all of them',
      handler: (input, call) =>
        categories.query(
          {
            siteId: call.siteId,
            tree: input.treeReference ? treeOf(call.siteId, input.treeReference) : undefined,
            visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
          },
          input,
        ),
    }),
    defineRoute(categoriesCalls.searchCategories, {
      ...read,
      summary: 'Search categories by free text and filter, with aggregations',
      handler: (input, call) =>
        categories.search(
          {
            siteId: call.siteId,
            tree: treeOf(call.siteId, input.treeReference),
            visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
          },
          input,
        ),
    }),
    defineRoute(categoriesCalls.countCategories, {
      ...read,
      summary: 'Count the categories a filter and free text match',
      async handler(input, call) {
        const scope = {
          siteId: call.siteId,
          tree: treeOf(call.siteId, input.treeReference),
          visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
        };
        return { count: await categories.count(scope, input.filter, input.search) };
      },
    }),
  ];
}

/** Moves, visibility and bulk changes of categories. */
function arrangementRoutes(categories: CategoriesService) {
  return [
    defineRoute(categoriesCalls.moveCategory, {
      ...manage,
      summary: 'Move a category under another parent and/or among its siblings',
      handler: (input, call) =>
        categories.move(treeOf(call.siteId, input.treeReference), input.categoryId, input),
    }),
    defineRoute(categoriesCalls.bulkUpdateCategories, {
      ...manage,
      summary: 'Update many categories, each on its own',
      handler: (input, call) => categories.bulkUpdate(treeOf(call.siteId, input.treeReference), input),
    }),
    defineRoute(categoriesCalls.updateCategoryVisibility, {
      ...manage,
      summary: 'Show or hide a category, at the revision the caller saw',
      handler: async (input, call) => ({
        category: await categories.setVisibility(treeOf(call.siteId, input.treeReference), input),
      }),
    }),
    defineRoute(categoriesCalls.bulkShowCategories, {
      ...manage,
      summary: 'Make many categories visible',
      handler: (input, call) => categories.bulkShow(treeOf(call.siteId, input.treeReference), input),
    }),
  ];
}

/** Items placed in and taken out of categories. */
function placementRoutes(categories: CategoriesService) {
  return [
    defineRoute(categoriesCalls.bulkAddItemsToCategory, {
      ...manage,
      summary: 'Place many items in one category',
      handler: (input, call) =>
        categories.itemsInCategory(treeOf(call.siteId, input.treeReference), input.categoryId, {
          items: input.items,
          add: true,
        }),
    }),
    defineRoute(categoriesCalls.bulkRemoveItemsFromCategory, {
      ...manage,
      summary: 'Take many items out of one category',
      handler: (input, call) =>
        categories.itemsInCategory(treeOf(call.siteId, input.treeReference), input.categoryId, {
          items: input.items,
          add: false,
        }),
    }),
    defineRoute(categoriesCalls.bulkAddItemToCategories, {
      ...manage,
      summary: 'Place one item in many categories',
      handler: (input, call) =>
        categories.itemInCategories(treeOf(call.siteId, input.treeReference), input.item, {
          categoryIds: input.categoryIds,
          add: true,
        }),
    }),
    defineRoute(categoriesCalls.bulkRemoveItemFromCategories, {
      ...manage,
      summary: 'Take one item out of many categories',
      handler: (input, call) =>
        categories.itemInCategories(treeOf(call.siteId, input.treeReference), input.item, {
          categoryIds: input.categoryIds,
          add: false,
        }),
    }),
    defineRoute(categoriesCalls.bulkSetItemCategories, {
      ...manage,
      summary: "Make an item's categories in a tree exactly these",
      handler: (input, call) =>
        categories.setItemCategories(treeOf(call.siteId, input.treeReference), input.item, input.categoryIds),
    }),
  ];
}

/** The items of a category, the categories of items, the trees, and pinned items. */
function itemListRoutes(categories: CategoriesService) {
  return [
    defineRoute(categoriesCalls.listItemsInCategory, {
      ...read,
      summary: "A category's items, optionally with its subcategories' and in its arrangement",
      handler: (input, call) =>
        categories.listItems(treeOf(call.siteId, input.treeReference), input, !canManage(call.auth)),
    }),
    defineRoute(categoriesCalls.listCategoriesForItem, {
      ...read,
      summary: 'The categories holding an item, directly or through a subcategory',
      async handler(input, call) {
        const tree = treeOf(call.siteId, input.treeReference);
        const [found] = await categories.categoriesForItems(tree, [input.item], !canManage(call.auth));
        return {
          directCategoryIds: found!.directCategoryIds,
          allCategoryIds: [...found!.directCategoryIds, ...found!.indirectCategoryIds],
        };
      },
    }),
    defineRoute(categoriesCalls.listCategoriesForItems, {
      ...read,
      summary: 'The categories holding each of many items',
      async handler(input, call) {
        const tree = treeOf(call.siteId, input.treeReference);
        return {
          categoriesForItems: await categories.categoriesForItems(tree, input.items, !canManage(call.auth)),
        };
      },
    }),
    defineRoute(categoriesCalls.listTrees, {
      ...read,
      summary: "The site's category trees",
      handler: async (_input, call) => ({ trees: await categories.listTrees(call.siteId) }),
    }),
    defineRoute(categoriesCalls.setArrangedItems, {
      ...manage,
      summary: "Pin items, in order, ahead of the category's others",
      handler: (input, call) =>
        categories.setArrangedItems(treeOf(call.siteId, input.treeReference), input.categoryId, input.items),
    }),
    defineRoute(categoriesCalls.getArrangedItems, {
      ...read,
      summary: "The category's pinned items in their order",
      handler: (input, call) =>
        categories.getArrangedItems(
          treeOf(call.siteId, input.treeReference),
          input.categoryId,
          !canManage(call.auth),
        ),
    }),
  ];
}

export function categoryRoutes(categories: CategoriesService) {
  return [
    ...categoryCrudRoutes(categories),
    ...queryRoutes(categories),
    ...arrangementRoutes(categories),
    ...placementRoutes(categories),
    ...itemListRoutes(categories),
  ];
}
