import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LIMIT, type ItemReference } from '@atrium/contract';
import { decodeCursor, encodeCursor, type CursorBinding } from '../../core/query/cursor.js';
import { sqlRows } from '../../core/db/index.js';
import { invalid } from '../../core/wire/errors.js';
import { categoryNotFound, getCategoryRow } from './categories.js';
import type { CategoriesContext } from './context.js';
import type { Tree } from './tree.js';
import { categories, categoryItems } from './tables.js';

export interface ListItemsRequest {
  categoryId: string;
  useCategoryArrangement?: boolean | null | undefined;
  includeItemsFromSubcategories?: boolean | null | undefined;
  cursorPaging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | null | undefined;
}

/**
 * Where a page ends: in the arranged items (`A`, by arranged index) or in the rest (`R`, by item reference,
 * `null`s for the start of the rest).
 */
type Boundary = ['A', string] | ['R', string | null, string | null];

/**
 * The items of a category, each once, in a documented order: with `useCategoryArrangement`, the items pinned
 * by set-arranged-items first in their order; then all the others by app id and catalog item id (bytes).
 * With `includeItemsFromSubcategories` the others are those of the whole subtree (hidden subcategories only
 * for elevated callers). The cursor is signed and carries the request it belongs to.
 */
export async function listItemsInCategory(
  ctx: CategoriesContext,
  { tree, visibleOnly }: { tree: Tree; visibleOnly: boolean },
  request: ListItemsRequest,
) {
  const category = await getCategoryRow(ctx.db, { tree, id: request.categoryId });
  if (visibleOnly && !category.visible) throw categoryNotFound(request.categoryId);
  const arranged = request.useCategoryArrangement ?? false;
  const subtree = request.includeItemsFromSubcategories ?? false;
  const binding: CursorBinding = { key: ctx.cursorKey, context: 'category-items' };
  const filter = { siteId: tree.siteId, categoryId: category.id, arranged, subtree, visibleOnly };
  // A page holds at least one item, so that every page moves the cursor on.
  let limit = Math.max(1, request.cursorPaging?.limit ?? DEFAULT_LIMIT);
  let boundary: Boundary = arranged ? ['A', '-1'] : ['R', null, null];
  const cursor = request.cursorPaging?.cursor;
  if (cursor) {
    const state = decodeCursor(cursor, binding, 'cursorPaging.cursor');
    if (JSON.stringify(state.filter) !== JSON.stringify(filter))
      throw invalid('cursorPaging.cursor', 'belongs to another listing of items');
    boundary = state.values as Boundary;
    limit = Math.max(1, request.cursorPaging?.limit ?? state.limit);
  }

  const items: ItemReference[] = [];
  let next: Boundary | null = null;
  if (boundary[0] === 'A') {
    const pinned = await ctx.db
      .select({
        appId: categoryItems.appId,
        catalogItemId: categoryItems.catalogItemId,
        index: categoryItems.arrangedIndex,
      })
      .from(categoryItems)
      .where(
        and(
          eq(categoryItems.categoryId, category.id),
          sql`${categoryItems.arrangedIndex} > ${Number(boundary[1])}`,
        ),
      )
      .orderBy(categoryItems.arrangedIndex)
      .limit(limit + 1);
    items.push(...pinned.slice(0, limit).map(({ appId, catalogItemId }) => ({ appId, catalogItemId })));
    if (pinned.length > limit) next = ['A', String(pinned[limit - 1]!.index)];
    else boundary = ['R', null, null];
  }
  if (!next) {
    const room = limit - items.length;
    const rest = await restOfItems(ctx, category, {
      subtree,
      arranged,
      visibleOnly,
      boundary,
      take: room + 1,
    });
    items.push(...rest.slice(0, room));
    if (rest.length > room) {
      const last = rest[room - 1];
      next = last ? ['R', last.appId, last.catalogItemId] : boundary;
    }
  }
  const state = { filter, sort: [], limit, direction: 'next' as const, values: next ?? [] };
  return {
    items,
    pagingMetadata: {
      count: items.length,
      cursors: { next: next ? encodeCursor(state, binding) : null, prev: null },
      hasNext: next !== null,
    },
  };
}

/** The category's (or subtree's) items after the boundary, distinct, by item reference. */
async function restOfItems(
  ctx: CategoriesContext,
  category: { id: string; siteId: string; path: string },
  options: { subtree: boolean; arranged: boolean; visibleOnly: boolean; boundary: Boundary; take: number },
): Promise<ItemReference[]> {
  const { boundary, take } = options;
  const placed: SQL = options.subtree
    ? sql`ci.category_id in (select c.id from ${categories} c where c.site_id = ${category.siteId}
        and c.path like ${`${category.path}%`}${options.visibleOnly ? sql` and c.visible` : sql``})`
    : sql`ci.category_id = ${category.id}`;
  const after =
    boundary[0] === 'R' && boundary[1] !== null
      ? sql` and (ci.app_id, ci.catalog_item_id) > (${boundary[1]}, ${boundary[2]})`
      : sql``;
  const notPinned = options.arranged
    ? sql` and not exists (select 1 from ${categoryItems} a where a.category_id = ${category.id}
        and a.arranged_index is not null and a.app_id = ci.app_id and a.catalog_item_id = ci.catalog_item_id)`
    : sql``;
  const rows = await sqlRows<{ app_id: string; catalog_item_id: string }>(
    ctx.db,
    sql`
    select distinct ci.app_id, ci.catalog_item_id from ${categoryItems} ci
    where ci.site_id = ${category.siteId} and ${placed}${after}${notPinned}
    order by ci.app_id, ci.catalog_item_id
    limit ${take}`,
  );
  return rows.map((row) => ({ appId: row.app_id, catalogItemId: row.catalog_item_id }));
}
