import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { connect, migrate, type Database } from '../core/db/index.js';
import { migrationsFolder } from '../core/db/migrate.js';
import { firstStart } from './first-start.js';
import { pgliteTestDatabase } from './pglite-databases.js';

/**
 * A fresh, migrated database for one test: an empty PGlite database (pglite-databases.ts), or, when
 * DATABASE_URL is set, a new PostgreSQL database of its own that is dropped afterwards.
 */
export interface TestDatabase extends Database {
  /** Present on PostgreSQL: the URL of this test's own database. */
  readonly url: string | undefined;
}

/**
 * Whether this run's databases are PostgreSQL. Proofs that race two servers or job workers on one database
 * run there only: PGlite is one connection in one process, so it serializes what they mean to race, and CI
 * runs the server suite on PostgreSQL as well.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl);
  return { ...(await pgliteTestDatabase()), url: undefined };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = databaseUrl(adminUrl, name);
  const database = await connect({ databaseUrl: url, poolSize: 5 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated database that each test database is copied from (`create database ... template`), made once for
 * the current migrations by whichever worker comes first; the others wait on an advisory lock and reuse it.
 * Templates of older migrations are left in place: another checkout on the same server may still use them.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= withAdmin(adminUrl, async (admin) => {
    const name = `atrium_template_${migrationsHash()}`;
    await admin.query('select pg_advisory_lock(7417)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await connect({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 1 });
      await migrate(database);
      await firstStart(database);
      await database.close();
      // Renamed only once complete, so an interrupted run never leaves a half-migrated template.
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(7417)');
    }
  });
  return postgresTemplateName;
}

/**
 * Names the template after the migrations it holds, so that a new migration makes a new template. What else it
 * holds (first-start.ts) may lag behind the code (a queue added since): a server's start adds what is missing.
 */
function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256').update('with a first start');
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
