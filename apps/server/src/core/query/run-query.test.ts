import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/database.js';
import { COUNT_LIMIT, runQuery, type RunQueryOptions } from './run-query.js';
import {
  createItemsDatabase,
  CURSOR_KEY,
  fields,
  idOf,
  items,
  resetRows,
  scopeA,
  SITE_A,
  SITE_B,
  violationOf,
  type ItemRow,
} from '../../test/query/fixture.js';
import { expectedRows } from '../../test/query/oracle.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createItemsDatabase();
});
afterAll(() => database?.close());

type Options = Partial<RunQueryOptions<typeof items>>;
const run = (query: Record<string, unknown> | undefined, options: Options = {}) =>
  runQuery({
    db: database.db,
    table: items,
    fields,
    scope: scopeA,
    query,
    cursorKey: CURSOR_KEY,
    ...options,
  });

function makeRows(count: number, site: string, offset = 0): ItemRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: idOf(offset + i),
    siteId: site,
    name: `n${(offset + i) % 7}`,
    title: i % 3 === 0 ? null : `t${i % 5}`,
    price: i % 4 === 0 ? null : i / 2,
    qty: i % 5,
    active: i % 2 === 0,
    createdAt: i % 6 === 0 ? null : `2024-01-0${1 + (i % 9)}T00:00:00.00000${i % 10}Z`,
    tags: i % 2 === 0 ? ['x'] : null,
  }));
}

describe('runQuery limits', () => {
  beforeAll(() => resetRows(database, makeRows(120, SITE_A)));

  it('pages by 50 by default, in cursor and in offset mode', async () => {
    const first = await run(undefined);
    expect(first.rows).toHaveLength(50);
    expect(first.pagingMetadata.hasNext).toBe(true);
    const offset = await run({ paging: {} });
    expect(offset.rows).toHaveLength(50);
    expect(offset.pagingMetadata).toMatchObject({ count: 50, offset: 0, total: 120, hasNext: true });
  });

  it('accepts 100 and refuses 101, a negative or a fractional limit, under the query path', async () => {
    expect((await run({ cursorPaging: { limit: 100 } })).rows).toHaveLength(100);
    expect((await run({ paging: { limit: 100, offset: 30 } })).rows).toHaveLength(90);
    expect(await violationOf(() => run({ cursorPaging: { limit: 101 } }))).toEqual([
      'query.cursorPaging.limit',
      'MAX',
    ]);
    expect(await violationOf(() => run({ paging: { limit: 101 } }))).toEqual(['query.paging.limit', 'MAX']);
    expect(await violationOf(() => run({ paging: { limit: -1 } }))).toEqual(['query.paging.limit', 'MIN']);
    expect(await violationOf(() => run({ paging: { offset: -1 } }))).toEqual(['query.paging.offset', 'MIN']);
    expect((await violationOf(() => run({ cursorPaging: { limit: 2.5 } })))[0]).toBe(
      'query.cursorPaging.limit',
    );
    const search = await violationOf(() => run({ cursorPaging: { limit: 101 } }, { fieldPrefix: 'search' }));
    expect(search).toEqual(['search.cursorPaging.limit', 'MAX']);
  });

  it('refuses offset and cursor paging together', async () => {
    const both = await violationOf(() => run({ paging: { limit: 1 }, cursorPaging: { limit: 1 } }));
    expect(both).toEqual(['query.paging', 'ONE_OF_ALIGNMENT']);
  });

  it('answers limit 0 with no rows but says whether rows exist', async () => {
    const page = await run({ cursorPaging: { limit: 0 } });
    expect(page.rows).toEqual([]);
    expect(page.pagingMetadata).toEqual({ count: 0, cursors: { next: null, prev: null }, hasNext: true });
  });
});

