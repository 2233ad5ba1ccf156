import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';
import { categoriesApi, item, TREE } from '../../test/categories.js';

let atrium: TestAtrium;
let api: ReturnType<typeof categoriesApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  api = categoriesApi(atrium);
});
afterAll(async () => atrium?.close());

type Item = { appId: string; catalogItemId: string };

/** Every item of a listing, page by page, sending only the cursor after the first page. */
async function allPages(categoryId: string, options: object, limit: number) {
  const seen: Item[] = [];
  let body = await api.ok(await api.listItems(categoryId, { ...options, cursorPaging: { limit } }));
  for (;;) {
    seen.push(...body.items);
    expect(body.pagingMetadata.count).toBe(body.items.length);
    if (!body.pagingMetadata.hasNext) break;
    body = await api.ok(
      await api.listItems(categoryId, {
        ...options,
        cursorPaging: { cursor: body.pagingMetadata.cursors.next },
      }),
    );
  }
  return seen;
}

const key = (i: Item) => `${i.appId}/${i.catalogItemId}`;

describe('items in categories', () => {
  it('places items both ways, idempotently, and keeps the counter and the events', async () => {
    const shirts = await api.create('Shirts');
    const added = await api.addItems(shirts.id, [item(1), item(2), item(1)]);
    expect(added.bulkActionMetadata).toEqual({ totalSuccesses: 3, totalFailures: 0, undetailedFailures: 0 });
    expect(added.results[2].itemMetadata).toEqual({ item: item(1), originalIndex: 2, success: true });
    await api.addItems(shirts.id, [item(2), item(3)]);
    expect((await api.ok(await api.get(shirts.id))).category.itemCounter).toBe(3);

    const pants = await api.create('Pants');
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const many = await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/add-item`, {
        item: item(9),
        categoryIds: [shirts.id, missing, pants.id],
        treeReference: TREE,
      }),
    );
    expect(many.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual([
      true,
      false,
      true,
    ]);
    expect(many.results[1].itemMetadata.error.code).toBe('CATEGORY_NOT_FOUND');

    const removed = await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/${shirts.id}/remove-items`, {
        items: [item(1), item(404)],
        treeReference: TREE,
      }),
    );
    expect(removed.bulkActionMetadata.totalSuccesses).toBe(2);
    await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/remove-item`, {
        item: item(9),
        categoryIds: [pants.id],
        treeReference: TREE,
      }),
    );
    const counts = await Promise.all(
      [shirts, pants].map(async (c) => (await api.ok(await api.get(c.id))).category.itemCounter),
    );
    expect(counts).toEqual([3, 0]);

    const set = await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/set-item-categories`, {
        item: item(9),
        categoryIds: [pants.id],
        treeReference: TREE,
      }),
    );
    expect(set.addResults.map((r: { itemMetadata: { id: string } }) => r.itemMetadata.id)).toEqual([
      pants.id,
    ]);
    expect(set.removeResults.map((r: { itemMetadata: { id: string } }) => r.itemMetadata.id)).toEqual([
      shirts.id,
    ]);
    const forItem = await api.ok(
      await api.send('POST', `${api.V1}/categories/list-categories-for-item`, {
        item: item(9),
        treeReference: TREE,
      }),
    );
    expect(forItem).toEqual({ directCategoryIds: [pants.id], allCategoryIds: [pants.id] });

    const events = await outboxEvents(atrium);
    const adds = events.filter((e) => e.type === 'category.item_added' && e.entityId === shirts.id);
    expect(adds.map((e) => (e.data.items as Item[]).map(key))).toEqual([
      ['app-1/item-1', 'app-1/item-2'],
      ['app-1/item-3'],
      ['app-1/item-9'],
    ]);
    expect(events.some((e) => e.type === 'category.item_removed' && e.entityId === shirts.id)).toBe(true);
  });

  it("pages a category's items with its subcategories', each item once", async () => {
    const top = await api.create('Clothes');
    const a = await api.create('Clothes A', top.id);
    const b = await api.create('Clothes B', a.id);
    const c = await api.create('Clothes C', top.id);
    await api.addItems(top.id, [item(1), item(2)]);
    await api.addItems(a.id, [item(2), item(3), item(4), item(5)]);
    await api.addItems(b.id, [item(5), item(6), item(1, 'app-2')]);
    await api.addItems(c.id, [item(7), item(3)]);
    const expected = [
      'app-1/item-1',
      'app-1/item-2',
      'app-1/item-3',
      'app-1/item-4',
      'app-1/item-5',
      'app-1/item-6',
      'app-1/item-7',
      'app-2/item-1',
    ];
    for (const limit of [1, 2, 3, 100]) {
      const seen = await allPages(top.id, { includeItemsFromSubcategories: true }, limit);
      expect(seen.map(key)).toEqual(expected);
    }
    expect((await allPages(top.id, {}, 1)).map(key)).toEqual(['app-1/item-1', 'app-1/item-2']);

    const forItems = await api.ok(
      await api.send('POST', `${api.V1}/categories/list-categories-for-items`, {
        items: [item(5), item(7)],
        treeReference: TREE,
      }),
    );
    expect(forItems.categoriesForItems[0].directCategoryIds.sort()).toEqual([a.id, b.id].sort());
    expect(forItems.categoriesForItems[0].indirectCategoryIds).toEqual([top.id]);
    expect(forItems.categoriesForItems[1]).toEqual({
      item: item(7),
      directCategoryIds: [c.id],
      indirectCategoryIds: [top.id],
    });

    // Visitors do not get the items of hidden subcategories.
    await api.ok(
      await api.send('PATCH', `${api.V1}/categories/visibility`, {
        categoryId: b.id,
        visible: false,
        revision: '1',
        treeReference: TREE,
      }),
    );
    const visitor = categoriesApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const visible = await visitor.ok(
      await visitor.listItems(top.id, { includeItemsFromSubcategories: true }),
    );
    expect(visible.items.map(key)).toEqual(
      expected.filter((k) => k !== 'app-1/item-6' && k !== 'app-2/item-1'),
    );
    expect(applicationCode(await visitor.listItems(b.id))).toBe('CATEGORY_NOT_FOUND');
  });

  it('lists the arranged items first, in their order, then the others', async () => {
    const shelf = await api.create('Shelf');
    await api.addItems(
      shelf.id,
      [1, 2, 3, 4, 5].map((n) => item(n)),
    );
    const arrange = (items: Item[]) =>
      api.send('POST', `${api.V1}/categories/${shelf.id}/set-arranged-items`, { items, treeReference: TREE });
    expect((await api.ok(await arrange([item(4), item(2)]))).items).toEqual([item(4), item(2)]);
    const arranged = await api.ok(
      await api.send(
        'GET',
        `${api.V1}/categories/${shelf.id}/arranged-items?categoryId=${shelf.id}&treeReference.appNamespace=${encodeURIComponent(TREE.appNamespace)}`,
      ),
    );
    expect(arranged.items).toEqual([item(4), item(2)]);
    for (const limit of [1, 2, 5])
      expect(
        (await allPages(shelf.id, { useCategoryArrangement: true }, limit)).map((i) => i.catalogItemId),
      ).toEqual(['item-4', 'item-2', 'item-1', 'item-3', 'item-5']);
    expect(applicationCode(await arrange([item(99)]))).toBe('ITEMS_NOT_IN_CATEGORY');
    expect(violatedFields(await arrange([item(1), item(1)]))).toEqual(['items']);
    await api.ok(
      await api.send('POST', `${api.V1}/bulk/categories/${shelf.id}/remove-items`, {
        items: [item(4)],
        treeReference: TREE,
      }),
    );
    const after = await api.send(
      'GET',
      `${api.V1}/categories/${shelf.id}/arranged-items?treeReference.appNamespace=${encodeURIComponent(TREE.appNamespace)}`,
    );
    expect((await api.ok(after)).items).toEqual([item(2)]);
    expect(
      (await outboxEvents(atrium)).some(
        (e) => e.type === 'category.items_arranged' && e.entityId === shelf.id,
      ),
    ).toBe(true);
  });

  it('answers a long GET and its POST form alike, and refuses cursors of another listing', async () => {
    const big = await api.create('Big');
    const items = Array.from({ length: 100 }, (_, n) => item(`${n}`.padStart(30, '0')));
    await api.addItems(big.id, items);
    const payload = { items, treeReference: TREE };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    expect(encoded.length).toBeGreaterThan(4000);
    const viaGet = await api.send('GET', `${api.V1}/categories/list-categories-for-items?.r=${encoded}`);
    const viaPost = await api.send('POST', `${api.V1}/categories/list-categories-for-items`, payload);
    expect(await api.ok(viaPost)).toEqual(await api.ok(viaGet));
    expect((await api.ok(viaPost)).categoriesForItems).toHaveLength(100);

    const other = await api.create('Other listing');
    await api.addItems(other.id, [item(1), item(2)]);
    const page = await api.ok(await api.listItems(big.id, { cursorPaging: { limit: 1 } }));
    const wrong = await api.listItems(other.id, {
      cursorPaging: { cursor: page.pagingMetadata.cursors.next },
    });
    expect(violatedFields(wrong)).toEqual(['cursorPaging.cursor']);
    const forged = await api.listItems(big.id, {
      cursorPaging: { cursor: `${page.pagingMetadata.cursors.next}x` },
    });
    expect(violatedFields(forged)).toEqual(['cursorPaging.cursor']);
    const none = await api.send('POST', `${api.V1}/bulk/categories/${big.id}/add-items`, {
      items: [],
      treeReference: TREE,
    });
    expect(violatedFields(none)).toEqual(['items']);
    const tooLong = await api.send('POST', `${api.V1}/bulk/categories/${big.id}/add-items`, {
      items: [{ appId: 'a', catalogItemId: 'x'.repeat(37) }],
      treeReference: TREE,
    });
    expect(violatedFields(tooLong)).toEqual(['items[0].catalogItemId']);
  });
});
