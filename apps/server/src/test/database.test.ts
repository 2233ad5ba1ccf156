import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './database.js';

describe('test database', () => {
  let database: TestDatabase;
  afterAll(() => database?.close());

  it('is migrated', async () => {
    database = await createTestDatabase();
    const result = await database.executeSql(`select count(*)::int as n from sites`);
    expect(result.rows[0]).toEqual({ n: 0 });
    const rows = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(rows.rows[0]).toEqual({ one: 1 });
  });
});
