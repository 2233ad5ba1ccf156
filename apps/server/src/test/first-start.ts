import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../core/db/index.js';

/**
 * What a server writes at its first start, written once into a test template: pg-boss's tables, every queue
 * and schedule (without it, each test's server installs them on its own copy: about 0.25 s of its start).
 * Signing keys, secrets and jobs are removed again, so that each test's server still has keys and secrets of
 * its own and no work it did not make.
 */
export async function firstStart(database: Database): Promise<void> {
  const { buildApp } = await import('../app.js');
  const { readConfig } = await import('../config.js');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-template-'));
  try {
    const config = readConfig({}, { logLevel: 'silent', dataDir, mediaDir: path.join(dataDir, 'media') });
    const { app } = await buildApp({ config, database, logger: false });
    await app.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  await database.executeSql('delete from signing_keys');
  await database.executeSql('delete from server_secrets');
  await database.executeSql('delete from pgboss.job');
}
