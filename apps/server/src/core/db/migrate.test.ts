import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { isMigrated, migrate, migrationsFolder } from './migrate.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-migrations-'));
fs.cpSync(migrationsFolder(), folder, { recursive: true });
const journalFile = path.join(folder, 'meta', '_journal.json');

/** Adds a migration after the last one, as `drizzle-kit generate` would. */
function addMigration(tag: string, statement: string): void {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  fs.writeFileSync(path.join(folder, `${tag}.sql`), statement);
}

async function tableExists(database: TestDatabase, name: string): Promise<boolean> {
  const { rows } = await database.executeSql(`select to_regclass('${name}') is not null as present`);
  return rows[0]!.present as boolean;
}

describe('migrations at start', () => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('skip the migrator on an up-to-date database and apply a newer migration on an outdated one', async () => {
    database = await createTestDatabase();
    expect(await isMigrated(database, folder)).toBe(true);
    const applied = async () =>
      Number(
        (await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n,
      );
    const before = await applied();

    addMigration('9999_probe', 'create table migration_probe (id int primary key);');
    expect(await isMigrated(database, folder)).toBe(false);
    await migrate(database, folder);
    expect(await tableExists(database, 'migration_probe')).toBe(true);
    expect(await applied()).toBe(before + 1);
    expect(await isMigrated(database, folder)).toBe(true);

    // Up to date: nothing runs again (a re-run of the probe's CREATE TABLE would fail).
    await migrate(database, folder);
    expect(await applied()).toBe(before + 1);
  });

  it('sees a database without the migrations table as not migrated', async () => {
    await database.executeSql('drop schema drizzle cascade');
    expect(await isMigrated(database, folder)).toBe(false);
  });

  it('sees an edited latest migration as not migrated, so the migrator decides as it always did', async () => {
    await database.executeSql('create schema drizzle');
    await database.executeSql(
      'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    await database.executeSql(`insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)`, [
      'not the hash',
      journal.entries.at(-1).when,
    ]);
    expect(await isMigrated(database, folder)).toBe(false);
  });
});
