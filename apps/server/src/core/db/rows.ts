import type { SQL } from 'drizzle-orm';
import type { Executor } from './connect.js';

/** The rows of a raw SQL statement, on PGlite and PostgreSQL alike (both drivers answer `{ rows }`). */
export async function sqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
