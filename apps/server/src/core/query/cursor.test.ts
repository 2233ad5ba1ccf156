import { createHmac } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/database.js';
import { decodeCursor, encodeCursor, type CursorBinding } from './cursor.js';
import { defineQueryFields } from './fields.js';
import { runQuery, type RunQueryOptions } from './run-query.js';
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

let database: TestDatabase;
const rows: ItemRow[] = Array.from({ length: 10 }, (_, i) => ({
  id: idOf(i),
  siteId: SITE_A,
  name: `n${i % 3}`,
  title: null,
  price: null,
  qty: i,
  active: null,
  createdAt: null,
  tags: null,
}));

beforeAll(async () => {
  database = await createItemsDatabase();
  await resetRows(database, rows);
});
afterAll(() => database?.close());

type Options = Partial<RunQueryOptions<typeof items>>;
const run = (query: Record<string, unknown>, options: Options = {}) =>
  runQuery({
    db: database.db,
    table: items,
    fields,
    scope: scopeA,
    query,
    cursorKey: CURSOR_KEY,
    ...options,
  });
const CURSOR_FIELD = 'query.cursorPaging.cursor';
const binding: CursorBinding = { key: CURSOR_KEY, context: `${getTableName(items)}|${fields.fingerprint}|` };

async function secondPageCursor(): Promise<string> {
  const first = await run({
    filter: { qty: { $gte: 1 } },
    sort: [{ fieldName: 'name', order: 'DESC' }],
    cursorPaging: { limit: 3 },
  });
  return first.pagingMetadata.cursors.next!;
}

const refused = async (cursor: string, options: Options = {}, extra: Record<string, unknown> = {}) =>
  violationOf(() => run({ ...extra, cursorPaging: { cursor } }, options));

describe('cursors', () => {
  it('carry filter, sort and limit: the next request sends only the cursor', async () => {
    const page = await run({ cursorPaging: { cursor: await secondPageCursor() } });
    expect(page.rows.map((r) => r.qty)).toEqual([1, 4, 7]);
    const wider = await run({ cursorPaging: { cursor: await secondPageCursor(), limit: 5 } });
    expect(wider.rows.map((r) => r.qty)).toEqual([1, 4, 7, 3, 6]);
  });

  it('refuse any altered character', async () => {
    const cursor = await secondPageCursor();
    const positions = [
      0,
      5,
      Math.floor(cursor.length / 2),
      cursor.indexOf('.') - 1,
      cursor.indexOf('.') + 1,
      cursor.length - 1,
    ];
    for (const at of positions) {
      const flipped = cursor[at] === 'A' ? 'B' : 'A';
      const altered = cursor.slice(0, at) + flipped + cursor.slice(at + 1);
      expect(await refused(altered)).toEqual([CURSOR_FIELD, 'FORMAT']);
    }
  });

  it('refuse truncated and malformed cursors', async () => {
    const cursor = await secondPageCursor();
    for (const bad of [
      cursor.slice(0, -1),
      cursor.slice(0, 20),
      cursor.split('.')[0]!,
      `${cursor}.x`,
      'abc',
      '.',
      '..',
      '%%%.%%%',
    ]) {
      expect(await refused(bad)).toEqual([CURSOR_FIELD, 'FORMAT']);
    }
  });

  it('refuse a cursor signed with another key, even with a valid payload', async () => {
    const state = decodeCursor(await secondPageCursor(), binding, CURSOR_FIELD);
    const forged = encodeCursor(state, { ...binding, key: 'another-key-that-is-long-enough' });
    expect(await refused(forged)).toEqual([CURSOR_FIELD, 'FORMAT']);
    // The same state under the right key is accepted: the refusal above is the key's doing.
    expect((await run({ cursorPaging: { cursor: encodeCursor(state, binding) } })).rows).toHaveLength(3);
  });

  it('refuse a cursor whose payload was swapped under an old signature', async () => {
    const [body, signature] = (await secondPageCursor()).split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    payload.f = {};
    const swapped = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expect(await refused(swapped)).toEqual([CURSOR_FIELD, 'FORMAT']);
  });

  it('refuse a correctly signed payload of the wrong shape', async () => {
    const body = Buffer.from(
      JSON.stringify({ v: 1, f: null, s: [], l: 3, d: 'n', k: 'not-a-list' }),
    ).toString('base64url');
    const signature = createHmac('sha256', CURSOR_KEY)
      .update(`atrium.cursor.v1\u0000${binding.context}\u0000${body}`)
      .digest('base64url');
    expect(await refused(`${body}.${signature}`)).toEqual([CURSOR_FIELD, 'FORMAT']);
    const wrongKeys = encodeCursor(
      { filter: null, sort: [], limit: 3, direction: 'next', values: ['a', 'b'] },
      binding,
    );
    expect(await refused(wrongKeys)).toEqual([CURSOR_FIELD, 'FORMAT']);
  });

  it('refuse a cursor from another query: other fields, other table, other route', async () => {
    const cursor = await secondPageCursor();
    const otherFields = defineQueryFields({ id: { column: items.id, type: 'uuid', sort: true } });
    expect(await refused(cursor, { fields: otherFields })).toEqual([CURSOR_FIELD, 'FORMAT']);
    expect(await refused(cursor, { cursorContext: 'search' })).toEqual([CURSOR_FIELD, 'FORMAT']);
    const other = pgTable('qt_other', { id: uuid('id').primaryKey(), name: text('name') });
    const otherTableFields = defineQueryFields({ id: { column: other.id, type: 'uuid' } });
    const fromOther = await violationOf(() =>
      runQuery({
        db: database.db,
        table: other,
        fields: otherTableFields,
        scope: scopeA,
        query: { cursorPaging: { cursor } },
        cursorKey: CURSOR_KEY,
      }),
    );
    expect(fromOther).toEqual([CURSOR_FIELD, 'FORMAT']);
  });

  it('refuse a different filter or sort beside a cursor, and tolerate the same one repeated', async () => {
    const cursor = await secondPageCursor();
    expect(await refused(cursor, {}, { filter: { qty: { $gte: 2 } } })).toEqual([CURSOR_FIELD, 'VALIDATION']);
    expect(await refused(cursor, {}, { sort: [{ fieldName: 'name', order: 'ASC' }] })).toEqual([
      CURSOR_FIELD,
      'VALIDATION',
    ]);
    const same = await run({
      filter: { qty: { $gte: 1 } },
      sort: [
        { fieldName: 'name', order: 'DESC' },
        { fieldName: 'id', order: 'ASC' },
      ],
      cursorPaging: { cursor },
    });
    expect(same.rows.map((r) => r.qty)).toEqual([1, 4, 7]);
  });

  it('treat an empty cursor as the first page', async () => {
    const page = await run({ cursorPaging: { cursor: '', limit: 2 } });
    expect(page.rows.map((r) => r.qty)).toEqual([0, 1]);
    expect(page.pagingMetadata.cursors.prev).toBeNull();
  });
});
