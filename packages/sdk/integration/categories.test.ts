import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, categories, createClient, files, isApplicationError } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium({ publicAtHost: true });
});
afterAll(async () => atrium?.close());

const tree = { appNamespace: '@atrium/stores' };
const item = (n: number) => ({ appId: 'sdk-app', catalogItemId: `item-${n}` });
const admin = () =>
  createClient({
    modules: { categories, files },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApplicationError(error), String(error)).toBe(true);
  return error as { details: { applicationError: { code: string } } };
}

describe('the categories module against the real server', () => {
  it('builds, reads, moves and changes a tree', async () => {
    const { categories: api } = admin();
    const top = await api.createCategory({ name: 'SDK top' }, { treeReference: tree });
    expect(top).toMatchObject({ name: 'SDK top', revision: '1', parentCategory: { _id: null, index: 0 } });
    expect(top._createdDate).toBeInstanceOf(Date);
    const a = await api.createCategory(
      { name: 'SDK a', parentCategory: { _id: top._id! } },
      { treeReference: tree },
    );
    const b = await api.createCategory(
      { name: 'SDK b', parentCategory: { _id: top._id! } },
      { treeReference: tree },
    );
    const got = await api.getCategory(b._id!, tree, { fields: ['BREADCRUMBS_INFO'] });
    expect(got.breadcrumbsInfo?.breadcrumbs?.map((c) => c.categoryId)).toEqual([top._id]);
    expect((await api.getCategoryBySlug('sdk-a', tree)).category?._id).toBe(a._id);

    const moved = await api.moveCategory(b._id!, tree, { parentCategoryId: top._id!, position: 'FIRST' });
    expect(moved.categoriesAfterMove).toEqual([b._id, a._id]);
    const cycle = await failure(
      api.moveCategory(top._id!, tree, { parentCategoryId: a._id!, position: 'LAST' }),
    );
    expect(cycle.details.applicationError.code).toBe('CATEGORY_MOVE_CYCLE');

    const renamed = await api.updateCategory(a._id!, { name: 'SDK a2', revision: a.revision }, {
      treeReference: tree,
      fieldMask: ['name'],
    } as never);
    expect(renamed).toMatchObject({ name: 'SDK a2', revision: '2' });
    const stale = await failure(
      api.updateCategoryVisibility(a._id!, { visible: false, revision: '1', treeReference: tree }),
    );
    expect(stale.details.applicationError.code).toBe('CATEGORY_REVISION_MISMATCH');
    const hidden = await api.updateCategoryVisibility(a._id!, {
      visible: false,
      revision: '2',
      treeReference: tree,
    });
    expect(hidden.category?.visible).toBe(false);
    const shown = await api.bulkShowCategories([a._id!], { treeReference: tree, returnEntity: true });
    expect(shown.results?.[0]?.category?.visible).toBe(true);
    const bulk = await api.bulkUpdateCategories([{ category: { _id: b._id!, name: 'SDK b2' } }], {
      treeReference: tree,
      returnEntity: true,
    });
    expect(bulk.bulkActionMetadata?.totalSuccesses).toBe(1);

    const page = await api
      .queryCategories({ treeReference: tree })
      .eq('parentCategory.id', top._id)
      .ascending('parentCategory.index')
      .limit(1)
      .find();
    expect(page.items.map((c) => c._id)).toEqual([b._id]);
    expect(page.hasNext()).toBe(true);
    expect((await page.next()).items.map((c) => c._id)).toEqual([a._id]);
    const typed = await api.queryCategories({ filter: { name: 'SDK top' } }, { treeReference: tree });
    expect(typed.categories?.map((c) => c._id)).toEqual([top._id]);
    const found = await api.searchCategories(
      { search: { expression: 'sdk' }, aggregations: [{ name: 'v', type: 'VALUE', fieldPath: 'visible' }] },
      { treeReference: tree },
    );
    expect(found.categories).toHaveLength(3);
    expect(found.aggregationData?.results?.[0]?.values?.results).toEqual([{ value: 'true', count: 3 }]);
    expect(
      (await api.countCategories({ treeReference: tree, filter: { 'parentCategory.id': top._id } })).count,
    ).toBe(2);
    expect((await api.listTrees()).trees).toEqual([{ appNamespace: '@atrium/stores', treeKey: null }]);

    await api.deleteCategory(top._id!, tree);
    const gone = await failure(api.getCategory(a._id!, tree));
    expect(gone.details.applicationError.code).toBe('CATEGORY_NOT_FOUND');
  });

  it('places, lists and arranges items', async () => {
    const { categories: api } = admin();
    const shelf = await api.createCategory({ name: 'SDK shelf' }, { treeReference: tree });
    const sub = await api.createCategory(
      { name: 'SDK sub', parentCategory: { _id: shelf._id! } },
      { treeReference: tree },
    );
    await api.bulkAddItemsToCategory(shelf._id!, [item(1), item(2), item(3)], { treeReference: tree });
    await api.bulkAddItemToCategories(item(4), { categoryIds: [sub._id!], treeReference: tree });
    await api.bulkRemoveItemsFromCategory(shelf._id!, [item(3)], { treeReference: tree });
    await api.bulkRemoveItemFromCategories(item(2), { categoryIds: [shelf._id!], treeReference: tree });
    const set = await api.bulkSetItemCategories(item(3), { categoryIds: [sub._id!], treeReference: tree });
    expect(set.addResults?.[0]?.itemMetadata?.success).toBe(true);
    await api.setArrangedItems(shelf._id!, tree, { items: [item(1)] });
    expect((await api.getArrangedItems(shelf._id!, tree)).items).toEqual([item(1)]);
    const listed = await api.listItemsInCategory(shelf._id!, tree, {
      includeItemsFromSubcategories: true,
      useCategoryArrangement: true,
      cursorPaging: { limit: 2 },
    });
    expect(listed.items).toEqual([item(1), item(3)]);
    const rest = await api.listItemsInCategory(shelf._id!, tree, {
      includeItemsFromSubcategories: true,
      useCategoryArrangement: true,
      cursorPaging: { cursor: listed.pagingMetadata?.cursors?.next },
    });
    expect(rest.items).toEqual([item(4)]);
    const forItem = await api.listCategoriesForItem(item(4), { treeReference: tree });
    expect(forItem).toEqual({ directCategoryIds: [sub._id], allCategoryIds: [sub._id, shelf._id] });
    const many = Array.from({ length: 100 }, (_, n) => ({
      appId: 'sdk-app',
      catalogItemId: `long-item-name-${n}`.padEnd(36, 'x'),
    }));
    const forItems = await api.listCategoriesForItems(many, { treeReference: tree });
    expect(forItems.categoriesForItems).toHaveLength(100);
    const bad = await api
      .bulkAddItemsToCategory(shelf._id!, [{ appId: '', catalogItemId: 'x' }], { treeReference: tree })
      .catch((e: Error) => e);
    expect(String(bad)).toContain('"items[0].appId"');
  });
});
