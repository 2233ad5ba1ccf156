import { categoriesCalls } from '@atrium/contract';
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

const manage = { access: 'admin' as const, permission: CATEGORIES_PERMISSION };
const read = { access: 'site' as const };

export function categoryRoutes(categories: Categories, cursorKey: CursorKey) {
  const { ctx, store, items, search } = categories;
  const { db } = ctx;

  return [
    defineRoute(categoriesCalls.createCategory, {
      ...manage,
      summary: 'Create a category, last among its siblings',
      async handler(input, call) {
        const row = await store.create(treeOf(call.siteId, input.treeReference), input.category);
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute(categoriesCalls.getCategory, {
      ...read,
      summary: 'A category by id (hidden ones only for managers)',
      async handler(input, call) {
        const row = await getCategoryRow(db, treeOf(call.siteId, input.treeReference), input.categoryId);
        if (!row.visible && !canManage(call.auth)) throw categoryNotFound(input.categoryId);
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute(categoriesCalls.getCategoryBySlug, {
      ...read,
      summary: 'A category by its slug in a tree',
      async handler(input, call) {
        const row = await store.getBySlug(treeOf(call.siteId, input.treeReference), input.slug);
        if (!row.visible && !canManage(call.auth)) throw categoryNotFound(input.slug);
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute(categoriesCalls.updateCategory, {
      ...manage,
      summary: 'Update a category: the fields of the mask, or those sent; a stale revision is refused',
      async handler(input, call) {
        const row = await store.update(
          treeOf(call.siteId, input.treeReference),
          input.category,
          input.fieldMask,
        );
        return { category: await toWireCategory(db, row, input.fields) };
      },
    }),
    defineRoute(categoriesCalls.deleteCategory, {
      ...manage,
      summary: 'Delete a category with its subcategories; their item placements go with them',
      async handler(input, call) {
        await store.remove(treeOf(call.siteId, input.treeReference), input.categoryId);
        return {};
      },
    }),
    defineRoute(categoriesCalls.queryCategories, {
      ...read,
      summary: 'Query categories (filter, sort, paging), in one tree or all of them',
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
    defineRoute(categoriesCalls.searchCategories, {
      ...read,
      summary: 'Search categories by free text and filter, with aggregations',
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
    defineRoute(categoriesCalls.countCategories, {
      ...read,
      summary: 'Count the categories a filter and free text match',
      async handler(input, call) {
        const scope = {
          siteId: call.siteId,
          tree: treeOf(call.siteId, input.treeReference),
          visibleOnly: visibleOnly(call.auth, input.returnNonVisibleCategories),
        };
        return { count: await search.count(scope, input.filter, input.search) };
      },
    }),
    defineRoute(categoriesCalls.moveCategory, {
      ...manage,
      summary: 'Move a category under another parent and/or among its siblings',
      handler: (input, call) =>
        moveCategory(ctx, treeOf(call.siteId, input.treeReference), input.categoryId, input),
    }),
    defineRoute(categoriesCalls.bulkUpdateCategories, {
      ...manage,
      summary: 'Update many categories, each on its own',
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
    defineRoute(categoriesCalls.updateCategoryVisibility, {
      ...manage,
      summary: 'Show or hide a category, at the revision the caller saw',
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
    defineRoute(categoriesCalls.bulkShowCategories, {
      ...manage,
      summary: 'Make many categories visible',
      handler: (input, call) => {
        const tree = treeOf(call.siteId, input.treeReference);
        return bulkResults(
          db,
          input.categoryIds.map((id) => ({ id, run: () => store.show(tree, id) })),
          input,
        );
      },
    }),
    defineRoute(categoriesCalls.bulkAddItemsToCategory, {
      ...manage,
      summary: 'Place many items in one category',
      handler: (input, call) =>
        items.itemsInCategory(treeOf(call.siteId, input.treeReference), input.categoryId, input.items, true),
    }),
    defineRoute(categoriesCalls.bulkRemoveItemsFromCategory, {
      ...manage,
      summary: 'Take many items out of one category',
      handler: (input, call) =>
        items.itemsInCategory(treeOf(call.siteId, input.treeReference), input.categoryId, input.items, false),
    }),
    defineRoute(categoriesCalls.bulkAddItemToCategories, {
      ...manage,
      summary: 'Place one item in many categories',
      handler: (input, call) =>
        items.itemInCategories(treeOf(call.siteId, input.treeReference), input.item, input.categoryIds, true),
    }),
    defineRoute(categoriesCalls.bulkRemoveItemFromCategories, {
      ...manage,
      summary: 'Take one item out of many categories',
      handler: (input, call) =>
        items.itemInCategories(
          treeOf(call.siteId, input.treeReference),
          input.item,
          input.categoryIds,
          false,
        ),
    }),
    defineRoute(categoriesCalls.bulkSetItemCategories, {
      ...manage,
      summary: "Make an item's categories in a tree exactly these",
      handler: (input, call) =>
        items.setItemCategories(treeOf(call.siteId, input.treeReference), input.item, input.categoryIds),
    }),
    defineRoute(categoriesCalls.listItemsInCategory, {
      ...read,
      summary: "A category's items, optionally with its subcategories' and in its arrangement",
      handler: (input, call) =>
        listItemsInCategory(
          ctx,
          cursorKey,
          treeOf(call.siteId, input.treeReference),
          input,
          !canManage(call.auth),
        ),
    }),
    defineRoute(categoriesCalls.listCategoriesForItem, {
      ...read,
      summary: 'The categories holding an item, directly or through a subcategory',
      async handler(input, call) {
        const tree = treeOf(call.siteId, input.treeReference);
        const [found] = await items.categoriesForItems(tree, [input.item], !canManage(call.auth));
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
          categoriesForItems: await items.categoriesForItems(tree, input.items, !canManage(call.auth)),
        };
      },
    }),
    defineRoute(categoriesCalls.listTrees, {
      ...read,
      summary: "The site's category trees",
      handler: async (_input, call) => ({ trees: await listTrees(db, call.siteId) }),
    }),
    defineRoute(categoriesCalls.setArrangedItems, {
      ...manage,
      summary: "Pin items, in order, ahead of the category's others",
      handler: (input, call) =>
        items.setArrangedItems(treeOf(call.siteId, input.treeReference), input.categoryId, input.items),
    }),
    defineRoute(categoriesCalls.getArrangedItems, {
      ...read,
      summary: "The category's pinned items in their order",
      handler: (input, call) =>
        items.getArrangedItems(
          treeOf(call.siteId, input.treeReference),
          input.categoryId,
          !canManage(call.auth),
        ),
    }),
  ];
}
