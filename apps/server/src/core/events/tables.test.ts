import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';

describe('events table', () => {
  let database: TestDatabase;
  afterAll(() => database?.close());

  // The schema in tables.ts does not declare this key (core imports no service); the migrations must keep it.
  it('keeps its foreign key to sites, with the cascade on delete', async () => {
    database = await createTestDatabase();
    const result = await database.executeSql(
      `select confrelid::regclass::text as target, confdeltype as on_delete from pg_constraint
       where conrelid = 'events'::regclass and contype = 'f'`,
    );
    expect(result.rows).toEqual([{ target: 'sites', on_delete: 'c' }]);
  });
});
