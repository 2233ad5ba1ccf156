import { describe, expect, it } from 'vitest';
import { createClient } from '../core/create-client.js';
import { CATEGORY_ID, ITEM, PARENT_ID, TREE } from '../testing/category-fixtures.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse, RecordedRequest } from '../testing/http-test-server.js';
import { MAX_GET_QUERY_LENGTH } from '../wire/request-plan.js';
import * as categories from './categories.js';

// What each call of the categories module sends: method, path, body or query string, and the GET to POST
// fallback. Answers are in categories-answers.test.ts, queryCategories in categories-query.test.ts.

const server = useTestServer();
const request = (): RecordedRequest => server.requests.at(-1)!;
const answer = (response: CannedResponse) => server.handle(() => response);
const client = () =>
  createClient({
    modules: { categories },
    host: server.url,
    auth: { getAuthHeaders: async () => ({ headers: { Authorization: 'token' } }) },
  });
const TREE_QUERY = 'treeReference.appNamespace=%40atrium%2Fstores';

type Client = ReturnType<typeof client>;
interface BodyCase {
  call: (client: Client) => Promise<unknown>;
  method: string;
  path: string;
  json: unknown;
}

const bodyCases: Record<string, BodyCase> = {
  bulkAddItemToCategories: {
    call: (c) =>
      c.categories.bulkAddItemToCategories(ITEM, { categoryIds: [CATEGORY_ID], treeReference: TREE }),
    method: 'POST',
    path: '/categories/v1/bulk/categories/add-item',
    json: { item: ITEM, categoryIds: [CATEGORY_ID], treeReference: TREE },
  },
  bulkRemoveItemFromCategories: {
    call: (c) =>
      c.categories.bulkRemoveItemFromCategories(ITEM, { categoryIds: [CATEGORY_ID], treeReference: TREE }),
    method: 'POST',
    path: '/categories/v1/bulk/categories/remove-item',
    json: { item: ITEM, categoryIds: [CATEGORY_ID], treeReference: TREE },
  },
  bulkSetItemCategories: {
    call: (c) => c.categories.bulkSetItemCategories(ITEM, { categoryIds: [], treeReference: TREE }),
    method: 'POST',
    path: '/categories/v1/bulk/categories/set-item-categories',
    json: { item: ITEM, categoryIds: [], treeReference: TREE },
  },
  bulkShowCategories: {
    call: (c) =>
      c.categories.bulkShowCategories([CATEGORY_ID], {
        treeReference: TREE,
        returnEntity: true,
        fields: ['BREADCRUMBS_INFO'],
      }),
    method: 'POST',
    path: '/categories/v1/bulk/categories/show',
    json: {
      categoryIds: [CATEGORY_ID],
      treeReference: TREE,
      returnEntity: true,
      fields: ['BREADCRUMBS_INFO'],
    },
  },
  bulkUpdateCategories: {
    call: (c) =>
      c.categories.bulkUpdateCategories(
        [{ category: { _id: CATEGORY_ID, name: 'Boots', revision: '3' }, fieldMask: ['name'] }],
        { treeReference: TREE, returnEntity: false },
      ),
    method: 'POST',
    path: '/categories/v1/bulk/categories/update',
    json: {
      categories: [{ category: { id: CATEGORY_ID, name: 'Boots', revision: '3' }, fieldMask: 'name' }],
      treeReference: TREE,
      returnEntity: false,
    },
  },
  bulkAddItemsToCategory: {
    call: (c) => c.categories.bulkAddItemsToCategory(CATEGORY_ID, [ITEM], { treeReference: TREE }),
    method: 'POST',
    path: `/categories/v1/bulk/categories/${CATEGORY_ID}/add-items`,
    json: { categoryId: CATEGORY_ID, items: [ITEM], treeReference: TREE },
  },
  bulkRemoveItemsFromCategory: {
    call: (c) => c.categories.bulkRemoveItemsFromCategory(CATEGORY_ID, [ITEM], { treeReference: TREE }),
    method: 'POST',
    path: `/categories/v1/bulk/categories/${CATEGORY_ID}/remove-items`,
    json: { categoryId: CATEGORY_ID, items: [ITEM], treeReference: TREE },
  },
  createCategory: {
    call: (c) =>
      c.categories.createCategory(
        { name: 'Shoes', parentCategory: { _id: PARENT_ID }, image: 'wix:image://v1/img-1/shoes.jpg' },
        { treeReference: TREE, fields: ['BREADCRUMBS_INFO'] },
      ),
    method: 'POST',
    path: '/categories/v1/categories',
    json: {
      // A media URI is sent as it is: the server reads the file id from it.
      category: { name: 'Shoes', parentCategory: { id: PARENT_ID }, image: 'wix:image://v1/img-1/shoes.jpg' },
      treeReference: TREE,
      fields: ['BREADCRUMBS_INFO'],
    },
  },
  countCategories: {
    call: (c) =>
      c.categories.countCategories({
        filter: { visible: true },
        search: { expression: 'sho' },
        treeReference: TREE,
        returnNonVisibleCategories: true,
      }),
    method: 'POST',
    path: '/categories/v1/categories/count',
    json: {
      filter: { visible: true },
      search: { expression: 'sho' },
      treeReference: TREE,
      returnNonVisibleCategories: true,
    },
  },
  searchCategories: {
    call: (c) =>
      c.categories.searchCategories(
        { search: { expression: 'shoe', fuzzy: true }, cursorPaging: { limit: 10 } },
        { treeReference: TREE, returnNonVisibleCategories: false, fields: ['DESCRIPTION'] },
      ),
    method: 'POST',
    path: '/categories/v1/categories/search',
    json: {
      search: { search: { expression: 'shoe', fuzzy: true }, cursorPaging: { limit: 10 } },
      treeReference: TREE,
      returnNonVisibleCategories: false,
      fields: ['DESCRIPTION'],
    },
  },
  updateCategoryVisibility: {
    call: (c) =>
      c.categories.updateCategoryVisibility(CATEGORY_ID, {
        visible: false,
        treeReference: TREE,
        revision: '3',
      }),
    method: 'PATCH',
    path: '/categories/v1/categories/visibility',
    json: { categoryId: CATEGORY_ID, visible: false, treeReference: TREE, revision: '3' },
  },
  updateCategory: {
    call: (c) =>
      c.categories.updateCategory(
        CATEGORY_ID,
        { name: 'Boots', revision: '3' },
        { treeReference: TREE, fieldMask: ['name'], fields: ['BREADCRUMBS_INFO'] },
      ),
    method: 'PATCH',
    path: `/categories/v1/categories/${CATEGORY_ID}`,
    json: {
      category: { name: 'Boots', revision: '3', id: CATEGORY_ID },
      treeReference: TREE,
      fields: ['BREADCRUMBS_INFO'],
      fieldMask: 'name',
    },
  },
  moveCategory: {
    call: (c) =>
      c.categories.moveCategory(CATEGORY_ID, TREE, {
        parentCategoryId: PARENT_ID,
        position: 'AFTER',
        moveAfterCategoryId: '9f1e2d3c-4b5a-4968-8776-655443322110',
      }),
    method: 'POST',
    path: `/categories/v1/categories/${CATEGORY_ID}/move`,
    json: {
      categoryId: CATEGORY_ID,
      treeReference: TREE,
      parentCategoryId: PARENT_ID,
      position: 'AFTER',
      moveAfterCategoryId: '9f1e2d3c-4b5a-4968-8776-655443322110',
    },
  },
  setArrangedItems: {
    call: (c) => c.categories.setArrangedItems(CATEGORY_ID, TREE, { items: [ITEM] }),
    method: 'POST',
    path: `/categories/v1/categories/${CATEGORY_ID}/set-arranged-items`,
    json: { categoryId: CATEGORY_ID, treeReference: TREE, items: [ITEM] },
  },
};

