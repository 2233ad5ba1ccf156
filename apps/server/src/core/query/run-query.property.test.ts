import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/database.js';
import { runQuery } from './run-query.js';
import { filterArb, sortArb } from '../../test/query/arbitraries.js';
import {
  createItemsDatabase,
  CURSOR_KEY,
  fields,
  items,
  resetRows,
  rowsArb,
  scopeA,
} from '../../test/query/fixture.js';
import { expectedRows, type SortSpec } from '../../test/query/oracle.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createItemsDatabase();
});
afterAll(() => database?.close());

const query = (q: Record<string, unknown>) =>
  runQuery({ db: database.db, table: items, fields, scope: scopeA, query: q, cursorKey: CURSOR_KEY });

type Page = Awaited<ReturnType<typeof query>>;
const ids = (page: Page) => page.rows.map((r) => r.id);

async function walkForward(
  { filter, sort, limit }: { filter: Record<string, unknown>; sort: SortSpec[]; limit: number },
  bound: number,
) {
  const pages: Page[] = [await query({ filter, sort, cursorPaging: { limit } })];
  while (pages.at(-1)!.pagingMetadata.hasNext) {
    if (pages.length > bound) throw new Error('cursor walk does not end');
    // After the first page only the cursor travels (WIRE.md section 9); the limit comes from it too.
    pages.push(await query({ cursorPaging: { cursor: pages.at(-1)!.pagingMetadata.cursors.next } }));
  }
  return pages;
}

describe('runQuery against an in-memory evaluation', () => {
  it('cursor pages walk forward through exactly the filtered, sorted rows, and prev walks back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rows: rowsArb(30),
          filter: filterArb,
          sort: sortArb,
          limit: fc.integer({ min: 1, max: 7 }),
        }),
        async ({ rows, filter, sort, limit }) => {
          await resetRows(database, rows);
          const expected = expectedRows(rows, filter, sort).map((r) => r.id);
          const pages = await walkForward({ filter, sort, limit }, expected.length + 1);
          expect(pages.flatMap(ids)).toEqual(expected);
          pages.forEach((page, i) => {
            const last = i === pages.length - 1;
            expect(page.pagingMetadata.count).toBe(page.rows.length);
            if (!last) expect(page.rows).toHaveLength(limit);
            expect(page.pagingMetadata.cursors.next ?? null).toSatisfy((c) =>
              last ? c === null : typeof c === 'string',
            );
            expect(page.pagingMetadata.cursors.prev ?? null).toSatisfy((c) =>
              i === 0 ? c === null : typeof c === 'string',
            );
          });
          // Back from the last page: each prev is the page before, in the same order; the first has no prev.
          let current = pages.at(-1)!;
          for (let i = pages.length - 2; i >= 0; i--) {
            const previous = await query({ cursorPaging: { cursor: current.pagingMetadata.cursors.prev } });
            expect(ids(previous)).toEqual(ids(pages[i]!));
            expect(previous.pagingMetadata.hasNext).toBe(true);
            expect(previous.pagingMetadata.cursors.prev ?? null).toSatisfy((c) =>
              i === 0 ? c === null : typeof c === 'string',
            );
            // And forward again from a page reached backwards.
            const again = await query({ cursorPaging: { cursor: previous.pagingMetadata.cursors.next } });
            expect(ids(again)).toEqual(ids(current));
            current = previous;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('offset pages are slices of the filtered, sorted rows with an exact total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rows: rowsArb(30),
          filter: filterArb,
          sort: sortArb,
          limit: fc.integer({ min: 0, max: 10 }),
          offset: fc.integer({ min: 0, max: 25 }),
        }),
        async ({ rows, filter, sort, limit, offset }) => {
          await resetRows(database, rows);
          const expected = expectedRows(rows, filter, sort).map((r) => r.id);
          const page = await query({ filter, sort, paging: { limit, offset } });
          expect(ids(page)).toEqual(expected.slice(offset, offset + limit));
          expect(page.pagingMetadata).toEqual({
            count: Math.min(limit, Math.max(0, expected.length - offset)),
            offset,
            total: expected.length,
            cursors: {},
            hasNext: expected.length > offset + limit,
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
