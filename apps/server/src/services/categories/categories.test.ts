import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';
import { categoriesApi, TREE } from '../../test/categories.js';

let atrium: TestAtrium;
let otherKey: string;
let api: ReturnType<typeof categoriesApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  api = categoriesApi(atrium);
  const { site } = await atrium.modules.sites.createSite({
    name: 'Other site',
    origins: ['http://other.test'],
    redirectUris: ['http://other.test/callback'],
    rotateRefreshTokens: false,
  });
  otherKey = (await atrium.modules.sites.createApiKey(site.id, 'other key')).key;
});
afterAll(async () => atrium?.close());

const richText = (text: string) => ({
  nodes: [
    { type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', id: '', textData: { text, decorations: [] } }] },
  ],
});

describe('categories', () => {
  it('creates categories with slugs, positions and the fields asked for', async () => {
    const shoes = await api.create('Shoes & Boots');
    expect(shoes).toMatchObject({
      revision: '1',
      slug: 'shoes-boots',
      visible: true,
      itemCounter: 0,
      parentCategory: { id: null, index: 0 },
      treeReference: { appNamespace: TREE.appNamespace, treeKey: null },
    });
    expect(shoes).not.toHaveProperty('description');
    const again = await api.create('Shoes & Boots');
    expect(again.slug).toBe('shoes-boots-2');
    expect(again.parentCategory.index).toBe(1);

    const answer = await api.send('POST', `${api.V1}/categories`, {
      category: {
        name: 'Running',
        parentCategory: { id: shoes.id },
        richContentDescription: richText('Fast <b>shoes</b>'),
      },
      treeReference: TREE,
      fields: ['BREADCRUMBS_INFO', 'DESCRIPTION', 'RICH_CONTENT_DESCRIPTION'],
    });
    const running = (await api.ok(answer)).category;
    expect(running.description).toBe('Fast <b>shoes</b>');
    expect(running.richContentDescription.nodes[0].nodes[0].textData.text).toBe('Fast <b>shoes</b>');
    expect(running.richContentDescription.metadata.createdTimestamp).toBe(running.createdDate);
    expect(running.breadcrumbsInfo.breadcrumbs).toEqual([
      { categoryId: shoes.id, categoryName: 'Shoes & Boots', categorySlug: 'shoes-boots' },
    ]);
    const fetched = await api.ok(await api.get(running.id, ['BREADCRUMBS_INFO']));
    expect(fetched.category.breadcrumbsInfo.breadcrumbs).toHaveLength(1);
    expect(fetched.category).not.toHaveProperty('description');

    const bySlug = await api.send(
      'GET',
      `${api.V1}/categories/slug/shoes-boots-2?treeReference.appNamespace=${encodeURIComponent(TREE.appNamespace)}`,
    );
    expect((await api.ok(bySlug)).category.id).toBe(again.id);
    const events = await outboxEvents(atrium);
    expect(events.filter((e) => e.type === 'category.created').map((e) => e.entityId)).toEqual(
      expect.arrayContaining([shoes.id, again.id, running.id]),
    );
  });

  it('updates the fields of the mask, and refuses a stale revision without changing anything', async () => {
    const hats = await api.create('Hats', null, { description: 'For heads' });
    const renamed = await api.send('PATCH', `${api.V1}/categories/${hats.id}`, {
      category: { id: hats.id, name: 'Caps', description: 'ignored: not in the mask', revision: '1' },
      fieldMask: 'name',
      treeReference: TREE,
      fields: ['DESCRIPTION'],
    });
    const caps = (await api.ok(renamed)).category;
    expect(caps).toMatchObject({ name: 'Caps', description: 'For heads', revision: '2', slug: 'hats' });

    const stale = await api.send('PATCH', `${api.V1}/categories/${hats.id}`, {
      category: { id: hats.id, name: 'Beanies', revision: '1' },
      treeReference: TREE,
    });
    expect(stale.statusCode).toBe(409);
    expect(applicationCode(stale)).toBe('CATEGORY_REVISION_MISMATCH');
    const cleared = await api.send('PATCH', `${api.V1}/categories/${hats.id}`, {
      category: { id: hats.id },
      fieldMask: 'description',
      treeReference: TREE,
      fields: ['DESCRIPTION'],
    });
    expect((await api.ok(cleared)).category).toMatchObject({
      name: 'Caps',
      description: null,
      revision: '3',
    });

    const hidden = await api.send('PATCH', `${api.V1}/categories/${hats.id}`, {
      category: { id: hats.id, visible: false },
      fieldMask: 'visible',
      treeReference: TREE,
    });
    expect(violatedFields(hidden)).toEqual(['fieldMask']);
    const taken = await api.send('PATCH', `${api.V1}/categories/${hats.id}`, {
      category: { id: hats.id, slug: 'shoes-boots' },
      treeReference: TREE,
    });
    expect(applicationCode(taken)).toBe('SLUG_ALREADY_EXISTS');
  });

  it('shows and hides only at the current revision; visitors never see hidden categories', async () => {
    const sale = await api.create('Sale');
    const visibility = (visible: boolean, revision: string) =>
      api.send('PATCH', `${api.V1}/categories/visibility`, {
        categoryId: sale.id,
        visible,
        revision,
        treeReference: TREE,
      });
    const stale = await visibility(false, '7');
    expect(stale.statusCode).toBe(409);
    expect(applicationCode(stale)).toBe('CATEGORY_REVISION_MISMATCH');
    expect((await api.ok(await api.get(sale.id))).category).toMatchObject({ visible: true, revision: '1' });
    expect(
      violatedFields(
        await api.send('PATCH', `${api.V1}/categories/visibility`, {
          categoryId: sale.id,
          visible: false,
          treeReference: TREE,
        }),
      ),
    ).toEqual(['revision']);

    const hidden = (await api.ok(await visibility(false, '1'))).category;
    expect(hidden).toMatchObject({ visible: false, revision: '2' });
    const visitor = categoriesApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await visitor.get(sale.id))).toBe('CATEGORY_NOT_FOUND');
    const search = (body: object) =>
      visitor.send('POST', `${api.V1}/categories/search`, { treeReference: TREE, ...body });
    const found = await visitor.ok(await search({ search: { search: { expression: 'sale' } } }));
    expect(found.categories).toEqual([]);
    expect((await search({ returnNonVisibleCategories: true })).statusCode).toBe(403);
    const asOwner = await api.ok(
      await api.send('POST', `${api.V1}/categories/search`, {
        treeReference: TREE,
        returnNonVisibleCategories: true,
        search: { search: { expression: 'sale' } },
      }),
    );
    expect(asOwner.categories.map((c: { id: string }) => c.id)).toEqual([sale.id]);

    const missing = '00000000-0000-4000-8000-000000000000';
    const shown = await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/show`, {
        categoryIds: [sale.id, missing],
        treeReference: TREE,
        returnEntity: true,
      }),
    );
    expect(shown.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(shown.results[0]).toMatchObject({
      itemMetadata: { id: sale.id, success: true },
      category: { visible: true, revision: '3' },
    });
    expect(shown.results[1].itemMetadata).toMatchObject({
      id: missing,
      originalIndex: 1,
      success: false,
      error: { code: 'CATEGORY_NOT_FOUND' },
    });
    expect((await visitor.ok(await visitor.get(sale.id))).category.visible).toBe(true);
  });

  it('updates many categories, each on its own', async () => {
    const a = await api.create('Bulk A');
    const b = await api.create('Bulk B');
    const answer = await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/update`, {
        categories: [
          { category: { id: a.id, name: 'Bulk A2' }, fieldMask: 'name' },
          { category: { id: b.id, name: 'Bulk B2', revision: '5' } },
        ],
        treeReference: TREE,
        returnEntity: true,
      }),
    );
    expect(answer.results[0]).toMatchObject({
      itemMetadata: { success: true },
      category: { name: 'Bulk A2' },
    });
    expect(answer.results[1].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'CATEGORY_REVISION_MISMATCH' },
    });
  });

  it('deletes a category with its subtree and their placements', async () => {
    const top = await api.create('Doomed');
    const child = await api.create('Doomed child', top.id);
    const grandchild = await api.create('Doomed grandchild', child.id);
    await api.addItems(grandchild.id, [{ appId: 'app', catalogItemId: 'x' }]);
    const deleted = await api.send(
      'DELETE',
      `${api.V1}/categories/${top.id}?categoryId=${top.id}&treeReference.appNamespace=${encodeURIComponent(TREE.appNamespace)}`,
    );
    expect(await api.ok(deleted)).toEqual({});
    for (const id of [top.id, child.id, grandchild.id])
      expect(applicationCode(await api.get(id))).toBe('CATEGORY_NOT_FOUND');
    const placements = await atrium.database.executeSql(
      'select count(*)::int as n from category_items where category_id = $1',
      [grandchild.id],
    );
    expect(placements.rows[0]!.n).toBe(0);
    const deletedEvents = (await outboxEvents(atrium)).filter((e) => e.type === 'category.deleted');
    expect(deletedEvents.map((e) => e.entityId).sort()).toEqual([top.id, child.id, grandchild.id].sort());
  });

  it('answers bad input with field violations and stores nothing', async () => {
    const before = await atrium.database.executeSql('select count(*)::int as n from categories', []);
    const create = (body: object) => api.send('POST', `${api.V1}/categories`, body);
    expect(violatedFields(await create({ category: {}, treeReference: TREE }))).toEqual(['category.name']);
    expect(violatedFields(await create({ category: { name: 'x'.repeat(81) }, treeReference: TREE }))).toEqual(
      ['category.name'],
    );
    expect(violatedFields(await create({ category: { name: 'No tree' } }))).toEqual(['treeReference']);
    expect(violatedFields(await create({ category: { name: 5 }, treeReference: TREE }))).toEqual([
      'category.name',
    ]);
    expect(
      violatedFields(
        await create({ category: { name: 'Bad slug', slug: 'Not A Slug' }, treeReference: TREE }),
      ),
    ).toEqual(['category.slug']);
    let deep: Record<string, unknown> = { type: 'TEXT', textData: { text: 'deep' } };
    for (let i = 0; i < 25; i++) deep = { type: 'PARAGRAPH', nodes: [deep] };
    expect(
      violatedFields(
        await create({
          category: { name: 'Deep', richContentDescription: { nodes: [deep] } },
          treeReference: TREE,
        }),
      ),
    ).toEqual(['category.richContentDescription']);
    expect(
      violatedFields(
        await create({
          category: { name: 'Odd node', richContentDescription: { nodes: [{ type: 'SCRIPT' }] } },
          treeReference: TREE,
        }),
      ),
    ).toEqual(['category.richContentDescription.nodes[0].type']);
    const unknownFilter = await api.send('POST', `${api.V1}/categories/query`, {
      query: { filter: { secret: 'x' } },
    });
    expect(violatedFields(unknownFilter)).toEqual(['query.filter.secret']);
    const unknownParent = await create({
      category: { name: 'Orphan', parentCategory: { id: '00000000-0000-4000-8000-000000000001' } },
      treeReference: TREE,
    });
    expect(applicationCode(unknownParent)).toBe('PARENT_CATEGORY_NOT_FOUND');
    const badImage = await create({
      category: { name: 'Pictured', image: 'wix:image://v1/nope/x.jpg#originWidth=1&originHeight=1' },
      treeReference: TREE,
    });
    expect(applicationCode(badImage)).toBe('CATEGORY_IMAGE_NOT_FOUND');
    const after = await atrium.database.executeSql('select count(*)::int as n from categories', []);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("keeps another site's categories and trees out of reach", async () => {
    const mine = await api.create('Mine');
    const other = categoriesApi(atrium, otherKey);
    expect(applicationCode(await other.get(mine.id))).toBe('CATEGORY_NOT_FOUND');
    const rename = await other.send('PATCH', `${api.V1}/categories/${mine.id}`, {
      category: { id: mine.id, name: 'Stolen' },
      treeReference: TREE,
    });
    expect(applicationCode(rename)).toBe('CATEGORY_NOT_FOUND');
    expect(applicationCode(await other.move(mine.id, null, { position: 'FIRST' }))).toBe(
      'CATEGORY_NOT_FOUND',
    );
    const adopt = await other.send('POST', `${api.V1}/categories`, {
      category: { name: 'Child of another site', parentCategory: { id: mine.id } },
      treeReference: TREE,
    });
    expect(applicationCode(adopt)).toBe('PARENT_CATEGORY_NOT_FOUND');
    const query = await other.ok(
      await other.send('POST', `${api.V1}/categories/query`, { returnNonVisibleCategories: true }),
    );
    expect(query.categories.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    const trees = await other.ok(await other.send('GET', `${api.V1}/categories/list-trees`));
    expect(trees.trees).toEqual([]);
    expect((await api.ok(await api.get(mine.id))).category.name).toBe('Mine');
  });

  it('lets visitors read but not write, and lists the trees', async () => {
    const visitor = categoriesApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const write = await visitor.send('POST', `${api.V1}/categories`, {
      category: { name: 'Visitor' },
      treeReference: TREE,
    });
    expect(write.statusCode).toBe(403);
    const trees = await api.ok(await api.send('GET', `${api.V1}/categories/list-trees`));
    expect(trees.trees).toEqual([{ appNamespace: TREE.appNamespace, treeKey: null }]);
    await api.ok(
      await api.send('POST', `${api.V1}/categories`, {
        category: { name: 'Blog tag' },
        treeReference: { appNamespace: '@atrium/blog', treeKey: 'tags' },
      }),
    );
    const both = await api.ok(await api.send('GET', `${api.V1}/categories/list-trees`));
    expect(both.trees).toEqual([
      { appNamespace: '@atrium/blog', treeKey: 'tags' },
      { appNamespace: TREE.appNamespace, treeKey: null },
    ]);
  });
});