describe('runQuery sorting', () => {
  const rows = makeRows(40, SITE_A);
  beforeAll(() => resetRows(database, rows));

  it('uses the default sort when the request names none, and a non-sortable field may be in it', async () => {
    const defaultSort = [
      { fieldName: 'siteId', order: 'DESC' as const },
      { fieldName: 'createdDate', order: 'DESC' as const },
    ];
    const page = await run({ paging: { limit: 100 } }, { defaultSort });
    const expected = expectedRows(rows, undefined, defaultSort).map((r) => r.id);
    expect(page.rows.map((r) => r.id)).toEqual(expected);
  });

  it('refuses sorting by unknown, array, non-sortable or repeated fields, naming the entry', async () => {
    const sortBy = (...names: string[]) =>
      run({ sort: names.map((fieldName) => ({ fieldName, order: 'ASC' })) });
    expect(await violationOf(() => sortBy('name', 'nope'))).toEqual([
      'query.sort[1].fieldName',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(await violationOf(() => sortBy('tags'))).toEqual(['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED']);
    expect(await violationOf(() => sortBy('siteId'))).toEqual([
      'query.sort[0].fieldName',
      'FIELD_NOT_ALLOWED',
    ]);
    expect(await violationOf(() => sortBy('name', 'name'))).toEqual([
      'query.sort[1].fieldName',
      'VALIDATION',
    ]);
    const badOrder = await violationOf(() => run({ sort: [{ fieldName: 'name', order: 'UP' }] }));
    expect(badOrder).toEqual(['query.sort[0].order', 'INVALID_ENUM_VALUE']);
  });

  it('returns the table rows as drizzle maps them, without the engine’s key columns', async () => {
    const page = await run({ filter: { id: idOf(1) } });
    expect(page.rows).toEqual([{ ...rows[1], createdAt: expect.any(String) }]);
  });

  it('works inside a transaction', async () => {
    const page = await database.db.transaction((tx) =>
      runQuery({
        db: tx,
        table: items,
        fields,
        scope: scopeA,
        query: { cursorPaging: { limit: 5 } },
        cursorKey: CURSOR_KEY,
      }),
    );
    expect(page.rows).toHaveLength(5);
  });
});

describe('runQuery scope', () => {
  beforeAll(() => resetRows(database, [...makeRows(10, SITE_A), ...makeRows(10, SITE_B, 100)]));

  it('never returns rows of another site, whatever the filter says', async () => {
    const tricks = [
      { siteId: SITE_B },
      { $or: [{ siteId: SITE_B }, { name: { $exists: true } }] },
      { $or: [{ name: { $exists: false } }, { $not: { siteId: SITE_A } }] },
      { $not: { siteId: SITE_A } },
      { siteId: { $ne: SITE_A } },
    ];
    for (const filter of tricks) {
      for (const query of [
        { filter, paging: { limit: 100 } },
        { filter, cursorPaging: { limit: 100 } },
      ]) {
        const page = await run(query);
        expect(page.rows.every((r) => r.siteId === SITE_A)).toBe(true);
        expect(page.pagingMetadata.total ?? page.rows.length).toBe(page.rows.length);
      }
    }
    const everything = await run({ filter: { $or: [{ siteId: SITE_B }, { siteId: SITE_A }] }, paging: {} });
    expect(everything.pagingMetadata.total).toBe(10);
  });

  it('keeps a scope containing OR intact against the filter', async () => {
    const scope = sql`${items.siteId} = ${SITE_A}::uuid or ${items.siteId} = ${SITE_A}::uuid`;
    const page = await run(
      { filter: { $or: [{ siteId: SITE_B }, { qty: 0 }] }, paging: { limit: 100 } },
      { scope },
    );
    expect(page.rows.map((r) => r.siteId)).toEqual([SITE_A, SITE_A]);
  });

  it('refuses to run without a scope', async () => {
    await expect(run({}, { scope: undefined as unknown as SQL })).rejects.toThrow(/scope/);
  });
});

describe('runQuery counting', () => {
  beforeAll(async () => {
    await database.db.delete(items);
    await database.executeSql(
      `insert into qt_items (id, site_id, name, qty)
       select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, $1, 'n' || n, n % 10
       from generate_series(1, $2::int) as n`,
      [SITE_A, COUNT_LIMIT + 50],
    );
  });

  it('stops counting at the cap and says so', async () => {
    const page = await run({ paging: { limit: 10 } });
    expect(page.pagingMetadata).toEqual({
      count: 10,
      offset: 0,
      tooManyToCount: true,
      cursors: {},
      hasNext: true,
    });
    const narrowed = await run({ filter: { qty: 3 }, paging: { limit: 10 } });
    expect(narrowed.pagingMetadata.total).toBe((COUNT_LIMIT + 50) / 10);
  });

  it('knows the total exactly from a short last page without counting', async () => {
    const page = await run({ paging: { limit: 100, offset: COUNT_LIMIT + 40 } });
    expect(page.pagingMetadata).toEqual({
      count: 10,
      offset: COUNT_LIMIT + 40,
      total: COUNT_LIMIT + 50,
      cursors: {},
      hasNext: false,
    });
  });
});
