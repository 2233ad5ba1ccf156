import type { Aggregation } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/database.js';
import { MAX_AGGREGATIONS, runAggregations } from './aggregations.js';
import {
  createItemsDatabase,
  fields,
  idOf,
  items,
  resetRows,
  scopeA,
  SITE_A,
  SITE_B,
  violationOf,
  violationsOf,
  type ItemRow,
} from '../../test/query/fixture.js';

let database: TestDatabase;

const row = (i: number, values: Partial<ItemRow>): ItemRow => ({
  id: idOf(i),
  siteId: SITE_A,
  name: 'n',
  title: null,
  price: null,
  qty: 0,
  active: null,
  createdAt: null,
  tags: null,
  ...values,
});

const ROWS: ItemRow[] = [
  row(1, {
    name: 'shoe',
    active: true,
    qty: 1,
    price: 10,
    createdAt: '2024-01-01T10:00:00.000001Z',
    tags: ['x', 'y'],
  }),
  row(2, {
    name: 'shoe',
    active: true,
    qty: 2,
    price: 30,
    createdAt: '2024-01-01T10:00:00.000002Z',
    tags: ['x'],
  }),
  row(3, { name: 'hat', active: false, qty: 3, price: 5, createdAt: '2024-01-07T23:59:59Z', tags: [] }),
  row(4, { name: 'hat', active: null, qty: 4, createdAt: '2024-02-15T00:00:00Z', tags: ['y', 'y'] }),
  row(5, { name: 'sock', active: true, qty: 5, price: 1.5, createdAt: '2023-12-31T23:59:59.999999Z' }),
  // Another site's rows must never be counted.
  row(6, {
    siteId: SITE_B,
    name: 'shoe',
    active: true,
    qty: 1,
    price: 1000,
    createdAt: '2024-01-01T00:00:00Z',
    tags: ['x'],
  }),
];

beforeAll(async () => {
  database = await createItemsDatabase();
  await resetRows(database, ROWS);
});
afterAll(() => database?.close());

const aggregate = (aggregations: unknown, filter?: Record<string, unknown>) =>
  runAggregations({
    db: database.db,
    table: items,
    fields,
    scope: scopeA,
    filter,
    aggregations: aggregations as Aggregation[],
  });
const one = async (aggregation: Record<string, unknown>, filter?: Record<string, unknown>) =>
  (await aggregate([aggregation], filter)).results[0]!;
const nested = async (...nestedAggregations: Record<string, unknown>[]) =>
  (await one({ type: 'NESTED', name: 'n', nested: { nestedAggregations } })).nested!.results.map(
    (r) => r.results,
  );

