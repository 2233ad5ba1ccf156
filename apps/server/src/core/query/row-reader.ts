import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Row = Record<string, unknown>;

/** How the engine reads a table's rows: its select list, and a row decoded from the driver's object. */
export interface RowReader {
  /** Every column of the table, by its database name, as one raw SQL fragment. */
  readonly columns: SQL;
  /** The row as drizzle's select would answer it: property names of the table, values through each column. */
  decode(fetched: Row): Row;
}

const readers = new WeakMap<PgTable, RowReader>();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function createReader(table: PgTable): RowReader {
  const entries = Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>;
  const keys = entries.map(([key]) => key);
  const names = entries.map(([, column]) => column.name);
  const columns = entries.map(([, column]) => column);
  return {
    columns: sql.raw(names.map(quoted).join(', ')),
    decode(fetched) {
      // Exactly what drizzle's mapResultRow does for a column, without re-deciding each value's decoder: both
      // drivers hand over the same raw values in object mode as in array mode (dates and intervals as text).
      const row: Row = {};
      for (let i = 0; i < keys.length; i++) {
        const raw = fetched[names[i]!];
        row[keys[i]!] = raw === null ? null : columns[i]!.mapFromDriverValue(raw);
      }
      return row;
    },
  };
}

/**
 * The reader of a table, made once. A list page builds its select through drizzle's query builder otherwise:
 * the select list again on every request and a decoder looked up for every value of every row, which cost more
 * than the database's own work on a page of 50 wide rows.
 */
export function rowReader(table: PgTable): RowReader {
  let reader = readers.get(table);
  if (!reader) {
    reader = createReader(table);
    readers.set(table, reader);
  }
  return reader;
}
