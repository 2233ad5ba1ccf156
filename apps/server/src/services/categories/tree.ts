import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { MAX_TREES, type TreeReference } from '@atrium/contract';
import { lockFor, type Executor } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import { categories, type CategoryRow } from './tables.js';

/** One category tree of one site: the tree reference, with '' for a missing key. */
export interface Tree {
  siteId: string;
  appNamespace: string;
  treeKey: string;
}

export function treeOf(siteId: string, ref: TreeReference): Tree {
  return { siteId, appNamespace: ref.appNamespace, treeKey: ref.treeKey ?? '' };
}

export const wireTree = (row: Pick<CategoryRow, 'appNamespace' | 'treeKey'>) => ({
  appNamespace: row.appNamespace,
  treeKey: row.treeKey || null,
});

/** Every statement on categories is scoped by this: the site and the tree. */
export function inTree(tree: Tree): SQL {
  return and(
    eq(categories.siteId, tree.siteId),
    eq(categories.appNamespace, tree.appNamespace),
    eq(categories.treeKey, tree.treeKey),
  )!;
}

export function parentIs(parentId: string | null): SQL {
  return parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId);
}

/**
 * Structural changes of one tree (creates, moves, deletes) run one at a time: a move's cycle check and path
 * rewrite, and the sort keys chosen among siblings, then always see the tree as it is.
 */
export async function lockTree(tx: Executor, tree: Tree): Promise<void> {
  await lockFor(tx, `categories:${tree.siteId}:${tree.appNamespace}:${tree.treeKey}`);
}

/** A new tree may start only while the site has fewer than MAX_TREES. */
export async function assertTreeRoom(tx: Executor, tree: Tree): Promise<void> {
  const [existing] = await tx.select({ id: categories.id }).from(categories).where(inTree(tree)).limit(1);
  if (existing) return;
  const trees = await listTrees(tx, tree.siteId);
  if (trees.length >= MAX_TREES)
    throw appError(
      'TOO_MANY_TREES',
      { limit: MAX_TREES },
      `A site holds at most ${MAX_TREES} category trees`,
    );
}

export async function listTrees(db: Executor, siteId: string) {
  const rows = await db
    .select({ appNamespace: categories.appNamespace, treeKey: categories.treeKey })
    .from(categories)
    .where(eq(categories.siteId, siteId))
    .groupBy(categories.appNamespace, categories.treeKey)
    .orderBy(sql`${categories.appNamespace} collate "C"`, sql`${categories.treeKey} collate "C"`);
  return rows.map(wireTree);
}

export type Placement =
  | { position: 'FIRST' | 'LAST' }
  | { position: 'BEFORE' | 'AFTER'; anchor: Pick<CategoryRow, 'id' | 'sortKey'> };

/**
 * The sort key that puts a category at a place among the children of `parentId` (the category itself, when
 * it is already one of them, does not count). Keys compare byte by byte, so one key between two neighbours
 * always exists and a reorder writes one row.
 */
export async function sortKeyFor(
  tx: Executor,
  tree: Tree,
  { parentId, placement, movingId }: { parentId: string | null; placement: Placement; movingId?: string },
): Promise<string> {
  const siblings = and(inTree(tree), parentIs(parentId), movingId ? ne(categories.id, movingId) : undefined);
  const neighbour = async (where: SQL | undefined, order: 'asc' | 'desc') => {
    const direction = order === 'asc' ? asc : desc;
    const [row] = await tx
      .select({ sortKey: categories.sortKey })
      .from(categories)
      .where(and(siblings, where))
      .orderBy(direction(categories.sortKey), direction(categories.id))
      .limit(1);
    return row?.sortKey ?? null;
  };
  switch (placement.position) {
    case 'FIRST':
      return generateKeyBetween(null, await neighbour(undefined, 'asc'));
    case 'LAST':
      return generateKeyBetween(await neighbour(undefined, 'desc'), null);
    case 'AFTER': {
      const { sortKey, id } = placement.anchor;
      const after = or(
        gt(categories.sortKey, sortKey),
        and(eq(categories.sortKey, sortKey), gt(categories.id, id)),
      );
      return between(sortKey, await neighbour(after, 'asc'));
    }
    case 'BEFORE': {
      const { sortKey, id } = placement.anchor;
      const before = or(
        lt(categories.sortKey, sortKey),
        and(eq(categories.sortKey, sortKey), lt(categories.id, id)),
      );
      return between(await neighbour(before, 'desc'), sortKey);
    }
  }
}

/** Keys are unique under the tree lock; should two ever be equal, the new one goes just after the first. */
function between(a: string | null, b: string | null): string {
  if (a !== null && b !== null && a >= b) return generateKeyBetween(a, null);
  return generateKeyBetween(a, b);
}
