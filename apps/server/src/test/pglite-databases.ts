import type { PGlite } from '@electric-sql/pglite';
import { connect, migrate, openPglite, type Database } from '../core/db/index.js';
import { firstStart } from './first-start.js';

// A test's PGlite database: a copy of a migrated template, or, when an earlier test of this worker gave one
// back, that database emptied. Making a copy and starting a server on it cost ~0.6 s on PGlite (unpacking the
// files, then a cold catalogue); emptying a database that the last test warmed costs ~0.15 s, and the server
// suite makes two hundred of them.

/**
 * Databases kept for reuse, per test worker: each holds ~100 MB. Outside a worker (a global setup's server, in
 * vitest's own process) none is kept: an open PGlite would keep that process from exiting.
 */
const KEPT = process.env.VITEST_WORKER_ID ? 2 : 0;
/** The template's own tables, which a server reads at its start rather than writes: never emptied. */
const KEPT_TABLES = new Set(['pgboss.version', 'pgboss.queue', 'pgboss.schedule']);
/** Where the data of a test lives: the app's schema and pg-boss's. */
const DATA_SCHEMAS = ['public', 'pgboss'];

let template: Promise<File | Blob> | undefined;
const idle: PGlite[] = [];
const shapes = new WeakMap<PGlite, string>();

/** A migrated database's files, dumped once per worker; each new test database starts from them. */
async function migratedTemplate(): Promise<File | Blob> {
  const pglite = await openPglite();
  const database = await connect({ pglite });
  await migrate(database);
  await firstStart(database);
  const files = await pglite.dumpDataDir('none');
  await database.close();
  return files;
}

/**
 * The database's structure (relations, functions, triggers, schemas) and session settings, as one string: a
 * test that changed them (a table of its own, a dropped schema, a SET) leaves a database that is closed, not
 * reused.
 */
async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(`
    select concat_ws('|',
      (select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' order by c.oid)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
      (select string_agg(p.oid::text, ',' order by p.oid) from pg_proc p
        where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)),
      (select string_agg(t.oid::text, ',' order by t.oid) from pg_trigger t),
      (select string_agg(nspname, ',' order by nspname) from pg_namespace),
      (select string_agg(name || '=' || setting, ',' order by name) from pg_settings where source = 'session'))
      as shape`);
  return rows[0]!.shape;
}

/** Empties every table a test may have written, in one statement. */
async function empty(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = any($1)`,
    [DATA_SCHEMAS],
  );
  const tables = rows.map((row) => row.name).filter((name) => !KEPT_TABLES.has(name));
  await pglite.exec(`truncate ${tables.join(', ')} restart identity cascade`);
}

async function giveBack(pglite: PGlite): Promise<void> {
  try {
    if (idle.length < KEPT && (await shapeOf(pglite)) === shapes.get(pglite)) {
      await empty(pglite);
      idle.push(pglite);
      return;
    }
  } catch {
    // A database a test left unusable is closed below like any other.
  }
  await pglite.close();
}

export async function pgliteTestDatabase(): Promise<Database> {
  let pglite = idle.pop();
  if (!pglite) {
    template ??= migratedTemplate();
    // Not `clone()`: it drops the start settings that keep each database's memory and start time small.
    pglite = await openPglite({ loadDataDir: await template });
    shapes.set(pglite, await shapeOf(pglite));
  }
  // The test holds a revocable handle: once it closes its database, whatever it still has of it fails as on a
  // closed database, and the next test's use of the same PGlite is out of its reach.
  const real = pglite;
  const lease = Proxy.revocable(real, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const database = await connect({ pglite: lease.proxy });
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      lease.revoke();
      await giveBack(real);
    },
  };
}
