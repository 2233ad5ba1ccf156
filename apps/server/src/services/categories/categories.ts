import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import {
  CATEGORY_EVENTS,
  MAX_CATEGORY_DEPTH,
  richContentText,
  type CategoryCreate,
  type CategoryUpdate,
  type RichContent,
} from '@atrium/contract';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import { categoryAnswer } from './answers.js';
import type { CategoriesContext } from './context.js';
import { resolveImage } from './images.js';
import { assertSlugFree, freeSlug } from './slugs.js';
import { assertTreeRoom, inTree, lockTree, sortKeyFor, wireTree, type Tree } from './tree.js';
import { categories, type CategoryRow } from './tables.js';

const UPDATABLE = [
  'name',
  'image',
  'description',
  'slug',
  'seoData',
  'richContentDescription',
  'extendedFields',
] as const;
const CLEARABLE = ['image', 'description', 'seoData', 'richContentDescription', 'extendedFields'] as const;

export const categoryNotFound = (id: string) =>
  appError('CATEGORY_NOT_FOUND', { categoryId: id }, `No category ${id} in this tree`);

/** A category of a tree, by id. */
export interface CategoryKey {
  tree: Tree;
  id: string;
}

export async function findCategory(db: Executor, { tree, id }: CategoryKey, lock = false) {
  const query = db
    .select()
    .from(categories)
    .where(and(inTree(tree), eq(categories.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function getCategoryRow(db: Executor, key: CategoryKey, lock = false) {
  const row = await findCategory(db, key, lock);
  const { id } = key;
  if (!row) throw categoryNotFound(id);
  return row;
}

export const tooDeep = () =>
  appError(
    'CATEGORY_TOO_DEEP',
    { maxDepth: MAX_CATEGORY_DEPTH },
    `A category tree holds at most ${MAX_CATEGORY_DEPTH} levels`,
  );

/** Stamps the rich content's metadata with when it was first written and last changed. */
function stamped(content: RichContent, now: Date, previous?: RichContent | null): RichContent {
  const created = previous?.metadata?.createdTimestamp ?? now.toISOString();
  return {
    ...content,
    metadata: {
      ...content.metadata,
      version: content.metadata?.version ?? 1,
      createdTimestamp: created,
      updatedTimestamp: now.toISOString(),
    },
  };
}

/** A plain description from rich content, where none was given. */
const plainFrom = (content: RichContent | null | undefined) =>
  content ? richContentText(content).slice(0, 600) || null : null;

/** A change of a category, with what the event adds to it. */
interface CategoryEvent {
  type: string;
  row: CategoryRow;
  data?: object;
}

async function recordChange(ctx: CategoriesContext, tx: Executor, { type, row, data = {} }: CategoryEvent) {
  await ctx.outbox.record(tx, {
    siteId: row.siteId,
    type,
    entityId: row.id,
    data: { category: await categoryAnswer(tx, row, []), ...data },
  });
}

async function create(ctx: CategoriesContext, tree: Tree, input: CategoryCreate): Promise<CategoryRow> {
  const image = await resolveImage(ctx, tree.siteId, input.image);
  const now = new Date(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx, tree);
    await assertTreeRoom(tx, tree);
    const id = input.id ?? randomUUID();
    if (input.id) {
      const [existing] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      if (existing)
        throw appError('CATEGORY_ALREADY_EXISTS', { categoryId: id }, `A category ${id} already exists`);
    }
    const parentId = input.parentCategory?.id ?? null;
    const parent = parentId ? await findCategory(tx, { tree, id: parentId }) : undefined;
    if (parentId && !parent)
      throw appError(
        'PARENT_CATEGORY_NOT_FOUND',
        { parentCategoryId: parentId },
        `No category ${parentId} in this tree`,
      );
    const depth = (parent?.depth ?? 0) + 1;
    if (depth > MAX_CATEGORY_DEPTH) throw tooDeep();
    if (input.slug) await assertSlugFree(tx, tree, { slug: input.slug });
    const rich = input.richContentDescription ? stamped(input.richContentDescription, now) : null;
    const [row] = await tx
      .insert(categories)
      .values({
        id,
        ...tree,
        parentId,
        path: `${parent?.path ?? ''}${id}/`,
        depth,
        sortKey: await sortKeyFor(tx, tree, { parentId, placement: { position: 'LAST' } }),
        name: input.name,
        slug: input.slug ?? (await freeSlug(tx, tree, input.name)),
        description: input.description ?? plainFrom(rich),
        richContent: rich,
        image,
        seoData: input.seoData ?? null,
        extendedFields: input.extendedFields ?? null,
        managingAppId: input.managingAppId ?? null,
        visible: input.visible ?? true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordChange(ctx, tx, { type: CATEGORY_EVENTS.created, row: row! });
    return row!;
  });
}

async function update(
  ctx: CategoriesContext,
  tree: Tree,
  { input, fieldMask }: { input: CategoryUpdate; fieldMask?: string | null },
): Promise<CategoryRow> {
  const patch = maskedPatch({
    entity: input,
    name: 'category',
    fieldMask,
    updatable: UPDATABLE,
    clearable: CLEARABLE,
  });
  const image = 'image' in patch ? await resolveImage(ctx, tree.siteId, patch.image) : undefined;
  const now = new Date(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const row = await getCategoryRow(tx, { tree, id: input.id }, true);
    checkRevision(row, input.revision);
    const changed = Object.keys(patch);
    if (!changed.length) return row;
    if (patch.slug) await assertSlugFree(tx, tree, { slug: patch.slug, exceptId: row.id });
    const rich =
      patch.richContentDescription === undefined
        ? undefined
        : patch.richContentDescription && stamped(patch.richContentDescription, now, row.richContent);
    const description =
      'description' in patch ? patch.description : rich && !row.description ? plainFrom(rich) : undefined;
    const [updated] = await tx
      .update(categories)
      .set({
        ...(patch.name ? { name: patch.name } : {}),
        ...(patch.slug ? { slug: patch.slug } : {}),
        ...(image !== undefined ? { image } : {}),
        ...(description !== undefined ? { description: description ?? null } : {}),
        ...(rich !== undefined ? { richContent: rich ?? null } : {}),
        ...('seoData' in patch ? { seoData: patch.seoData ?? null } : {}),
        ...('extendedFields' in patch ? { extendedFields: patch.extendedFields ?? null } : {}),
        ...nextRevision(categories, now),
      })
      .where(eq(categories.id, row.id))
      .returning();
    await recordChange(ctx, tx, {
      type: CATEGORY_EVENTS.updated,
      row: updated!,
      data: { changedFields: changed },
    });
    return updated!;
  });
}

export function createCategoryStore(ctx: CategoriesContext) {
  const { db, clock, outbox } = ctx;

  /** Shows or hides a category, only at the revision the caller saw. */
  async function setVisibility(
    tree: Tree,
    { id, visible, revision }: { id: string; visible: boolean; revision: string },
  ) {
    return db.transaction(async (tx) => {
      const row = await getCategoryRow(tx, { tree, id }, true);
      checkRevision(row, revision);
      const [updated] = await tx
        .update(categories)
        .set({ visible, ...nextRevision(categories, new Date(clock())) })
        .where(eq(categories.id, row.id))
        .returning();
      await recordChange(ctx, tx, {
        type: CATEGORY_EVENTS.updated,
        row: updated!,
        data: { changedFields: ['visible'] },
      });
      return updated!;
    });
  }

  /** Makes one category visible; already visible ones are left as they are. */
  async function show(tree: Tree, id: string) {
    return db.transaction(async (tx) => {
      const row = await getCategoryRow(tx, { tree, id }, true);
      if (row.visible) return row;
      const [updated] = await tx
        .update(categories)
        .set({ visible: true, ...nextRevision(categories, new Date(clock())) })
        .where(eq(categories.id, row.id))
        .returning();
      await recordChange(ctx, tx, {
        type: CATEGORY_EVENTS.updated,
        row: updated!,
        data: { changedFields: ['visible'] },
      });
      return updated!;
    });
  }

  /**
   * Deletes a category with its whole subtree; the items placed in them lose those placements (the items
   * themselves live in their catalogues). One `category.deleted` event per deleted category.
   */
  async function remove(tree: Tree, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockTree(tx, tree);
      const row = await getCategoryRow(tx, { tree, id });
      const deleted = await tx
        .delete(categories)
        .where(and(eq(categories.siteId, tree.siteId), like(categories.path, `${row.path}%`)))
        .returning({ id: categories.id, parentId: categories.parentId });
      for (const gone of deleted)
        await outbox.record(tx, {
          siteId: tree.siteId,
          type: CATEGORY_EVENTS.deleted,
          entityId: gone.id,
          data: { categoryId: gone.id, parentCategoryId: gone.parentId, treeReference: wireTree(row) },
        });
    });
  }

  async function getBySlug(tree: Tree, slug: string) {
    const [row] = await db
      .select()
      .from(categories)
      .where(and(inTree(tree), eq(categories.slug, slug)));
    if (!row)
      throw appError('CATEGORY_NOT_FOUND', { slug }, `No category with the slug "${slug}" in this tree`);
    return row;
  }

  return {
    create: (tree: Tree, input: CategoryCreate) => create(ctx, tree, input),
    update: (tree: Tree, input: CategoryUpdate, fieldMask?: string | null) =>
      update(ctx, tree, { input, fieldMask }),
    setVisibility,
    show,
    remove,
    getBySlug,
  };
}

function checkRevision(row: CategoryRow, revision: string | null | undefined) {
  if (revision != null && revision !== String(row.revision))
    throw appError(
      'CATEGORY_REVISION_MISMATCH',
      { categoryId: row.id, currentRevision: String(row.revision) },
      `The category is at revision ${row.revision}, not ${revision}: read it again before changing it`,
    );
}

export type CategoryStore = ReturnType<typeof createCategoryStore>;