interface QueryCase {
  call: (client: Client) => Promise<unknown>;
  method: string;
  /** Path and query string, as sent. */
  url: string;
}

const queryCases: Record<string, QueryCase> = {
  listTrees: {
    call: (c) => c.categories.listTrees(),
    method: 'GET',
    url: '/categories/v1/categories/list-trees',
  },
  getCategory: {
    call: (c) => c.categories.getCategory(CATEGORY_ID, TREE, { fields: ['BREADCRUMBS_INFO', 'DESCRIPTION'] }),
    method: 'GET',
    url: `/categories/v1/categories/${CATEGORY_ID}?categoryId=${CATEGORY_ID}&${TREE_QUERY}&fields=BREADCRUMBS_INFO&fields=DESCRIPTION`,
  },
  getCategoryBySlug: {
    call: (c) => c.categories.getCategoryBySlug('shoes', { ...TREE, treeKey: 'main' }),
    method: 'GET',
    url: `/categories/v1/categories/slug/shoes?slug=shoes&${TREE_QUERY}&treeReference.treeKey=main`,
  },
  deleteCategory: {
    call: (c) => c.categories.deleteCategory(CATEGORY_ID, TREE),
    method: 'DELETE',
    url: `/categories/v1/categories/${CATEGORY_ID}?categoryId=${CATEGORY_ID}&${TREE_QUERY}`,
  },
  getArrangedItems: {
    call: (c) => c.categories.getArrangedItems(CATEGORY_ID, TREE),
    method: 'GET',
    url: `/categories/v1/categories/${CATEGORY_ID}/arranged-items?categoryId=${CATEGORY_ID}&${TREE_QUERY}`,
  },
  listItemsInCategory: {
    call: (c) =>
      c.categories.listItemsInCategory(CATEGORY_ID, TREE, {
        useCategoryArrangement: true,
        includeItemsFromSubcategories: false,
        cursorPaging: { limit: 20, cursor: 'c1' },
      }),
    method: 'GET',
    url:
      `/categories/v1/categories/${CATEGORY_ID}/list-items?categoryId=${CATEGORY_ID}&${TREE_QUERY}` +
      '&useCategoryArrangement=true&includeItemsFromSubcategories=false&cursorPaging.limit=20&cursorPaging.cursor=c1',
  },
  listCategoriesForItem: {
    call: (c) => c.categories.listCategoriesForItem(ITEM, { treeReference: TREE }),
    method: 'GET',
    url: `/categories/v1/categories/list-categories-for-item?item.appId=stores&item.catalogItemId=product-1&${TREE_QUERY}`,
  },
};

