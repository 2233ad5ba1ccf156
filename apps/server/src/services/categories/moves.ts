import { and, asc, eq, like, max, sql } from 'drizzle-orm';
import { CATEGORY_EVENTS, MAX_CATEGORY_DEPTH, type MovePosition } from '@atrium/contract';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { findCategory, getCategoryRow, tooDeep, type CategoryKey } from './categories.js';
import type { CategoriesContext } from './context.js';
import { inTree, lockTree, parentIs, sortKeyFor, wireTree, type Placement, type Tree } from './tree.js';
import { categories } from './tables.js';

export interface MoveRequest {
  /** The new parent; none means the top of the tree. */
  parentCategoryId?: string | null | undefined;
  position?: MovePosition | null | undefined;
  /** The sibling that BEFORE and AFTER place the category next to. */
  moveAfterCategoryId?: string | null | undefined;
}

/** Siblings in the order a listing shows them, at most 100 (MoveCategoryResponse.categoriesAfterMove). */
async function siblingIds(db: Executor, tree: Tree, parentId: string | null) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inTree(tree), parentIs(parentId)))
    .orderBy(asc(categories.sortKey), asc(categories.id))
    .limit(100);
  return rows.map((row) => row.id);
}

/**
 * Moves a category (with its subtree) under another parent and/or to another place among its siblings, in
 * one transaction under the tree's lock: the cycle check, the new sort key (one row written) and, when the
 * parent changes, one statement rewriting the subtree's paths and depths.
 */
export async function moveCategory(ctx: CategoriesContext, { tree, id }: CategoryKey, request: MoveRequest) {
  const parentId = request.parentCategoryId ?? null;
  const position = request.position ?? 'NONE';
  if ((position === 'BEFORE' || position === 'AFTER') && !request.moveAfterCategoryId)
    throw invalid('moveAfterCategoryId', `is required with position ${position}`, 'REQUIRED_FIELD');
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx, tree);
    const row = await getCategoryRow(tx, { tree, id });
    const parent = parentId ? await findCategory(tx, { tree, id: parentId }) : undefined;
    if (parentId && !parent)
      throw appError(
        'PARENT_CATEGORY_NOT_FOUND',
        { parentCategoryId: parentId },
        `No category ${parentId} in this tree`,
      );
    if (parent?.path.startsWith(row.path))
      throw appError('CATEGORY_MOVE_CYCLE', { categoryId: id, parentCategoryId: parentId });
    const depth = (parent?.depth ?? 0) + 1;
    const [deepest] = await tx
      .select({ depth: max(categories.depth) })
      .from(categories)
      .where(and(eq(categories.siteId, tree.siteId), like(categories.path, `${row.path}%`)));
    if ((deepest?.depth ?? row.depth) - row.depth + depth > MAX_CATEGORY_DEPTH) throw tooDeep();

    const sameParent = row.parentId === parentId;
    let placement: Placement | undefined;
    if (position === 'FIRST' || position === 'LAST') placement = { position };
    else if (position === 'BEFORE' || position === 'AFTER') {
      const anchorId = request.moveAfterCategoryId!;
      const anchor = await findCategory(tx, { tree, id: anchorId });
      if (!anchor || anchor.parentId !== parentId || anchor.id === id)
        throw appError(
          'MOVE_ANCHOR_NOT_SIBLING',
          { moveAfterCategoryId: anchorId },
          `Category ${anchorId} is not another child of the target parent`,
        );
      placement = { position, anchor };
    } else if (!sameParent) placement = { position: 'LAST' };
    const sortKey = placement
      ? await sortKeyFor(tx, tree, { parentId, placement, movingId: id })
      : row.sortKey;

    const newPath = `${parent?.path ?? ''}${id}/`;
    if (!sameParent)
      await tx
        .update(categories)
        .set({
          path: sql`${newPath} || substr(${categories.path}, ${row.path.length + 1})`,
          depth: sql`${categories.depth} + ${depth - row.depth}`,
        })
        .where(and(eq(categories.siteId, tree.siteId), like(categories.path, `${row.path}%`)));
    if (!sameParent || sortKey !== row.sortKey) {
      await tx
        .update(categories)
        .set({
          parentId,
          sortKey,
          ...nextRevision(categories, new Date(ctx.clock())),
        })
        .where(eq(categories.id, id));
      await ctx.outbox.record(tx, {
        siteId: tree.siteId,
        type: CATEGORY_EVENTS.moved,
        entityId: id,
        data: {
          categoryId: id,
          treeReference: wireTree(row),
          previousParentCategoryId: row.parentId,
          parentCategoryId: parentId,
          position,
        },
      });
    }
    return { parentCategoryId: parentId, categoriesAfterMove: await siblingIds(tx, tree, parentId) };
  });
}
