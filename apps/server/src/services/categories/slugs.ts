import { and, eq, like, or } from 'drizzle-orm';
import type { Executor } from '../../core/db/index.js';
import { firstFreeSlug, slugify } from '../../core/slug.js';
import { appError } from '../../core/wire/errors.js';
import { inTree, type Tree } from './tree.js';
import { categories } from './tables.js';

/** The name's slug, or with `-2`, `-3`... when taken in the tree (called under the tree lock). */
export async function freeSlug(tx: Executor, tree: Tree, name: string): Promise<string> {
  const base = slugify(name, 'category', 280);
  const taken = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(and(inTree(tree), or(eq(categories.slug, base), like(categories.slug, `${base}-%`))));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/** `exceptId`: the category being changed, which may keep its own slug. */
export async function assertSlugFree(
  tx: Executor,
  tree: Tree,
  { slug, exceptId }: { slug: string; exceptId?: string },
) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(inTree(tree), eq(categories.slug, slug)));
  if (row && row.id !== exceptId)
    throw appError('SLUG_ALREADY_EXISTS', { slug }, `Another category of this tree has the slug "${slug}"`);
}
