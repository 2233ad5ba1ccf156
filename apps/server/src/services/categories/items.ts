import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_EVENTS, type ItemReference } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import type { AppError } from '../../core/wire/errors.js';
import { bulkMetadata } from '../../core/wire/bulk.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { categoryNotFound, getCategoryRow } from './categories.js';
import type { CategoriesContext } from './context.js';
import { inTree, type Tree } from './tree.js';
import { categories, categoryItems } from './tables.js';
import { pathIds } from './wire.js';

const itemKey = (item: ItemReference) => `${item.appId}\u0000${item.catalogItemId}`;
const asItem = (row: { appId: string; catalogItemId: string }): ItemReference => ({
  appId: row.appId,
  catalogItemId: row.catalogItemId,
});

function unique(items: ItemReference[]): ItemReference[] {
  const seen = new Map(items.map((item) => [itemKey(item), asItem(item)]));
  return [...seen.values()];
}

export function itemIs(items: ItemReference[]): SQL {
  return or(
    ...items.map((item) =>
      and(eq(categoryItems.appId, item.appId), eq(categoryItems.catalogItemId, item.catalogItemId)),
    ),
  )!;
}

const success = (originalIndex: number, id: string) => ({
  itemMetadata: { id, originalIndex, success: true },
});
const failure = (originalIndex: number, id: string, error: AppError) => ({
  itemMetadata: {
    id,
    originalIndex,
    success: false,
    error: { code: error.code, description: error.message, data: error.data },
  },
});

/** Places items in one (locked) category: already placed ones stay as they are. */
/** Items placed in, or taken from, one category of a site. */
interface Placing {
  siteId: string;
  categoryId: string;
  items: ItemReference[];
}

async function place(ctx: CategoriesContext, tx: Executor, { siteId, categoryId, items }: Placing) {
  const added = await tx
    .insert(categoryItems)
    .values(items.map((item) => ({ siteId, categoryId, ...item })))
    .onConflictDoNothing()
    .returning({ appId: categoryItems.appId, catalogItemId: categoryItems.catalogItemId });
  if (!added.length) return;
  await tx
    .update(categories)
    .set({ itemCounter: sql`${categories.itemCounter} + ${added.length}` })
    .where(eq(categories.id, categoryId));
  await ctx.outbox.record(tx, {
    siteId,
    type: CATEGORY_EVENTS.itemAdded,
    entityId: categoryId,
    data: { categoryId, items: added.map(asItem) },
  });
}

async function unplace(ctx: CategoriesContext, tx: Executor, { siteId, categoryId, items }: Placing) {
  const removed = await tx
    .delete(categoryItems)
    .where(and(eq(categoryItems.categoryId, categoryId), itemIs(items)))
    .returning({ appId: categoryItems.appId, catalogItemId: categoryItems.catalogItemId });
  if (!removed.length) return;
  await tx
    .update(categories)
    .set({ itemCounter: sql`${categories.itemCounter} - ${removed.length}` })
    .where(eq(categories.id, categoryId));
  await ctx.outbox.record(tx, {
    siteId,
    type: CATEGORY_EVENTS.itemRemoved,
    entityId: categoryId,
    data: { categoryId, items: removed.map(asItem) },
  });
}

/** Many items into or out of one category: all or nothing, each item reported. */
async function itemsInCategory(
  ctx: CategoriesContext,
  tree: Tree,
  { categoryId, items, add }: { categoryId: string; items: ItemReference[]; add: boolean },
) {
  await ctx.db.transaction(async (tx) => {
    await getCategoryRow(tx, { tree, id: categoryId }, true);
    // Large requests go in slices, to stay well under the statement parameter limit.
    const all = unique(items);
    for (let i = 0; i < all.length; i += 500)
      await (add ? place : unplace)(ctx, tx, {
        siteId: tree.siteId,
        categoryId,
        items: all.slice(i, i + 500),
      });
  });
  const results = items.map((item, originalIndex) => ({
    itemMetadata: { item: asItem(item), originalIndex, success: true },
  }));
  return { results, bulkActionMetadata: bulkMetadata(results) };
}

