import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect.js';

const MAX_BATCH = 500;

/**
 * Group commit for hot single-row inserts (a refresh token per visitor): rows that arrive while one INSERT is
 * in flight go together in the next one. Every caller still waits for its own row to be committed, so
 * nothing is acknowledged before it is durable; under load, many rows share one statement and one commit.
 */
export function createInsertBatcher<T extends PgTable>(db: Db, table: T) {
  type Row = T['$inferInsert'];
  let pending: Array<{ row: Row; resolve: () => void; reject: (error: unknown) => void }> = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(batch.length);
      try {
        await db.insert(table).values(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch {
        // One bad row must not fail its neighbours: retry them one by one.
        await Promise.all(
          batch.map((entry) => db.insert(table).values(entry.row).then(entry.resolve, entry.reject)),
        );
      }
    }
    flushing = false;
  }

  return function insert(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      pending.push({ row, resolve, reject });
      // Wait for the rest of this turn of the event loop: requests read from the same socket batch join in.
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    });
  };
}
