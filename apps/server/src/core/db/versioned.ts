import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@atrium/contract';
import type { Clock } from '../clock.js';
import type { AppError } from '../wire/errors.js';
import { assertRevision } from '../wire/revision.js';
import type { Db, Executor } from './connect.js';

/** A table whose rows belong to a site and carry a revision that every write moves on. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  siteId: PgColumn;
  revision: PgColumn;
  updatedAt: PgColumn;
};

/** What every write of a versioned row sets besides its own columns: the next revision, and when. */
export function nextRevision(table: { revision: PgColumn }, now: Date): { revision: SQL; updatedAt: Date } {
  return { revision: sql`${table.revision} + 1`, updatedAt: now };
}

export interface VersionedOptions<T extends VersionedTable> {
  db: Db;
  clock: Clock;
  table: T;
  /** The error for an id the site does not have. */
  notFound(id: string): AppError;
  /**
   * The error for a revision that is not the row's: someone changed it since the caller read it. An entity whose
   * callers send no revision (a gift card) has none.
   */
  mismatch?: ErrorCode;
  /** The event of a change, recorded in its transaction. */
  record(tx: Executor, row: T['$inferSelect']): Promise<unknown>;
  /** What to forget once a change has committed (the site's pricing set-up, kept briefly). */
  forget?(siteId: string): void;
}

export interface VersionedChange<Row> {
  siteId: string;
  id: string;
  /** The revision the caller read; none skips the check. */
  revision?: string | null;
  /** Refuses the change whatever the revision (a row no one may change), before the revision is compared. */
  guard?(current: Row): void;
  /** The columns to write, from the row as it is under the lock; it may refuse (throw), or change nothing (null). */
  set(current: Row, tx: Executor): Partial<Row> | null | Promise<Partial<Row> | null>;
}

/**
 * One way to change a versioned entity (a discount rule, a tax region, a shipping option, a gift card...): read
 * the row under a lock, check the revision the caller saw, write with the next revision, record the event, in
 * one transaction; then forget the site's cached set-up. Two writers of one row are serialised by the lock, and
 * a writer who read an older revision is refused instead of undoing the other's change.
 */
export function versioned<T extends VersionedTable>(options: VersionedOptions<T>) {
  type Row = T['$inferSelect'];
  const { db, table } = options;

  /** The site's row under a lock, for the rest of the transaction; its not-found error otherwise. */
  async function lock(tx: Executor, siteId: string, id: string): Promise<Row> {
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.siteId, siteId), eq(table.id, id)))
      .for('update')) as Row[];
    if (!rows[0]) throw options.notFound(id);
    return rows[0];
  }

  async function change({ siteId, id, revision, guard, set }: VersionedChange<Row>): Promise<Row> {
    const row = await db.transaction(async (tx) => {
      const current = await lock(tx, siteId, id);
      guard?.(current);
      if (revision != null) {
        if (!options.mismatch)
          throw new Error(`${getTableName(table)}: a revision was given, but no mismatch error`);
        assertRevision(current as { revision: number }, revision, options.mismatch);
      }
      const columns = await set(current, tx);
      if (!columns) return current;
      const written = { ...columns, ...nextRevision(table, new Date(options.clock())) };
      const [updated] = (await tx
        .update(table)
        .set(written as PgUpdateSetSource<T>)
        .where(eq(table.id, id))
        .returning()) as Row[];
      await options.record(tx, updated!);
      return updated!;
    });
    options.forget?.(siteId);
    return row;
  }

  return { lock, change };
}
