import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { serverPackageDir } from '../package-dir.js';
import type { Database } from './connect.js';

/** The migrations folder of the server package (apps/server/drizzle). */
export function migrationsFolder(): string {
  const folder = path.join(serverPackageDir(), 'drizzle');
  if (!fs.existsSync(path.join(folder, 'meta', '_journal.json')))
    throw new Error('The migrations folder (apps/server/drizzle) was not found');
  return folder;
}

/**
 * Whether the database's latest applied migration is the journal's latest, by timestamp and by the hash of its
 * SQL (computed as Drizzle's migrator does). Two small queries, where the migrator reads and hashes every file
 * and runs DDL in a transaction at every start.
 */
export async function isMigrated(database: Database, folder = migrationsFolder()): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const latest = journal.entries.at(-1);
  if (!latest) return true;
  const { rows } = await database.executeSql(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return false;
  const applied = await database.executeSql(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = applied.rows[0];
  const hash = createHash('sha256')
    .update(fs.readFileSync(path.join(folder, `${latest.tag}.sql`), 'utf8'))
    .digest('hex');
  return last !== undefined && Number(last.created_at) === latest.when && last.hash === hash;
}

/** Applies the migrations the database lacks; on an up-to-date database only `isMigrated`'s check runs. */
export async function migrate(database: Database, folder = migrationsFolder()): Promise<void> {
  if (await isMigrated(database, folder)) return;
  const config = { migrationsFolder: folder };
  if (database.kind === 'postgres') {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  }
}
