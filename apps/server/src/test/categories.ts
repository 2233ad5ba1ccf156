import { expect } from 'vitest';
import type { TestAtrium } from './app.js';

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
    /** `anchor`: the sibling of the `AFTER` and `BEFORE` positions (`moveAfterCategoryId`). */
    async move(
      categoryId: string,
      parentCategoryId: string | null,
      { position, anchor }: { position?: string; anchor?: string } = {},
    ) {
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

/**
 * Reads a whole tree and checks what the parent links imply: every path is the parent's path plus the id,
 * every depth one more than the parent's, sort keys distinct among siblings. Returns the children of each
 * parent ('' for the top) in their sort-key order.
 */
export async function walkTree(atrium: TestAtrium, treeKey = ''): Promise<Map<string, string[]>> {
  const { rows } = await atrium.database.executeSql(
    `select id, parent_id as "parentId", path, depth, sort_key as "sortKey" from categories
     where site_id = $1 and app_namespace = $2 and tree_key = $3 order by sort_key collate "C", id`,
    [atrium.site.siteId, TREE.appNamespace, treeKey],
  );
  const nodes = rows as Array<{
    id: string;
    parentId: string | null;
    path: string;
    depth: number;
    sortKey: string;
  }>;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, string[]>();
  for (const node of nodes) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (node.parentId) expect(parent, `parent of ${node.id} exists`).toBeDefined();
    expect(node.path).toBe(`${parent?.path ?? ''}${node.id}/`);
    expect(node.depth).toBe((parent?.depth ?? 0) + 1);
    const list = children.get(node.parentId ?? '') ?? [];
    list.push(node.id);
    children.set(node.parentId ?? '', list);
  }
  for (const list of children.values()) {
    const keys = list.map((id) => byId.get(id)!.sortKey);
    expect(new Set(keys).size, 'sibling sort keys are distinct').toBe(keys.length);
  }
  return children;
}
