// Random filters and sorts over the test fields, drawn from the same small domains as the rows so that they match.
import fc from 'fast-check';
import { idOf, INSTANTS, PRICES, TAGS, text2 } from './fixture.js';
import type { SortSpec } from './oracle.js';

type Filter = Record<string, unknown>;

const instant = fc.constantFrom(...INSTANTS, '2024-01-01T00:00:00Z', '2024-01-01T01:00:00.000001+01:00');
const number = fc.constantFrom(...PRICES, -2, 0.5, 4);
const id = fc.integer({ min: 0, max: 59 }).map(idOf);
const list = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { maxLength: 4 });

const ORDERED = ['$gt', '$gte', '$lt', '$lte'] as const;

function scalarLeaf<T>(
  field: string,
  value: fc.Arbitrary<T>,
  extra: fc.Arbitrary<Filter>[] = [],
): fc.Arbitrary<Filter> {
  const nullable = fc.option(value, { nil: null, freq: 5 });
  return fc.oneof(
    nullable.map((v) => ({ [field]: v })),
    fc.tuple(fc.constantFrom('$eq', '$ne'), nullable).map(([op, v]) => ({ [field]: { [op]: v } })),
    fc.tuple(fc.constantFrom('$in', '$nin'), list(value)).map(([op, v]) => ({ [field]: { [op]: v } })),
    fc.boolean().map((v) => ({ [field]: { $exists: v } })),
    ...extra,
  );
}

function orderedLeaf<T>(field: string, value: fc.Arbitrary<T>): fc.Arbitrary<Filter> {
  return fc.oneof(
    fc.tuple(fc.constantFrom(...ORDERED), value).map(([op, v]) => ({ [field]: { [op]: v } })),
    // Two operators on one field: a range.
    fc.tuple(value, value).map(([a, b]) => ({ [field]: { $gte: a, $lt: b } })),
  );
}

const textLeaf = (field: string) =>
  scalarLeaf(field, text2, [
    orderedLeaf(field, text2),
    fc
      .tuple(fc.constantFrom('$startsWith', '$endsWith', '$contains'), text2)
      .map(([op, v]) => ({ [field]: { [op]: v } })),
  ]);

export const leafArb: fc.Arbitrary<Filter> = fc.oneof(
  textLeaf('name'),
  textLeaf('title'),
  scalarLeaf('price', number, [orderedLeaf('price', number)]),
  scalarLeaf('qty', fc.integer({ min: -2, max: 4 }), [orderedLeaf('qty', number)]),
  scalarLeaf('active', fc.boolean()),
  scalarLeaf('createdDate', instant, [orderedLeaf('createdDate', instant)]),
  scalarLeaf('id', id),
  fc
    .tuple(fc.constantFrom('$hasSome', '$hasAll'), list(fc.constantFrom(...TAGS)))
    .map(([op, v]) => ({ tags: { [op]: v } })),
  fc.boolean().map((v) => ({ tags: { $exists: v } })),
);

export const filterArb: fc.Arbitrary<Filter> = fc.letrec<{ node: Filter }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    leafArb,
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((fs) => ({ $and: fs })),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((fs) => ({ $or: fs })),
    tie('node').map((f) => ({ $not: f })),
    // Several keys in one object are ANDed; keys must differ, so merge only distinct ones.
    fc.tuple(leafArb, leafArb).map(([a, b]) => ({ ...b, ...a })),
  ),
})).node;

const SORTABLE = ['name', 'title', 'price', 'qty', 'active', 'createdDate', 'id', 'stats.doubleQty'];

const sortOf = (names: string[]) =>
  fc.tuple(
    ...names.map((n) =>
      fc.constantFrom('ASC' as const, 'DESC' as const).map((order) => ({ fieldName: n, order })),
    ),
  );

/** Often led by a nullable key, where page boundaries on NULLs and on microsecond-close dates are hardest. */
export const sortArb: fc.Arbitrary<SortSpec[]> = fc
  .oneof(
    fc.uniqueArray(fc.constantFrom(...SORTABLE), { maxLength: 3 }),
    fc
      .constantFrom('createdDate', 'title', 'price', 'active')
      .chain((first) =>
        fc
          .uniqueArray(fc.constantFrom(...SORTABLE.filter((n) => n !== first)), { maxLength: 2 })
          .map((rest) => [first, ...rest]),
      ),
  )
  .chain(sortOf);
