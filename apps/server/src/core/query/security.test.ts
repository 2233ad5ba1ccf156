import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/database.js';
import { runAggregations } from './aggregations.js';
import { runQuery } from './run-query.js';
import {
  createItemsDatabase,
  CURSOR_KEY,
  fields,
  idOf,
  items,
  resetRows,
  scopeA,
  SITE_A,
  violationOf,
  type ItemRow,
} from '../../test/query/fixture.js';

const HOSTILE_NAMES = [
  "'; drop table qt_items; --",
  "' or '1'='1",
  'back\\slash',
  '50% off',
  'under_score',
  '\\%',
  '"name"',
  '$1',
];

let database: TestDatabase;
const rows: ItemRow[] = HOSTILE_NAMES.map((name, i) => ({
  id: idOf(i),
  siteId: SITE_A,
  name,
  title: name,
  price: null,
  qty: i,
  active: null,
  createdAt: null,
  tags: [name],
}));

beforeAll(async () => {
  database = await createItemsDatabase();
  await resetRows(database, rows);
});
afterAll(() => database?.close());

const run = (query: Record<string, unknown>) =>
  runQuery({ db: database.db, table: items, fields, scope: scopeA, query, cursorKey: CURSOR_KEY });
const names = async (filter: Record<string, unknown>) =>
  (await run({ filter, paging: { limit: 100 } })).rows.map((r) => r.name);

async function tableIntact() {
  const { rows: counted } = await database.executeSql('select count(*)::int as n from qt_items');
  expect(counted[0]).toEqual({ n: HOSTILE_NAMES.length });
}

describe('injection attempts', () => {
  const hostileFields = [
    'name; drop table qt_items',
    'name" --',
    "name') or 1=1 --",
    'name"',
    '"qt_items"."name"',
  ];

  it('refuses hostile field names in filters, sorts and aggregations', async () => {
    for (const field of hostileFields) {
      expect(await violationOf(() => run({ filter: { [field]: 'x' } }))).toEqual([
        `query.filter.${field}`,
        'FIELD_NOT_ALLOWED',
      ]);
      expect(await violationOf(() => run({ sort: [{ fieldName: field, order: 'ASC' }] }))).toEqual([
        'query.sort[0].fieldName',
        'FIELD_NOT_ALLOWED',
      ]);
      const aggregate = () =>
        runAggregations({
          db: database.db,
          table: items,
          fields,
          scope: scopeA,
          aggregations: [{ type: 'VALUE', fieldPath: field }],
        });
      expect(await violationOf(aggregate)).toEqual(['search.aggregations[0].fieldPath', 'FIELD_NOT_ALLOWED']);
    }
    await tableIntact();
  });

  it('treats hostile values as plain data', async () => {
    for (const name of HOSTILE_NAMES) {
      expect(await names({ name })).toEqual([name]);
      expect(await names({ title: { $in: [name] } })).toEqual([name]);
      expect(await names({ tags: { $hasSome: [name] } })).toEqual([name]);
      expect(await names({ name: { $contains: name } })).toEqual([name]);
    }
    await tableIntact();
  });

  it('matches LIKE syntax characters literally', async () => {
    expect(await names({ name: { $contains: '%' } })).toEqual(['50% off', '\\%']);
    expect(await names({ name: { $contains: '_' } })).toEqual(["'; drop table qt_items; --", 'under_score']);
    expect(await names({ name: { $contains: 'r_s' } })).toEqual(['under_score']);
    expect(await names({ name: { $startsWith: '\\' } })).toEqual(['\\%']);
    expect(await names({ name: { $endsWith: '\\%' } })).toEqual(['\\%']);
    expect(await names({ name: { $contains: "'" } })).toEqual(["'; drop table qt_items; --", "' or '1'='1"]);
    expect(await names({ name: { $startsWith: 'BACK\\' } })).toEqual(['back\\slash']);
  });

  it('returns a hostile missing-bucket label as data', async () => {
    const label = "x'); drop";
    const result = await runAggregations({
      db: database.db,
      table: items,
      fields,
      scope: scopeA,
      aggregations: [
        {
          type: 'VALUE',
          fieldPath: 'price',
          value: { missingValues: 'INCLUDE', includeOptions: { addToBucket: label } },
        },
      ],
    });
    expect(result.results[0]!.values!.results).toEqual([{ value: label, count: HOSTILE_NAMES.length }]);
    await tableIntact();
  });
});
