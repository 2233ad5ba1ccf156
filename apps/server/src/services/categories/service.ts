import type { CategoryCreate, CategoryUpdate, Query, RequestedField } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import type { SearchRequest } from '../../core/query/index.js';
import { categoryAnswer, categoryAnswers } from './answers.js';
import { bulkResults } from './bulk.js';
import { categoryNotFound, createCategoryStore, getCategoryRow } from './categories.js';
import type { CategoriesContext } from './context.js';
import { createItemPlacements } from './items.js';
import { listItemsInCategory, type ListItemsRequest } from './item-list.js';
import { moveCategory, type MoveRequest } from './moves.js';
import { createCategorySearch, type CategorySearch, type Scope } from './search.js';
import type { CategoryRow } from './tables.js';
import { listTrees, type Tree } from './tree.js';

type Fields = readonly RequestedField[] | null | undefined;

/** The optional parts of the categories an answer carries. */
interface WithFields {
  fields?: RequestedField[] | null | undefined;
}

/** Bulk calls carry each category in their results only when `returnEntity` is set. */
interface BulkOptions extends WithFields {
  returnEntity?: boolean | null | undefined;
}

/** Queries and free-text searches of categories, answered with the optional parts `fields` asks for. */
function categoryQueries(db: Executor, search: CategorySearch) {
  async function query(scope: Scope, request: { query?: Query | null | undefined } & WithFields) {
    const page = await search.query(scope, request.query);
    return {
      categories: await categoryAnswers(db, page.rows, request.fields),
      pagingMetadata: page.pagingMetadata,
    };
  }

  async function searchCategories(
    scope: Scope,
    request: { search?: SearchRequest | null | undefined } & WithFields,
  ) {
    const page = await search.search(scope, request.search ?? {});
    return {
      categories: await categoryAnswers(db, page.rows, request.fields),
      pagingMetadata: page.pagingMetadata,
      aggregationData: page.aggregationData,
    };
  }

  return { query, search: searchCategories };
}

/**
 * The categories service: trees of categories, the items placed in them, and the queries over both. Every
 * category it answers with is in its wire shape already, with the optional parts that `fields` asks for.
 */
export function createCategoriesService(ctx: CategoriesContext) {
  const { db } = ctx;
  const store = createCategoryStore(ctx);
  const search = createCategorySearch(ctx);
  const queries = categoryQueries(db, search);
  const answer = (row: CategoryRow, fields: Fields) => categoryAnswer(db, row, fields);

  /** A category by id; a hidden one only when `hiddenToo` (the caller manages categories). */
  async function get(tree: Tree, request: { categoryId: string } & WithFields, hiddenToo: boolean) {
    const row = await getCategoryRow(db, { tree, id: request.categoryId });
    if (!row.visible && !hiddenToo) throw categoryNotFound(request.categoryId);
    return answer(row, request.fields);
  }

  async function getBySlug(tree: Tree, request: { slug: string } & WithFields, hiddenToo: boolean) {
    const row = await store.getBySlug(tree, request.slug);
    if (!row.visible && !hiddenToo) throw categoryNotFound(request.slug);
    return answer(row, request.fields);
  }

  /** Updates many categories, each on its own: one failing does not stop the others. */
  function bulkUpdate(
    tree: Tree,
    request: {
      categories: Array<{ category: CategoryUpdate; fieldMask?: string | null | undefined }>;
    } & BulkOptions,
  ) {
    const operations = request.categories.map(({ category, fieldMask }) => ({
      id: category.id,
      run: () => store.update(tree, category, fieldMask),
    }));
    return bulkResults(operations, { ...request, answer });
  }

  function bulkShow(tree: Tree, request: { categoryIds: string[] } & BulkOptions) {
    const operations = request.categoryIds.map((id) => ({ id, run: () => store.show(tree, id) }));
    return bulkResults(operations, { ...request, answer });
  }

  return {
    /** Below the wire, for tests and tools: the shared context and the store of category rows. */
    ctx,
    store,
    create: async (tree: Tree, request: { category: CategoryCreate } & WithFields) =>
      answer(await store.create(tree, request.category), request.fields),
    get,
    getBySlug,
    /** Updates the fields of the mask, or those sent; a stale revision is refused. */
    update: async (
      tree: Tree,
      request: { category: CategoryUpdate; fieldMask?: string | null | undefined } & WithFields,
    ) => answer(await store.update(tree, request.category, request.fieldMask), request.fields),
    /** Shows or hides a category, only at the revision the caller saw. */
    setVisibility: async (
      tree: Tree,
      request: { categoryId: string; visible: boolean; revision: string } & WithFields,
    ) =>
      answer(
        await store.setVisibility(tree, {
          id: request.categoryId,
          visible: request.visible,
          revision: request.revision,
        }),
        request.fields,
      ),
    remove: (tree: Tree, id: string) => store.remove(tree, id),
    ...queries,
    count: search.count,
    move: (tree: Tree, id: string, request: MoveRequest) => moveCategory(ctx, { tree, id }, request),
    bulkUpdate,
    bulkShow,
    listItems: (tree: Tree, request: ListItemsRequest, visibleOnly: boolean) =>
      listItemsInCategory(ctx, { tree, visibleOnly }, request),
    listTrees: (siteId: string) => listTrees(db, siteId),
    ...createItemPlacements(ctx),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
