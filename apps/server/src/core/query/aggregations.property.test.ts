import fc from 'fast-check';
import type { Aggregation } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/database.js';
import { runAggregations } from './aggregations.js';
import { filterArb } from '../../test/query/arbitraries.js';
import {
  createItemsDatabase,
  fields,
  items,
  PRICES,
  resetRows,
  rowsArb,
  scopeA,
  type ItemRow,
} from '../../test/query/fixture.js';
import { expectedRows, expectedValues, ORACLE_FIELDS } from '../../test/query/oracle.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createItemsDatabase();
});
afterAll(() => database?.close());

const aggregate = (filter: Record<string, unknown> | undefined, aggregations: Aggregation[]) =>
  runAggregations({ db: database.db, table: items, fields, scope: scopeA, filter, aggregations });

interface ValueOptions {
  fieldPath: string;
  sortType: 'COUNT' | 'VALUE';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  missing?: string;
}

const valueOptionsArb = (names: string[]): fc.Arbitrary<ValueOptions> =>
  fc.record(
    {
      fieldPath: fc.constantFrom(...names),
      sortType: fc.constantFrom('COUNT' as const, 'VALUE' as const),
      sortDirection: fc.constantFrom('ASC' as const, 'DESC' as const),
      limit: fc.integer({ min: 1, max: 8 }),
      missing: fc.constantFrom('N/A', "none'"),
    },
    { requiredKeys: ['fieldPath', 'sortType', 'sortDirection', 'limit'] },
  );

function valueAggregation(
  o: ValueOptions,
  name?: string,
): Aggregation & { type: 'VALUE'; fieldPath: string } {
  return {
    name,
    type: 'VALUE',
    fieldPath: o.fieldPath,
    value: {
      sortType: o.sortType,
      sortDirection: o.sortDirection,
      limit: o.limit,
      missingValues: o.missing === undefined ? 'EXCLUDE' : 'INCLUDE',
      // 'N/A' is the default label: sent half the time, left out otherwise.
      includeOptions: o.missing === undefined || o.missing === 'N/A' ? undefined : { addToBucket: o.missing },
    },
  };
}

const bucketArb = fc.record(
  { from: fc.constantFrom(...PRICES, -3, 0.5), to: fc.constantFrom(...PRICES, 5, 2) },
  { requiredKeys: [] },
);
const scalarArb = fc.oneof(
  fc.record({
    type: fc.constantFrom('MIN' as const, 'MAX' as const),
    fieldPath: fc.constantFrom('price', 'qty'),
  }),
  fc.record({
    type: fc.constant('COUNT_DISTINCT' as const),
    fieldPath: fc.constantFrom('name', 'title', 'qty', 'price', 'active', 'createdDate'),
  }),
);

function expectedScalar(rows: ItemRow[], type: 'MIN' | 'MAX' | 'COUNT_DISTINCT', fieldPath: string): number {
  const values = rows.map(ORACLE_FIELDS[fieldPath]!.get).filter((v) => v !== null) as (
    string | number | boolean
  )[];
  if (type === 'COUNT_DISTINCT') return new Set(values).size;
  if (values.length === 0) return 0;
  return (type === 'MIN' ? Math.min : Math.max)(...(values as number[]));
}

describe('runAggregations against an in-memory evaluation', () => {
  it('VALUE, RANGE and SCALAR results match, over the scope and filter only', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rows: rowsArb(30),
          filter: fc.option(filterArb, { nil: undefined }),
          value: valueOptionsArb(['name', 'title', 'qty', 'price', 'active', 'tags']),
          rangeField: fc.constantFrom('price', 'qty'),
          buckets: fc.array(bucketArb, { minLength: 1, maxLength: 4 }),
          scalar: scalarArb,
        }),
        async ({ rows, filter, value, rangeField, buckets, scalar }) => {
          await resetRows(database, rows);
          const matching = expectedRows(rows, filter, []);
          const result = await aggregate(filter, [
            valueAggregation(value),
            { type: 'RANGE', fieldPath: rangeField, range: { buckets } },
            { type: 'SCALAR', fieldPath: scalar.fieldPath, scalar: { type: scalar.type } },
          ]);
          const [values, ranges, scalarResult] = result.results;
          expect(values!.values!.results).toEqual(expectedValues(matching, value));
          const inRange = (v: number | null, b: { from?: number; to?: number }) =>
            v !== null && (b.from === undefined || v >= b.from) && (b.to === undefined || v < b.to);
          const get = ORACLE_FIELDS[rangeField]!.get;
          expect(ranges!.ranges!.results).toEqual(
            buckets.map((b) => ({
              ...b,
              count: matching.filter((r) => inRange(get(r) as number | null, b)).length,
            })),
          );
          expect(scalarResult!.scalar).toEqual({
            type: scalar.type,
            value: expectedScalar(matching, scalar.type, scalar.fieldPath),
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('NESTED VALUE within VALUE (with a SCALAR last) matches per-bucket evaluation', async () => {
    const scalarFields = ['name', 'title', 'qty', 'active'];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rows: rowsArb(30),
          outer: valueOptionsArb(scalarFields),
          inner: valueOptionsArb(scalarFields),
          withMax: fc.boolean(),
        }),
        async ({ rows, outer, inner, withMax }) => {
          await resetRows(database, rows);
          const matching = expectedRows(rows, undefined, []);
          const nestedAggregations = [
            { ...valueAggregation(outer, 'outer') },
            { ...valueAggregation(inner, 'inner') },
            ...(withMax
              ? [
                  {
                    name: 'top',
                    type: 'SCALAR' as const,
                    fieldPath: 'price',
                    scalar: { type: 'MAX' as const },
                  },
                ]
              : []),
          ];
          const result = await aggregate(undefined, [{ type: 'NESTED', nested: { nestedAggregations } }]);
          const inBucket = (o: ValueOptions, label: string, r: ItemRow) => {
            const v = ORACLE_FIELDS[o.fieldPath]!.get(r);
            return v === null ? o.missing === label : String(v) === label;
          };
          const expected = expectedValues(matching, outer).flatMap((a) => {
            const within = matching.filter((r) => inBucket(outer, a.value, r));
            return expectedValues(within, inner).map((b) => {
              const leaf = within.filter((r) => inBucket(inner, b.value, r));
              const entry: Record<string, unknown> = { outer: { value: a }, inner: { value: b } };
              if (withMax) entry.top = { scalar: { value: expectedScalar(leaf, 'MAX', 'price') } };
              return { results: entry };
            });
          });
          expect(result.results[0]!.nested!.results).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
