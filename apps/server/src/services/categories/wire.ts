import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Category, RequestedField } from '@atrium/contract';
import { sqlRows, type Executor } from '../../core/db/index.js';
import { wireTree } from './tree.js';
import { categories, type CategoryRow } from './tables.js';

/** The ids on a category's path: its ancestors from the top, then itself. */
export const pathIds = (path: string) => path.split('/').filter(Boolean);

/**
 * Each category's position among its siblings (ParentCategory.index), for many categories in one statement:
 * the number of siblings before it in sort-key order.
 */
async function siblingIndexes(db: Executor, rows: CategoryRow[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const ids = rows.map((row) => row.id);
  const found = await sqlRows<{ id: string; index: number }>(
    db,
    sql`
    select c.id, (
      select count(*)::int from ${categories} s
      where s.site_id = c.site_id and s.app_namespace = c.app_namespace and s.tree_key = c.tree_key
        and (s.parent_id = c.parent_id or (s.parent_id is null and c.parent_id is null))
        and (s.sort_key < c.sort_key or (s.sort_key = c.sort_key and s.id < c.id))
    ) as index
    from ${categories} c
    where c.site_id = ${rows[0]!.siteId} and c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((row) => [row.id, Number(row.index)]));
}

async function ancestorsOf(db: Executor, rows: CategoryRow[]) {
  const ids = [...new Set(rows.flatMap((row) => pathIds(row.path).slice(0, -1)))];
  if (!ids.length) return new Map<string, { name: string; slug: string }>();
  const found = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.siteId, rows[0]!.siteId), inArray(categories.id, ids)));
  return new Map(found.map((row) => [row.id, row]));
}

/** Categories as the wire carries them, with the optional parts that `fields` asks for. */
export async function toWireCategories(
  db: Executor,
  rows: CategoryRow[],
  fields: readonly RequestedField[] | null | undefined,
): Promise<Category[]> {
  const wanted = new Set(fields ?? []);
  const [indexes, ancestors] = await Promise.all([
    siblingIndexes(db, rows),
    wanted.has('BREADCRUMBS_INFO') ? ancestorsOf(db, rows) : undefined,
  ]);
  return rows.map((row) => ({
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    name: row.name,
    slug: row.slug,
    visible: row.visible,
    itemCounter: row.itemCounter,
    image: row.image ?? null,
    parentCategory: { id: row.parentId, index: indexes.get(row.id) ?? 0 },
    treeReference: wireTree(row),
    managingAppId: row.managingAppId,
    seoData: row.seoData ?? null,
    extendedFields: row.extendedFields
      ? { namespaces: (row.extendedFields.namespaces as Record<string, unknown> | undefined) ?? {} }
      : null,
    ...(wanted.has('DESCRIPTION') ? { description: row.description } : {}),
    ...(wanted.has('RICH_CONTENT_DESCRIPTION') ? { richContentDescription: row.richContent } : {}),
    ...(ancestors
      ? {
          breadcrumbsInfo: {
            breadcrumbs: pathIds(row.path)
              .slice(0, -1)
              .flatMap((id) => {
                const ancestor = ancestors.get(id);
                return ancestor
                  ? [{ categoryId: id, categoryName: ancestor.name, categorySlug: ancestor.slug }]
                  : [];
              }),
          },
        }
      : {}),
  }));
}

export async function toWireCategory(
  db: Executor,
  row: CategoryRow,
  fields: readonly RequestedField[] | null | undefined,
): Promise<Category> {
  const [category] = await toWireCategories(db, [row], fields);
  return category!;
}
