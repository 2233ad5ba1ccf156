import path from 'node:path';
import type { Config } from '../../config.js';
import { connect, type Database } from './connect.js';
import { lockDataDir } from './data-lock.js';
import { migrate } from './migrate.js';

/** The configured database, locked when embedded, migrated, ready to use. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await connect({ databaseUrl: config.databaseUrl });
    await migrate(database);
    return database;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await connect({ dataDir: path.join(config.dataDir, 'pglite') });
    await migrate(database);
    return {
      ...database,
      async close() {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
