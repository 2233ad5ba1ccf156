import { asc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { defineQueryFields } from './fields.js';
import { runQuery } from './run-query.js';

const bytes = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const upper = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  fromDriver: (value) => value.toUpperCase(),
});

// Every kind of column the services' tables use, with names that differ between property and database.
const wide = pgTable('qt_wide', {
  id: uuid('id').primaryKey(),
  siteId: uuid('site_id').notNull(),
  label: text('the label'),
  sortKey: bytes('sort_key'),
  shout: upper('shout'),
  count: integer('count'),
  big: bigint('big', { mode: 'number' }),
  bigText: bigint('big_text', { mode: 'bigint' }),
  money: numeric('money'),
  ratio: real('ratio'),
  score: doublePrecision('score'),
  flag: boolean('flag'),
  tags: text('tags').array(),
  counts: integer('counts').array(),
  doc: jsonb('doc').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  local: timestamp('local'),
  day: date('day'),
  dayDate: date('day_date', { mode: 'date' }),
});

const fields = defineQueryFields({
  id: { column: wide.id, type: 'uuid', sort: true },
  count: { column: wide.count, type: 'number', sort: true },
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(`create table qt_wide (
    id uuid primary key, site_id uuid not null, "the label" text, sort_key text collate "C", shout text,
    count integer, big bigint, big_text bigint, money numeric, ratio real, score double precision, flag boolean,
    tags text[], counts integer[], doc jsonb, at timestamptz, at_text timestamptz, local timestamp, day date,
    day_date date)`);
  const site = '00000000-0000-4000-8000-0000000000aa';
  await database.db.insert(wide).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      siteId: site,
      label: 'a "quoted" label',
      sortKey: 'a0',
      shout: 'quiet',
      count: 1,
      big: 9_007_199_254_740_991,
      bigText: 9_223_372_036_854_775_807n,
      money: '12.345000',
      ratio: 0.1,
      score: 1 / 3,
      flag: true,
      tags: ['x', 'y, "z"', ''],
      counts: [1, 2, 3],
      doc: { nested: { list: [1, 'two', null] }, text: 'é' },
      at: new Date('2024-02-29T12:34:56.789Z'),
      atText: '2024-01-01T00:00:00.123456Z',
      local: new Date('2024-03-01T01:02:03.004Z'),
      day: '2024-05-06',
      dayDate: new Date('2024-05-07T00:00:00Z'),
    },
    { id: '00000000-0000-4000-8000-000000000002', siteId: site },
  ]);
});
afterAll(() => database?.close());

describe('rows read by the query engine', () => {
  it('are the rows drizzle selects, value for value, nulls included', async () => {
    const expected = await database.db.select().from(wide).orderBy(asc(wide.id));
    for (const query of [{ sort: [{ fieldName: 'id', order: 'ASC' }] }, { paging: {}, sort: [] }]) {
      const page = await runQuery({
        db: database.db,
        table: wide,
        fields,
        scope: sql`true`,
        query,
        defaultSort: [{ fieldName: 'id', order: 'ASC' }],
        cursorKey: 'test-cursor-key-0123456789abcdef',
      });
      expect(page.rows).toEqual(expected);
      expect(page.rows.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    }
    expect(expected[0]!.shout).toBe('QUIET');
    expect(expected[0]!.at).toBeInstanceOf(Date);
  });
});
