import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, PGliteInterface, PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';

// Both drivers produce the same PgDatabase; services never know which one they run on.
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Either the database or an open transaction: what a service function writes through. */
export type Executor = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; the job runner uses it. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; omitted means in memory. */
  dataDir?: string | undefined;
  /** An already open PGlite (tests clone a migrated template). */
  pglite?: PGliteInterface;
  poolSize?: number;
}

// Each driver is imported when it is used: a server loads either PGlite or pg, never both.
export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  return connectPglite(options);
}

async function connectPostgres(url: string, max: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's 128 MB of shared buffers cost 0.5–0.6 s at every start (their memory is allocated and cleared inside
 * WebAssembly); 32 MB holds an embedded site's working set, and pages past it come from the OS's file cache.
 */
export async function openPglite(options: PGliteOptions = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return new PGlite({ ...options, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
}

async function connectPglite(options: ConnectOptions): Promise<Database> {
  let client: PGliteInterface | undefined = options.pglite;
  if (!client) {
    if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = await openPglite({ dataDir: options.dataDir });
  }
  const [{ drizzle: drizzlePglite }] = await Promise.all([import('drizzle-orm/pglite'), client.waitReady]);
  const pglite = client;
  const db = drizzlePglite(pglite as PGlite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      // Parameterless text may hold several statements (pg-boss migrations), which only `exec` runs.
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await pglite.query<Record<string, unknown>>(text, values as unknown[]);
      return { rows: result.rows };
    },
    close: () => pglite.close(),
  };
}
