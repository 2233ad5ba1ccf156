import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';

export function createHealthService(db: Db) {
  /** Whether the database answers a trivial statement. */
  async function databaseAnswers(): Promise<boolean> {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }

  return { databaseAnswers };
}

export type HealthService = ReturnType<typeof createHealthService>;