/** One item into or out of many categories: each category that exists is done, each missing one reported. */
async function itemInCategories(
  ctx: CategoriesContext,
  tree: Tree,
  { item, categoryIds, add }: { item: ItemReference; categoryIds: string[]; add: boolean },
) {
  const results = await ctx.db.transaction(async (tx) => {
    const found = await lockedCategories(tx, tree, categoryIds);
    const done = new Set<string>();
    const results = [];
    for (const [index, id] of categoryIds.entries()) {
      if (!found.has(id)) {
        results.push(failure(index, id, categoryNotFound(id)));
        continue;
      }
      if (!done.has(id))
        await (add ? place : unplace)(ctx, tx, { siteId: tree.siteId, categoryId: id, items: [item] });
      done.add(id);
      results.push(success(index, id));
    }
    return results;
  });
  return { results, bulkActionMetadata: bulkMetadata(results) };
}

/** Makes an item's categories in this tree exactly these: adds the missing, removes the others. */
async function setItemCategories(
  ctx: CategoriesContext,
  tree: Tree,
  { item, categoryIds }: { item: ItemReference; categoryIds: string[] },
) {
  return ctx.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: categoryItems.categoryId })
      .from(categoryItems)
      .innerJoin(categories, eq(categories.id, categoryItems.categoryId))
      .where(and(inTree(tree), itemIs([item])));
    const wanted = new Set(categoryIds);
    const toRemove = current.map((row) => row.id).filter((id) => !wanted.has(id));
    const found = await lockedCategories(tx, tree, [...categoryIds, ...toRemove]);
    const had = new Set(current.map((row) => row.id));
    const addResults = [];
    for (const [index, id] of categoryIds.entries()) {
      if (!found.has(id)) {
        addResults.push(failure(index, id, categoryNotFound(id)));
        continue;
      }
      if (!had.has(id)) await place(ctx, tx, { siteId: tree.siteId, categoryId: id, items: [item] });
      addResults.push(success(index, id));
    }
    const removeResults = [];
    for (const [index, id] of toRemove.entries()) {
      await unplace(ctx, tx, { siteId: tree.siteId, categoryId: id, items: [item] });
      removeResults.push(success(index, id));
    }
    return {
      addResults,
      removeResults,
      bulkActionMetadata: bulkMetadata([...addResults, ...removeResults]),
    };
  });
}

/** The categories of each item in this tree: those holding it directly, and their ancestors. */
async function categoriesForItems(
  db: Executor,
  tree: Tree,
  { items, visibleOnly }: { items: ItemReference[]; visibleOnly: boolean },
) {
  const rows = await db
    .select({
      appId: categoryItems.appId,
      catalogItemId: categoryItems.catalogItemId,
      categoryId: categories.id,
      path: categories.path,
    })
    .from(categoryItems)
    .innerJoin(categories, eq(categories.id, categoryItems.categoryId))
    .where(and(inTree(tree), itemIs(items), visibleOnly ? eq(categories.visible, true) : undefined))
    .orderBy(asc(categories.path));
  const hidden = visibleOnly ? await hiddenAncestors(db, tree, rows) : new Set<string>();
  return unique(items).map((item) => {
    const mine = rows.filter((row) => itemKey(row) === itemKey(item));
    const direct = mine.map((row) => row.categoryId);
    const ancestors = new Set(mine.flatMap((row) => pathIds(row.path).slice(0, -1)));
    for (const id of [...direct, ...hidden]) ancestors.delete(id);
    return { item, directCategoryIds: direct, indirectCategoryIds: [...ancestors] };
  });
}

async function hiddenAncestors(db: Executor, tree: Tree, rows: Array<{ path: string }>) {
  const ids = [...new Set(rows.flatMap((row) => pathIds(row.path).slice(0, -1)))];
  if (!ids.length) return new Set<string>();
  const hidden = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inTree(tree), inArray(categories.id, ids), eq(categories.visible, false)));
  return new Set(hidden.map((row) => row.id));
}

