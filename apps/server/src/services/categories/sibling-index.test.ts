import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { categoriesApi, TREE } from '../../test/categories.js';

let atrium: TestAtrium;
let api: ReturnType<typeof categoriesApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  api = categoriesApi(atrium);
});
afterAll(async () => atrium?.close());

/**
 * ParentCategory.index as first defined, one count per category: the siblings (same site, tree and parent,
 * hidden ones too) before it in sort-key order, ties broken by id.
 */
async function indexesByDefinition(): Promise<Map<string, number>> {
  const { rows } = await atrium.database.executeSql(
    `select c.id, (
       select count(*)::int from categories s
       where s.site_id = c.site_id and s.app_namespace = c.app_namespace and s.tree_key = c.tree_key
         and (s.parent_id = c.parent_id or (s.parent_id is null and c.parent_id is null))
         and (s.sort_key < c.sort_key or (s.sort_key = c.sort_key and s.id < c.id))
     ) as index
     from categories c where c.site_id = $1`,
    [atrium.site.siteId],
  );
  return new Map(rows.map((row): [string, number] => [row.id as string, Number(row.index)]));
}

type Answered = { id: string; parentCategory: { index: number } };
const indexesOf = (categories: Answered[]) => new Map(categories.map((c) => [c.id, c.parentCategory.index]));

describe('the sibling index', () => {
  it('counts the siblings before a category in sort-key order, whatever the query returns', async () => {
    const other = { appNamespace: TREE.appNamespace, treeKey: 'other' };
    const parent = await api.create('Parent');
    const second = await api.create('Second top');
    const children: Answered[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) children.push(await api.create(name, parent.id));
    const ids = children.map((child) => child.id);
    const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];
    await api.create('Under second', second.id);
    await api.create('Under second too', second.id);
    const otherTop = await api.ok(
      await api.send('POST', `${api.V1}/categories`, {
        category: { name: 'Other top' },
        treeReference: other,
      }),
    );
    // Reordered, one hidden, and two sort keys made equal so that the id decides between them.
    await api.ok(await api.move(f, parent.id, { position: 'FIRST' }));
    await api.ok(await api.move(a, parent.id, { position: 'AFTER', anchor: c }));
    const hidden = await api.ok(await api.get(b));
    await api.ok(
      await api.send('PATCH', `${api.V1}/categories/visibility`, {
        categoryId: b,
        visible: false,
        revision: hidden.category.revision,
        treeReference: TREE,
      }),
    );
    await atrium.database.executeSql(
      `update categories set sort_key = (select sort_key from categories where id = $1) where id = $2`,
      [d, e],
    );

    const expected = await indexesByDefinition();
    const childIndexes = ids.map((id) => expected.get(id));
    expect([...childIndexes].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(expected.get(otherTop.category.id)).toBe(0);

    const query = async (body: object) =>
      indexesOf((await api.ok(await api.send('POST', `${api.V1}/categories/query`, body))).categories);
    const all = await query({ treeReference: TREE, returnNonVisibleCategories: true, query: {} });
    const everyTree = await query({
      returnNonVisibleCategories: true,
      query: { cursorPaging: { limit: 100 } },
    });
    const visibleChildren = await query({
      treeReference: TREE,
      query: { filter: { 'parentCategory.id': parent.id } },
    });
    const one = await query({ treeReference: TREE, query: { filter: { name: 'E' } } });
    const searched = await api.ok(
      await api.send('POST', `${api.V1}/categories/search`, {
        treeReference: TREE,
        search: { search: { expression: 'D' } },
      }),
    );
    expect(all.size).toBe(expected.size - 1);
    expect(everyTree.size).toBe(expected.size);
    expect(visibleChildren.size).toBe(5);
    for (const answered of [all, everyTree, visibleChildren, one, indexesOf(searched.categories)])
      for (const [id, index] of answered) expect(index, id).toBe(expected.get(id));

    for (const id of ids) {
      const got = await api.ok(await api.get(id));
      expect(got.category.parentCategory).toEqual({ id: parent.id, index: expected.get(id) });
    }
    const updated = await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/update`, {
        categories: [{ category: { id: e, name: 'E2' } }, { category: { id: c, name: 'C2' } }],
        treeReference: TREE,
        returnEntity: true,
      }),
    );
    expect(updated.results.map((r: { category: Answered }) => r.category.parentCategory.index)).toEqual([
      expected.get(e),
      expected.get(c),
    ]);
    const last = await api.create('G', parent.id);
    expect(last.parentCategory.index).toBe(6);
  });
});
