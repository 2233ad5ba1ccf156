import { describe, expect, it } from 'vitest';
import { createClient } from '../core/create-client.js';
import { CATEGORY_ID, PARENT_ID, sdkCategory, TREE, wireCategory } from '../testing/category-fixtures.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { CannedResponse, RecordedRequest } from '../testing/http-test-server.js';
import * as categories from './categories.js';

// queryCategories in both its forms: the builder (with its paging) and the typed query.

const server = useTestServer();
const request = (): RecordedRequest => server.requests.at(-1)!;
const answer = (response: CannedResponse) => server.handle(() => response);
const client = () =>
  createClient({
    modules: { categories },
    host: server.url,
    auth: { getAuthHeaders: async () => ({ headers: { Authorization: 'token' } }) },
  });

describe('categories module: queryCategories', () => {
  const page = (next: string | null, prev: string | null = null) => ({
    categories: [wireCategory],
    pagingMetadata: { count: 1, cursors: { next, prev }, hasNext: next !== null },
  });

  it('the builder posts {...options, query} and pages with the cursor alone', async () => {
    answer({ body: page('n1') });
    const first = await client()
      .categories.queryCategories({ treeReference: TREE, returnNonVisibleCategories: true })
      .eq('parentCategory._id', null)
      .ascending('parentCategory.index')
      .limit(1)
      .find();
    expect([request().method, request().path]).toEqual(['POST', '/categories/v1/categories/query']);
    expect(request().json).toEqual({
      treeReference: TREE,
      returnNonVisibleCategories: true,
      query: {
        filter: { 'parentCategory.id': { $eq: null } },
        sort: [{ fieldName: 'parentCategory.index', order: 'ASC' }],
        cursorPaging: { limit: 1 },
      },
    });
    expect(first.items).toEqual([sdkCategory]);
    expect(first.hasNext()).toBe(true);

    answer({ body: page(null, 'p2') });
    const second = await first.next();
    expect(request().json).toEqual({
      treeReference: TREE,
      returnNonVisibleCategories: true,
      query: { cursorPaging: { cursor: 'n1', limit: 1 } },
    });
    expect(second.hasNext()).toBe(false);
    await expect(second.next()).rejects.toThrow('No next page to fetch');

    answer({ body: page('n1') });
    await second.prev();
    expect(request().json).toMatchObject({ query: { cursorPaging: { cursor: 'p2', limit: 1 } } });
  });

  it('the typed form sends the query at once, in wire names, and resolves to the whole response', async () => {
    answer({ body: page(null) });
    const response = await client().categories.queryCategories(
      {
        filter: { 'parentCategory._id': { $eq: PARENT_ID }, $or: [{ _id: CATEGORY_ID }, { visible: true }] },
        sort: [{ fieldName: '_createdDate', order: 'DESC' }],
        cursorPaging: { limit: 5 },
      },
      { treeReference: TREE, fields: ['BREADCRUMBS_INFO'] },
    );
    expect(request().json).toEqual({
      query: {
        filter: { 'parentCategory.id': { $eq: PARENT_ID }, $or: [{ id: CATEGORY_ID }, { visible: true }] },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorPaging: { limit: 5 },
      },
      treeReference: TREE,
      fields: ['BREADCRUMBS_INFO'],
    });
    expect(response).toEqual({
      categories: [sdkCategory],
      pagingMetadata: { count: 1, cursors: { next: null, prev: null }, hasNext: false },
    });

    // A query alone is recognised by its fields.
    await client().categories.queryCategories({ filter: { visible: true } });
    expect(request().json).toEqual({ query: { filter: { visible: true } } });
  });
});
