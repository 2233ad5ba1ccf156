import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './connect.js';

/** The rows of a raw SQL statement, on PGlite and PostgreSQL alike (both drivers answer `{ rows }`). */
export async function sqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Takes a transaction-scoped advisory lock named by a string: writers that must not interleave (one tree,
 * one token family) take it first and hold it until their transaction ends.
 */
export async function lockFor(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
