// Shared by the query engine's tests: a real table of random rows and the field whitelist over it.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { FieldViolation } from '@atrium/contract';
import { createTestDatabase, type TestDatabase } from '../database.js';
import { isValidationError } from '../../core/wire/errors.js';
import { defineQueryFields } from '../../core/query/fields.js';

export const items = pgTable('qt_items', {
  id: uuid('id').primaryKey(),
  siteId: uuid('site_id').notNull(),
  name: text('name').notNull(),
  title: text('title'),
  price: doublePrecision('price'),
  qty: integer('qty').notNull(),
  active: boolean('active'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }),
  tags: text('tags').array(),
});

export const SITE_A = 'aaaaaaaa-0000-4000-8000-000000000001';
export const SITE_B = 'bbbbbbbb-0000-4000-8000-000000000002';
export const scopeA = sql`${items.siteId} = ${SITE_A}::uuid`;
export const CURSOR_KEY = 'test-cursor-key-0123456789abcdef';

export const fields = defineQueryFields({
  id: { column: items.id, type: 'uuid', sort: true, aggregate: true },
  siteId: { column: items.siteId, type: 'uuid' },
  name: { column: items.name, type: 'string', sort: true, aggregate: true },
  title: { column: items.title, type: 'string', sort: true, aggregate: true },
  price: { column: items.price, type: 'number', sort: true, aggregate: true },
  qty: { column: items.qty, type: 'number', sort: true, aggregate: true },
  active: { column: items.active, type: 'boolean', sort: true, aggregate: true },
  createdDate: { column: items.createdAt, type: 'date', sort: true, aggregate: true },
  tags: { column: items.tags, type: 'string[]', aggregate: true },
  /** An SQL-expression field, dotted as a route would name a nested wire field. */
  'stats.doubleQty': {
    column: sql`${items.qty} * 2`,
    type: 'number',
    filter: false,
    sort: true,
    nullable: false,
  },
});

export interface ItemRow {
  id: string;
  siteId: string;
  name: string;
  title: string | null;
  price: number | null;
  qty: number;
  active: boolean | null;
  createdAt: string | null;
  tags: string[] | null;
}

/** Characters that mean something to LIKE, to SQL string literals or to escapes, and letters in both cases. */
export const ALPHABET = ['a', 'A', 'b', '%', '_', "'", '"', '\\', ' '];
export const text3 = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 3 });
export const text2 = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 2 });
export const PRICES = [-1.5, 0, 1, 2.5, 3, 100];
export const TAGS = ['x', 'y', 'z', '%'];
/** Instants that differ only in microseconds: a cursor that kept milliseconds would skip or repeat rows. */
export const INSTANTS = [
  '2023-12-31T23:59:59.999999Z',
  '2024-01-01T00:00:00.000001Z',
  '2024-01-01T00:00:00.000002Z',
  '2024-01-01T00:00:00.001Z',
  '2024-03-01T12:00:00Z',
  '2024-03-01T13:30:00.5Z',
];
export const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const rowArb: fc.Arbitrary<Omit<ItemRow, 'id'>> = fc.record({
  siteId: fc.constantFrom(SITE_A, SITE_A, SITE_B),
  name: text3,
  title: fc.option(text3, { nil: null }),
  price: fc.option(fc.constantFrom(...PRICES), { nil: null }),
  qty: fc.integer({ min: -2, max: 4 }),
  active: fc.option(fc.boolean(), { nil: null }),
  createdAt: fc.option(fc.constantFrom(...INSTANTS), { nil: null }),
  tags: fc.option(fc.array(fc.constantFrom(...TAGS), { maxLength: 3 }), { nil: null }),
});

export const rowsArb = (maxLength: number): fc.Arbitrary<ItemRow[]> =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 59 }), {
      minLength: Math.min(4, maxLength),
      maxLength,
      size: 'max',
    })
    .chain((ids) => fc.tuple(...ids.map((n) => rowArb.map((r): ItemRow => ({ ...r, id: idOf(n) })))));

export async function createItemsDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await database.executeSql(`create table qt_items (
    id uuid primary key, site_id uuid not null, name text not null, title text, price double precision,
    qty integer not null, active boolean, created_at timestamptz, tags text[])`);
  return database;
}

export async function resetRows(database: TestDatabase, rows: ItemRow[]): Promise<void> {
  await database.db.delete(items);
  if (rows.length > 0) await database.db.insert(items).values(rows);
}

/** The violations a call is refused with; fails the test when it is not refused with a ValidationError. */
export async function violationsOf(run: () => unknown): Promise<FieldViolation[]> {
  try {
    await run();
  } catch (error) {
    if (isValidationError(error)) return error.violations;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

/** The single violation a call is refused with, as `[field, rule]`. */
export async function violationOf(run: () => unknown): Promise<[string, string]> {
  const violations = await violationsOf(run);
  if (violations.length !== 1) throw new Error(`expected one violation, got ${JSON.stringify(violations)}`);
  return [violations[0]!.field, violations[0]!.violatedRule];
}
