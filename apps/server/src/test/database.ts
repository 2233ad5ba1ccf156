import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connect, migrate, type Database } from '../core/db/index.js';

/**
 * A fresh, migrated database for one test file: a clone of a migrated PGlite template, or, when
 * DATABASE_URL is set, a new PostgreSQL database of its own that is dropped afterwards.
 */
export interface TestDatabase extends Database {
  /** Present on PostgreSQL: the URL of this test's own database. */
  readonly url: string | undefined;
}

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const pglite = new PGlite();
  const database = await connect({ pglite });
  await migrate(database);
  return pglite;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl);
  template ??= migratedTemplate();
  const pglite = await (await template).clone();
  const database = await connect({ pglite });
  return { ...database, url: undefined };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString(), poolSize: 5 });
  await migrate(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
