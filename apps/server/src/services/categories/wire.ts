import type { Category, RequestedField } from '@atrium/contract';
import { wireTree } from './tree.js';
import type { CategoryRow } from './tables.js';

/** The ids on a category's path: its ancestors from the top, then itself. */
export const pathIds = (path: string) => path.split('/').filter(Boolean);

/** A category with what its wire shape needs besides its own columns. */
export interface CategoryView {
  row: CategoryRow;
  /** ParentCategory.index: the number of siblings before it in sort-key order. */
  siblingIndex: number;
}

export type Ancestors = ReadonlyMap<string, { name: string; slug: string }>;

function breadcrumbs(row: CategoryRow, ancestors: Ancestors) {
  return pathIds(row.path)
    .slice(0, -1)
    .flatMap((id) => {
      const ancestor = ancestors.get(id);
      return ancestor ? [{ categoryId: id, categoryName: ancestor.name, categorySlug: ancestor.slug }] : [];
    });
}

/**
 * A category as the wire carries it, with the optional parts that `fields` asks for; `ancestors` (names and
 * slugs by id) is needed for BREADCRUMBS_INFO only.
 */
export function toWireCategory(
  { row, siblingIndex }: CategoryView,
  fields: readonly RequestedField[] | null | undefined,
  ancestors?: Ancestors,
): Category {
  const wanted = new Set(fields ?? []);
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    name: row.name,
    slug: row.slug,
    visible: row.visible,
    itemCounter: row.itemCounter,
    image: row.image ?? null,
    parentCategory: { id: row.parentId, index: siblingIndex },
    treeReference: wireTree(row),
    managingAppId: row.managingAppId,
    seoData: row.seoData ?? null,
    extendedFields: row.extendedFields
      ? { namespaces: (row.extendedFields.namespaces as Record<string, unknown> | undefined) ?? {} }
      : null,
    ...(wanted.has('DESCRIPTION') ? { description: row.description } : {}),
    ...(wanted.has('RICH_CONTENT_DESCRIPTION') ? { richContentDescription: row.richContent } : {}),
    ...(wanted.has('BREADCRUMBS_INFO') && ancestors
      ? { breadcrumbsInfo: { breadcrumbs: breadcrumbs(row, ancestors) } }
      : {}),
  };
}
