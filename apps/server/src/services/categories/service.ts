import type {
  Aggregation,
  Category,
  CategoryCreate,
  CategoryUpdate,
  Query,
  RequestedField,
  SearchDetails,
} from '@atrium/contract';
import type { CursorKey } from '../../core/query/index.js';
import { categoryAnswer, categoryAnswers } from './answers.js';
import { bulkResults } from './bulk.js';
import { categoryNotFound, createCategoryStore, getCategoryRow } from './categories.js';
import type { CategoriesContext } from './context.js';
import { createItemPlacements } from './items.js';
import { listItemsInCategory, type ListItemsRequest } from './item-list.js';
import { moveCategory, type MoveRequest } from './moves.js';
import { createCategorySearch, type Scope } from './search.js';
import { listTrees, type Tree } from './tree.js';

type Fields = readonly RequestedField[] | null | undefined;

/** What a bulk call answers with, beside each item's outcome. */
interface BulkOptions {
  returnEntity?: boolean | null | undefined;
  fields?: RequestedField[] | null | undefined;
}

export interface SearchRequest {
  filter?: Record<string, unknown> | null | undefined;
  sort?: Query['sort'];
  cursorPaging?: Query['cursorPaging'];
  search?: SearchDetails | null | undefined;
  aggregations?: Aggregation[] | null | undefined;
}

/**
 * The categories service: trees of categories, the items placed in them, and the queries over both. Every
 * category it answers with is in its wire shape already, with the optional parts that `fields` asks for.
 */
export function createCategoriesService(ctx: CategoriesContext, cursorKey: CursorKey) {
  const { db } = ctx;
  const store = createCategoryStore(ctx);
  const search = createCategorySearch(ctx, cursorKey);
  const answer = (row: Parameters<typeof categoryAnswer>[1], fields: Fields) =>
    categoryAnswer(db, row, fields);

  /** A category by id; a hidden one only when `hiddenToo` (the caller manages categories). */
  async function get(tree: Tree, id: string, fields: Fields, hiddenToo: boolean): Promise<Category> {
    const row = await getCategoryRow(db, tree, id);
    if (!row.visible && !hiddenToo) throw categoryNotFound(id);
    return answer(row, fields);
  }

  async function getBySlug(tree: Tree, slug: string, fields: Fields, hiddenToo: boolean): Promise<Category> {
    const row = await store.getBySlug(tree, slug);
    if (!row.visible && !hiddenToo) throw categoryNotFound(slug);
    return answer(row, fields);
  }

  async function query(scope: Scope, request: Query | null | undefined, fields: Fields) {
    const page = await search.query(scope, request);
    return { categories: await categoryAnswers(db, page.rows, fields), pagingMetadata: page.pagingMetadata };
  }

  async function searchCategories(scope: Scope, request: SearchRequest, fields: Fields) {
    const page = await search.search(scope, request);
    return {
      categories: await categoryAnswers(db, page.rows, fields),
      pagingMetadata: page.pagingMetadata,
      aggregationData: page.aggregationData,
    };
  }

  /** Updates many categories, each on its own: one failing does not stop the others. */
  function bulkUpdate(
    tree: Tree,
    updates: Array<{ category: CategoryUpdate; fieldMask?: string | null | undefined }>,
    options: BulkOptions,
  ) {
    return bulkResults(
      updates.map(({ category, fieldMask }) => ({
        id: category.id,
        run: () => store.update(tree, category, fieldMask),
      })),
      { ...options, answer },
    );
  }

  function bulkShow(tree: Tree, ids: string[], options: BulkOptions) {
    return bulkResults(
      ids.map((id) => ({ id, run: () => store.show(tree, id) })),
      { ...options, answer },
    );
  }

  return {
    /** Below the wire, for tests and tools: the shared context and the store of category rows. */
    ctx,
    store,
    create: async (tree: Tree, input: CategoryCreate, fields: Fields) =>
      answer(await store.create(tree, input), fields),
    get,
    getBySlug,
    update: async (tree: Tree, input: CategoryUpdate, fieldMask: string | null | undefined, fields: Fields) =>
      answer(await store.update(tree, input, fieldMask), fields),
    /** Shows or hides a category, only at the revision the caller saw. */
    setVisibility: async (
      tree: Tree,
      id: string,
      change: { visible: boolean; revision: string },
      fields: Fields,
    ) => answer(await store.setVisibility(tree, id, change.visible, change.revision), fields),
    remove: (tree: Tree, id: string) => store.remove(tree, id),
    query,
    search: searchCategories,
    count: search.count,
    move: (tree: Tree, id: string, request: MoveRequest) => moveCategory(ctx, tree, id, request),
    bulkUpdate,
    bulkShow,
    listItems: (tree: Tree, request: ListItemsRequest, visibleOnly: boolean) =>
      listItemsInCategory(ctx, cursorKey, tree, request, visibleOnly),
    listTrees: (siteId: string) => listTrees(db, siteId),
    ...createItemPlacements(ctx),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
