import { expect } from 'vitest';
import type { TestAtrium } from '../../test/app.js';

export const TREE = { appNamespace: '@atrium/stores' };
const V1 = '/categories/v1';

type Inject = TestAtrium['app']['inject'];

/** The categories API as the test site's admin API key (or another caller), with the default tree. */
export function categoriesApi(atrium: TestAtrium, authorization: string = atrium.site.apiKey) {
  const inject = atrium.app.inject.bind(atrium.app) as Inject;
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization },
    });
  const ok = async (response: Awaited<ReturnType<Inject>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    send,
    V1,
    async create(name: string, parentId?: string | null, extra: object = {}) {
      const body = await ok(
        await send('POST', `${V1}/categories`, {
          category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}), ...extra },
          treeReference: TREE,
        }),
      );
      return body.category as {
        id: string;
        revision: string;
        slug: string;
        parentCategory: { index: number };
      };
    },
    async move(categoryId: string, parentCategoryId: string | null, position?: string, anchor?: string) {
      return send('POST', `${V1}/categories/${categoryId}/move`, {
        treeReference: TREE,
        parentCategoryId,
        ...(position ? { position } : {}),
        ...(anchor ? { moveAfterCategoryId: anchor } : {}),
      });
    },
    async children(parentId: string | null): Promise<string[]> {
      const body = await ok(
        await send('POST', `${V1}/categories/query`, {
          treeReference: TREE,
          returnNonVisibleCategories: true,
          query: {
            filter: { 'parentCategory.id': parentId },
            sort: [{ fieldName: 'parentCategory.index', order: 'ASC' }],
            cursorPaging: { limit: 100 },
          },
        }),
      );
      return (body.categories as Array<{ id: string }>).map((c) => c.id);
    },
    async get(categoryId: string, fields: string[] = []) {
      const query = new URLSearchParams({ categoryId, 'treeReference.appNamespace': TREE.appNamespace });
      for (const field of fields) query.append('fields', field);
      return send('GET', `${V1}/categories/${categoryId}?${query}`);
    },
    async addItems(categoryId: string, items: Array<{ appId: string; catalogItemId: string }>) {
      return ok(
        await send('POST', `${V1}/bulk/categories/${categoryId}/add-items`, { items, treeReference: TREE }),
      );
    },
    async listItems(categoryId: string, options: object = {}) {
      return send('POST', `${V1}/categories/${categoryId}/list-items`, {
        treeReference: TREE,
        ...options,
      });
    },
    ok,
  };
}

export const item = (n: number | string, appId = 'app-1') => ({ appId, catalogItemId: `item-${n}` });
