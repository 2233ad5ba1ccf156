import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Query, SearchDetails } from '@atrium/contract';
import {
  allOf,
  defineQueryFields,
  filterToSql,
  runQuery,
  runSearch,
  textSearchFilter,
  withText,
  type SearchRequest,
} from '../../core/query/index.js';
import type { CategoriesContext } from './context.js';
import { inTree, type Tree } from './tree.js';
import { categories, type CategoryRow } from './tables.js';

export const categoryFields = defineQueryFields({
  id: { column: categories.id, type: 'uuid', sort: true },
  name: { column: categories.name, type: 'string', sort: true },
  slug: { column: categories.slug, type: 'string', sort: true },
  description: { column: categories.description, type: 'string' },
  visible: { column: categories.visible, type: 'boolean', aggregate: true },
  itemCounter: { column: categories.itemCounter, type: 'number', sort: true, aggregate: true },
  createdDate: { column: categories.createdAt, type: 'date', sort: true, aggregate: true },
  updatedDate: { column: categories.updatedAt, type: 'date', sort: true, aggregate: true },
  'parentCategory.id': { column: categories.parentId, type: 'uuid', aggregate: true },
  /** Sorting by it lists siblings in their arranged order. */
  'parentCategory.index': { column: categories.sortKey, type: 'string', sort: true, filter: false },
  'treeReference.appNamespace': { column: categories.appNamespace, type: 'string', aggregate: true },
  'treeReference.treeKey': {
    column: sql`nullif(${categories.treeKey}, '')`,
    type: 'string',
    aggregate: true,
  },
  managingAppId: { column: categories.managingAppId, type: 'uuid' },
});

const SEARCHABLE = ['name', 'description', 'slug'] as const;
const NEWEST_FIRST = [{ fieldName: 'createdDate', order: 'DESC' as const }];

const TEXT = { searchable: SEARCHABLE, defaults: ['name', 'description'] };
const textFilter = (search: SearchDetails | null | undefined, path: string) =>
  textSearchFilter(search, path, TEXT);

export interface Scope {
  siteId: string;
  /** Absent: every tree of the site. */
  tree?: Tree | undefined;
  visibleOnly: boolean;
}

function scopeSql(scope: Scope): SQL {
  return allOf([
    scope.tree ? inTree(scope.tree) : eq(categories.siteId, scope.siteId),
    scope.visibleOnly ? eq(categories.visible, true) : undefined,
  ]);
}

export function createCategorySearch(ctx: CategoriesContext) {
  const { cursorKey } = ctx;
  async function query(
    scope: Scope,
    query: Query | null | undefined,
    { fieldPrefix = 'query', context = 'query' }: { fieldPrefix?: string; context?: string } = {},
  ) {
    const page = await runQuery({
      db: ctx.db,
      table: categories,
      fields: categoryFields,
      scope: scopeSql(scope),
      query: query ?? {},
      defaultSort: NEWEST_FIRST,
      cursorKey,
      cursorContext: `categories-${context}`,
      fieldPrefix,
    });
    return { rows: page.rows as CategoryRow[], pagingMetadata: page.pagingMetadata };
  }

  async function search(scope: Scope, request: SearchRequest) {
    const page = await runSearch({
      db: ctx.db,
      table: categories,
      fields: categoryFields,
      scope: scopeSql(scope),
      defaultSort: NEWEST_FIRST,
      cursorKey,
      cursorContext: 'categories-search',
      request,
      text: TEXT,
    });
    return { ...page, rows: page.rows as CategoryRow[] };
  }

  async function countCategories(
    scope: Scope,
    filter: Record<string, unknown> | null | undefined,
    text: SearchDetails | null | undefined,
  ) {
    filterToSql(categoryFields, filter, 'filter');
    const where = filterToSql(categoryFields, withText(filter, textFilter(text, 'search')), 'filter');
    const [row] = await ctx.db
      .select({ count: count() })
      .from(categories)
      .where(and(scopeSql(scope), where));
    return row?.count ?? 0;
  }

  return { query, search, count: countCategories };
}

export type CategorySearch = ReturnType<typeof createCategorySearch>;
