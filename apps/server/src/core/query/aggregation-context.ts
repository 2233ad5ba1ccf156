import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/index.js';
import { levelSource, type Level } from './aggregation-levels.js';
import { allOf } from './conditions.js';

/** What every aggregation of one request shares: the table and the scope AND filter it runs over. */
export interface AggregationContext {
  db: Executor;
  table: PgTable;
  where: SQL;
}

export interface KeyedRowsOptions {
  /** Aggregated by the last level of a nested aggregation. */
  operand?: SQL;
  /**
   * Keep rows whose keys are NULL and add the row identity `rid`: a nested aggregation drops NULL
   * buckets level by level, so that a row without an inner key still counts in its outer bucket.
   */
  nested?: boolean;
}

/**
 * `select <key per level> [, operand] from table <laterals> where scope and filter [and <requirements>]`,
 * aliased k0, k1, ... and sv. Grouping happens outside it, on the aliases, because PostgreSQL cannot
 * match a GROUP BY expression to a select-list expression once either holds a bound parameter.
 */
export function keyedRows(
  ctx: AggregationContext,
  levels: readonly Level[],
  options: KeyedRowsOptions = {},
): SQL {
  const sources = levels.map((level, i) => levelSource(level, `l${i}`));
  const columns = sources.map((s, i) => sql`${s.key} as ${sql.raw(`k${i}`)}`);
  if (options.operand) columns.push(sql`${options.operand} as sv`);
  if (options.nested) columns.push(sql`${ctx.table}.ctid as rid`);
  const laterals = sources.flatMap((s) => (s.lateral ? [s.lateral] : []));
  const where = allOf([ctx.where, ...(options.nested ? [] : sources.map((s) => s.required))]);
  // OFFSET 0 keeps the planner from merging this subquery into the grouping one: PostgreSQL 15 would
  // then see two levels over one field as one expression, and GROUPING() could not tell them apart.
  const fence = options.nested ? sql` offset 0` : sql``;
  return sql`select ${sql.join(columns, sql`, `)} from ${ctx.table} ${sql.join(laterals, sql` `)} where ${where}${fence}`;
}