/** Pins items, in this order, ahead of the category's other items; every one must be in the category. */
async function setArrangedItems(
  ctx: CategoriesContext,
  tree: Tree,
  { categoryId, items }: { categoryId: string; items: ItemReference[] },
) {
  if (unique(items).length !== items.length)
    throw invalid('items', 'must not name an item twice', 'VALIDATION');
  return ctx.db.transaction(async (tx) => {
    await getCategoryRow(tx, { tree, id: categoryId }, true);
    if (items.length) {
      const present = await tx
        .select({ appId: categoryItems.appId, catalogItemId: categoryItems.catalogItemId })
        .from(categoryItems)
        .where(and(eq(categoryItems.categoryId, categoryId), itemIs(items)));
      const inCategory = new Set(present.map(itemKey));
      const missing = items.filter((item) => !inCategory.has(itemKey(item)));
      if (missing.length) throw appError('ITEMS_NOT_IN_CATEGORY', { items: missing });
    }
    await tx
      .update(categoryItems)
      .set({ arrangedIndex: null })
      .where(and(eq(categoryItems.categoryId, categoryId), isNotNull(categoryItems.arrangedIndex)));
    for (const [index, item] of items.entries())
      await tx
        .update(categoryItems)
        .set({ arrangedIndex: index })
        .where(and(eq(categoryItems.categoryId, categoryId), itemIs([item])));
    await ctx.outbox.record(tx, {
      siteId: tree.siteId,
      type: CATEGORY_EVENTS.itemsArranged,
      entityId: categoryId,
      data: { categoryId, items: items.map(asItem) },
    });
    return { items: items.map(asItem) };
  });
}

async function getArrangedItems(
  db: Executor,
  tree: Tree,
  { categoryId, visibleOnly }: { categoryId: string; visibleOnly: boolean },
) {
  const category = await getCategoryRow(db, { tree, id: categoryId });
  if (visibleOnly && !category.visible) throw categoryNotFound(categoryId);
  const rows = await db
    .select({ appId: categoryItems.appId, catalogItemId: categoryItems.catalogItemId })
    .from(categoryItems)
    .where(and(eq(categoryItems.categoryId, categoryId), isNotNull(categoryItems.arrangedIndex)))
    .orderBy(asc(categoryItems.arrangedIndex));
  return { items: rows.map(asItem) };
}

/** Which of these ids are not categories of the tree. */
async function missingCategories(db: Executor, tree: Tree, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inTree(tree), inArray(categories.id, [...ids])));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export function createItemPlacements(ctx: CategoriesContext) {
  const { db } = ctx;
  return {
    missingCategories: (tree: Tree, ids: readonly string[]) => missingCategories(db, tree, ids),
    itemsInCategory: (tree: Tree, categoryId: string, change: { items: ItemReference[]; add: boolean }) =>
      itemsInCategory(ctx, tree, { categoryId, ...change }),
    itemInCategories: (tree: Tree, item: ItemReference, change: { categoryIds: string[]; add: boolean }) =>
      itemInCategories(ctx, tree, { item, ...change }),
    setItemCategories: (tree: Tree, item: ItemReference, categoryIds: string[]) =>
      setItemCategories(ctx, tree, { item, categoryIds }),
    categoriesForItems: (tree: Tree, items: ItemReference[], visibleOnly: boolean) =>
      categoriesForItems(db, tree, { items, visibleOnly }),
    setArrangedItems: (tree: Tree, categoryId: string, items: ItemReference[]) =>
      setArrangedItems(ctx, tree, { categoryId, items }),
    getArrangedItems: (tree: Tree, categoryId: string, visibleOnly: boolean) =>
      getArrangedItems(db, tree, { categoryId, visibleOnly }),
  };
}

async function lockedCategories(tx: Executor, tree: Tree, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(inTree(tree), inArray(categories.id, [...new Set(ids)])))
    .orderBy(asc(categories.id))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

export type ItemPlacements = ReturnType<typeof createItemPlacements>;