describe('categories module: requests', () => {
  it.each(Object.entries(bodyCases))('%s sends its method, path and JSON body', async (_name, testCase) => {
    await testCase.call(client()).catch(() => undefined);
    expect([request().method, request().path]).toEqual([testCase.method, testCase.path]);
    expect(request().json).toEqual(testCase.json);
    expect(request().headers.authorization).toBe('token');
  });

  it.each(Object.entries(queryCases))('%s sends its payload as the query string', async (_name, testCase) => {
    await testCase.call(client()).catch(() => undefined);
    expect([request().method, request().url]).toEqual([testCase.method, testCase.url]);
    expect(request().body).toBe('');
  });

  it('listCategoriesForItems sends a list of items as one `.r` parameter, which keeps each item whole', async () => {
    answer({ body: { categoriesForItems: [] } });
    await client().categories.listCategoriesForItems([ITEM], { treeReference: TREE });
    expect([request().method, request().path]).toEqual([
      'GET',
      '/categories/v1/categories/list-categories-for-items',
    ]);
    const raw = request().query.get('.r')!;
    expect(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))).toEqual({
      items: [ITEM],
      treeReference: TREE,
    });
  });

  it('sends a GET whose query string would pass 4000 characters as a POST to the same path', async () => {
    const cursor = 'c'.repeat(MAX_GET_QUERY_LENGTH);
    answer({ body: { items: [ITEM], pagingMetadata: { count: 1, cursors: {}, hasNext: false } } });
    await client().categories.listItemsInCategory(CATEGORY_ID, TREE, { cursorPaging: { cursor } });
    expect([request().method, request().url]).toEqual([
      'POST',
      `/categories/v1/categories/${CATEGORY_ID}/list-items`,
    ]);
    expect(request().json).toEqual({
      categoryId: CATEGORY_ID,
      treeReference: TREE,
      cursorPaging: { cursor },
    });

    const items = Array.from({ length: 100 }, (_, index) => ({
      appId: 'stores',
      catalogItemId: `p-${index}`,
    }));
    await client().categories.listCategoriesForItems(items, { treeReference: TREE });
    expect([request().method, request().path]).toEqual([
      'POST',
      '/categories/v1/categories/list-categories-for-items',
    ]);
    expect(request().json).toEqual({ items, treeReference: TREE });

    const item = { appId: 'stores', catalogItemId: 'x'.repeat(MAX_GET_QUERY_LENGTH) };
    await client().categories.listCategoriesForItem(item, { treeReference: TREE });
    expect([request().method, request().path]).toEqual([
      'POST',
      '/categories/v1/categories/list-categories-for-item',
    ]);
  });
});