describe('runAggregations', () => {
  it('answers each kind with its name, type and field path', async () => {
    const result = await aggregate([
      { name: 'byName', type: 'VALUE', fieldPath: 'name' },
      { type: 'SCALAR', fieldPath: 'price', scalar: { type: 'MAX' } },
    ]);
    expect(result.results).toEqual([
      {
        name: 'byName',
        type: 'VALUE',
        fieldPath: 'name',
        values: {
          results: [
            { value: 'hat', count: 2 },
            { value: 'shoe', count: 2 },
            { value: 'sock', count: 1 },
          ],
        },
      },
      { name: 'price', type: 'SCALAR', fieldPath: 'price', scalar: { type: 'MAX', value: 30 } },
    ]);
  });

  it('counts array elements once per row, with missing arrays in their own bucket when asked', async () => {
    const values = await one({ type: 'VALUE', fieldPath: 'tags', value: { missingValues: 'INCLUDE' } });
    expect(values.values!.results).toEqual([
      { value: 'x', count: 2 },
      { value: 'y', count: 2 },
      // Equal counts are ordered by value, and the missing bucket sorts as the greatest value.
      { value: 'N/A', count: 2 },
    ]);
  });

  it('labels dates as RFC 3339 strings to the millisecond', async () => {
    const values = await one({
      type: 'VALUE',
      fieldPath: 'createdDate',
      value: { sortType: 'VALUE', sortDirection: 'ASC' },
    });
    expect(values.values!.results).toEqual([
      { value: '2023-12-31T23:59:59.999Z', count: 1 },
      { value: '2024-01-01T10:00:00.000Z', count: 2 },
      { value: '2024-01-07T23:59:59.000Z', count: 1 },
      { value: '2024-02-15T00:00:00.000Z', count: 1 },
    ]);
  });

  it('buckets dates by interval in UTC', async () => {
    const histogram = async (interval: string) =>
      (await one({ type: 'DATE_HISTOGRAM', fieldPath: 'createdDate', dateHistogram: { interval } }))
        .dateHistogram!.results;
    expect(await histogram('YEAR')).toEqual([
      { value: '2023-01-01T00:00:00.000Z', count: 1 },
      { value: '2024-01-01T00:00:00.000Z', count: 4 },
    ]);
    expect(await histogram('MONTH')).toEqual([
      { value: '2023-12-01T00:00:00.000Z', count: 1 },
      { value: '2024-01-01T00:00:00.000Z', count: 3 },
      { value: '2024-02-01T00:00:00.000Z', count: 1 },
    ]);
    // ISO weeks start on Monday: 2024-01-01 was one, and 2024-01-07 a Sunday in the same week.
    expect(await histogram('WEEK')).toEqual([
      { value: '2023-12-25T00:00:00.000Z', count: 1 },
      { value: '2024-01-01T00:00:00.000Z', count: 3 },
      { value: '2024-02-12T00:00:00.000Z', count: 1 },
    ]);
    expect((await histogram('SECOND'))[1]).toEqual({ value: '2024-01-01T10:00:00.000Z', count: 2 });
  });

  it('answers every range bucket in the requested order, empty ones too', async () => {
    const ranges = await one({
      type: 'RANGE',
      fieldPath: 'price',
      range: { buckets: [{ to: 5 }, { from: 5, to: 10 }, { from: 10 }, { from: 100, to: 200 }, { from: 0 }] },
    });
    expect(ranges.ranges!.results).toEqual([
      { to: 5, count: 1 },
      { from: 5, to: 10, count: 1 },
      { from: 10, count: 2 },
      { from: 100, to: 200, count: 0 },
      { from: 0, count: 4 },
    ]);
  });

  it('runs over the filter and answers MIN and MAX of nothing with 0', async () => {
    expect(
      (await one({ type: 'SCALAR', fieldPath: 'qty', scalar: { type: 'MIN' } }, { name: 'hat' })).scalar!
        .value,
    ).toBe(3);
    expect(
      (await one({ type: 'SCALAR', fieldPath: 'price', scalar: { type: 'MIN' } }, { name: 'none' })).scalar!
        .value,
    ).toBe(0);
    const distinct = await one({
      type: 'SCALAR',
      fieldPath: 'createdDate',
      scalar: { type: 'COUNT_DISTINCT' },
    });
    expect(distinct.scalar!.value).toBe(5);
  });
});

describe('runAggregations NESTED', () => {
  it('flattens VALUE within VALUE, counting outer buckets over all their rows', async () => {
    const results = await nested(
      { name: 'name', type: 'VALUE', fieldPath: 'name', value: { sortType: 'VALUE', sortDirection: 'ASC' } },
      { name: 'active', type: 'VALUE', fieldPath: 'active' },
    );
    // The hat without `active` still counts in its name bucket, but forms no inner bucket (EXCLUDE).
    expect(results).toEqual([
      { name: { value: { value: 'hat', count: 2 } }, active: { value: { value: 'false', count: 1 } } },
      { name: { value: { value: 'shoe', count: 2 } }, active: { value: { value: 'true', count: 2 } } },
      { name: { value: { value: 'sock', count: 1 } }, active: { value: { value: 'true', count: 1 } } },
    ]);
  });

  it('keeps two levels over the same field apart', async () => {
    const results = await nested(
      {
        name: 'a',
        type: 'VALUE',
        fieldPath: 'name',
        value: { limit: 1, sortType: 'VALUE', sortDirection: 'DESC' },
      },
      { name: 'b', type: 'VALUE', fieldPath: 'name' },
    );
    expect(results).toEqual([
      { a: { value: { value: 'sock', count: 1 } }, b: { value: { value: 'sock', count: 1 } } },
    ]);
  });

  it('nests RANGE, DATE_HISTOGRAM and a last SCALAR, three levels deep', async () => {
    const results = await nested(
      { name: 'price', type: 'RANGE', fieldPath: 'price', range: { buckets: [{ from: 10 }, { to: 10 }] } },
      {
        name: 'month',
        type: 'DATE_HISTOGRAM',
        fieldPath: 'createdDate',
        dateHistogram: { interval: 'MONTH' },
      },
      { name: 'most', type: 'SCALAR', fieldPath: 'qty', scalar: { type: 'MAX' } },
    );
    expect(results).toEqual([
      {
        price: { range: { from: 10, count: 2 } },
        month: { dateHistogram: { value: '2024-01-01T00:00:00.000Z', count: 2 } },
        most: { scalar: { value: 2 } },
      },
      {
        price: { range: { to: 10, count: 2 } },
        month: { dateHistogram: { value: '2023-12-01T00:00:00.000Z', count: 1 } },
        most: { scalar: { value: 5 } },
      },
      {
        price: { range: { to: 10, count: 2 } },
        month: { dateHistogram: { value: '2024-01-01T00:00:00.000Z', count: 1 } },
        most: { scalar: { value: 3 } },
      },
    ]);
  });

  it('nests array values with a missing bucket', async () => {
    const results = await nested(
      {
        name: 'tag',
        type: 'VALUE',
        fieldPath: 'tags',
        value: {
          missingValues: 'INCLUDE',
          includeOptions: { addToBucket: 'none' },
          sortType: 'VALUE',
          sortDirection: 'ASC',
        },
      },
      { name: 'count', type: 'SCALAR', fieldPath: 'name', scalar: { type: 'COUNT_DISTINCT' } },
    );
    expect(results).toEqual([
      { tag: { value: { value: 'x', count: 2 } }, count: { scalar: { value: 1 } } },
      { tag: { value: { value: 'y', count: 2 } }, count: { scalar: { value: 2 } } },
      { tag: { value: { value: 'none', count: 2 } }, count: { scalar: { value: 2 } } },
    ]);
  });
});

