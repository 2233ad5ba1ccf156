import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { violatedFields } from '../../test/wire.js';
import { categoriesApi, TREE } from '../../test/categories.js';

let atrium: TestAtrium;
let api: ReturnType<typeof categoriesApi>;
const names = (body: { categories: Array<{ name: string }> }) => body.categories.map((c) => c.name).sort();

beforeAll(async () => {
  atrium = await createTestApp();
  api = categoriesApi(atrium);
  const garden = await api.create('Garden tools', null, { description: 'Spades and rakes' });
  await api.create('Kitchen tools', null, { description: 'Knives' });
  await api.create('Garden furniture', garden.id, { description: 'Chairs for outside' });
  const hidden = await api.create('Hidden garden', null);
  await api.ok(
    await api.send('PATCH', `${api.V1}/categories/visibility`, {
      categoryId: hidden.id,
      visible: false,
      revision: hidden.revision,
      treeReference: TREE,
    }),
  );
});
afterAll(async () => atrium?.close());

const search = (body: object) =>
  api.send('POST', `${api.V1}/categories/search`, { treeReference: TREE, ...body });

describe('searching categories', () => {
  it('matches free text over name and description, in OR and AND modes', async () => {
    expect(names(await api.ok(await search({ search: { search: { expression: 'garden' } } })))).toEqual([
      'Garden furniture',
      'Garden tools',
    ]);
    const either = await search({ search: { search: { expression: 'knives rakes', mode: 'OR' } } });
    expect(names(await api.ok(either))).toEqual(['Garden tools', 'Kitchen tools']);
    const both = await search({ search: { search: { expression: 'garden outside', mode: 'AND' } } });
    expect(names(await api.ok(both))).toEqual(['Garden furniture']);
    const onlyNames = await search({ search: { search: { expression: 'knives', fields: ['name'] } } });
    expect(names(await api.ok(onlyNames))).toEqual([]);
    const withHidden = await search({
      returnNonVisibleCategories: true,
      search: { search: { expression: 'garden' } },
    });
    expect(names(await api.ok(withHidden))).toEqual(['Garden furniture', 'Garden tools', 'Hidden garden']);
  });

  it('pages search results by cursor and aggregates over the same matches', async () => {
    const first = await api.ok(
      await search({
        returnNonVisibleCategories: true,
        search: {
          sort: [{ fieldName: 'name', order: 'ASC' }],
          cursorPaging: { limit: 2 },
          aggregations: [
            { name: 'byVisible', type: 'VALUE', fieldPath: 'visible' },
            {
              name: 'top',
              type: 'VALUE',
              fieldPath: 'parentCategory.id',
              value: { missingValues: 'INCLUDE' },
            },
            { name: 'newest', type: 'SCALAR', fieldPath: 'createdDate', scalar: { type: 'COUNT_DISTINCT' } },
            {
              name: 'nested',
              type: 'NESTED',
              fieldPath: 'visible',
              nested: {
                nestedAggregations: [
                  { name: 'v', type: 'VALUE', fieldPath: 'visible' },
                  {
                    name: 'd',
                    type: 'DATE_HISTOGRAM',
                    fieldPath: 'createdDate',
                    dateHistogram: { interval: 'DAY' },
                  },
                ],
              },
            },
          ],
        },
      }),
    );
    expect(first.categories.map((c: { name: string }) => c.name)).toEqual([
      'Garden furniture',
      'Garden tools',
    ]);
    const byVisible = first.aggregationData.results.find((r: { name: string }) => r.name === 'byVisible');
    expect(byVisible.values.results).toEqual([
      { value: 'true', count: 3 },
      { value: 'false', count: 1 },
    ]);
    const top = first.aggregationData.results.find((r: { name: string }) => r.name === 'top');
    expect(top.values.results).toContainEqual({ value: 'N/A', count: 3 });
    expect(
      first.aggregationData.results.find((r: { name: string }) => r.name === 'nested').nested.results.length,
    ).toBeGreaterThan(0);
    const second = await api.ok(
      await search({
        returnNonVisibleCategories: true,
        search: { cursorPaging: { cursor: first.pagingMetadata.cursors.next } },
      }),
    );
    expect(second.categories.map((c: { name: string }) => c.name)).toEqual([
      'Hidden garden',
      'Kitchen tools',
    ]);
    expect(second.pagingMetadata.hasNext).toBe(false);
  });

  it('counts what a filter and free text match', async () => {
    const count = (body: object) =>
      api.send('POST', `${api.V1}/categories/count`, { treeReference: TREE, ...body });
    expect(await api.ok(await count({}))).toEqual({ count: 3 });
    expect(await api.ok(await count({ returnNonVisibleCategories: true }))).toEqual({ count: 4 });
    expect(
      await api.ok(await count({ search: { expression: 'tools' }, filter: { 'parentCategory.id': null } })),
    ).toEqual({ count: 2 });
  });

  it('names the caller’s fields in violations', async () => {
    expect(violatedFields(await search({ search: { filter: { secret: 1 } } }))).toEqual([
      'search.filter.secret',
    ]);
    expect(
      violatedFields(await search({ search: { search: { expression: 'x', fields: ['seoData'] } } })),
    ).toEqual(['search.search.fields[0]']);
    expect(violatedFields(await search({ search: { sort: [{ fieldName: 'description' }] } }))).toEqual([
      'search.sort[0].fieldName',
    ]);
    expect(
      violatedFields(await search({ search: { aggregations: [{ type: 'VALUE', fieldPath: 'name' }] } })),
    ).toEqual(['search.aggregations[0].fieldPath']);
    expect(
      violatedFields(
        await api.send('POST', `${api.V1}/categories/count`, { treeReference: TREE, filter: { $or: 'x' } }),
      ),
    ).toEqual(['filter.$or']);
  });
});