describe('runAggregations validation', () => {
  const refuse = (aggregation: Record<string, unknown>) => violationOf(() => aggregate([aggregation]));

  it('refuses fields that are not aggregatable or do not fit the kind', async () => {
    expect(await refuse({ type: 'VALUE', fieldPath: 'siteId' })).toEqual([
      'search.aggregations[0].fieldPath',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(await refuse({ type: 'VALUE', fieldPath: 'nope' })).toEqual([
      'search.aggregations[0].fieldPath',
      'FIELD_NOT_ALLOWED',
    ]);
    const kinds = [
      { type: 'RANGE', fieldPath: 'name', range: { buckets: [{ from: 1 }] } },
      { type: 'DATE_HISTOGRAM', fieldPath: 'qty', dateHistogram: { interval: 'DAY' } },
      { type: 'SCALAR', fieldPath: 'name', scalar: { type: 'MAX' } },
      { type: 'SCALAR', fieldPath: 'tags', scalar: { type: 'COUNT_DISTINCT' } },
    ];
    for (const kind of kinds)
      expect(await refuse(kind)).toEqual(['search.aggregations[0].fieldPath', 'FIELD_NOT_ALLOWED']);
  });

  it('refuses missing or mismatched options and shapes', async () => {
    expect(await refuse({ type: 'RANGE', fieldPath: 'qty' })).toEqual([
      'search.aggregations[0].range',
      'REQUIRED_FIELD',
    ]);
    expect(await refuse({ type: 'VALUE' })).toEqual(['search.aggregations[0].fieldPath', 'REQUIRED_FIELD']);
    expect(await refuse({ type: 'VALUE', fieldPath: 'qty', range: { buckets: [{ from: 1 }] } })).toEqual([
      'search.aggregations[0]',
      'ONE_OF_ALIGNMENT',
    ]);
    expect(await refuse({ type: 'MEDIAN', fieldPath: 'qty' })).toEqual([
      'search.aggregations[0].type',
      'INVALID_ENUM_VALUE',
    ]);
    expect(await refuse({ type: 'VALUE', fieldPath: 'qty', value: { limit: 251 } })).toEqual([
      'search.aggregations[0].value.limit',
      'MAX',
    ]);
    const many = Array.from({ length: MAX_AGGREGATIONS + 1 }, () => ({ type: 'VALUE', fieldPath: 'qty' }));
    expect(await violationOf(() => aggregate(many))).toEqual(['search.aggregations', 'MAX_SIZE']);
  });

  it('refuses a SCALAR before the last nested level and repeated level names', async () => {
    const scalarFirst = await refuse({
      type: 'NESTED',
      nested: {
        nestedAggregations: [
          { type: 'SCALAR', fieldPath: 'qty', scalar: { type: 'MAX' } },
          { type: 'VALUE', fieldPath: 'name' },
        ],
      },
    });
    expect(scalarFirst).toEqual(['search.aggregations[0].nested.nestedAggregations[0].type', 'VALIDATION']);
    const repeated = await refuse({
      type: 'NESTED',
      nested: {
        nestedAggregations: [
          { type: 'VALUE', fieldPath: 'name' },
          { type: 'VALUE', fieldPath: 'name' },
        ],
      },
    });
    expect(repeated).toEqual(['search.aggregations[0].nested.nestedAggregations[1].name', 'VALIDATION']);
    expect(await refuse({ type: 'NESTED' })).toEqual(['search.aggregations[0].nested', 'REQUIRED_FIELD']);
  });

  it('checks the filter under the prefix and lists every violation', async () => {
    const violations = await violationsOf(() =>
      runAggregations({
        db: database.db,
        table: items,
        fields,
        scope: scopeA,
        filter: { nope: 1 },
        aggregations: [{ type: 'VALUE', fieldPath: 'qty' }],
        fieldPrefix: 'query',
      }),
    );
    expect(violations.map((v) => v.field)).toEqual(['query.filter.nope']);
  });
});
