import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  Aggregation,
  type AggregationData,
  type AggregationResults,
  type NestedAggregationItem,
} from '@atrium/contract';
import type { Executor } from '../db/index.js';
import { keyedRows, type AggregationContext } from './aggregation-context.js';
import {
  checkLevel,
  keyOrder,
  labelOf,
  MAX_HISTOGRAM_BUCKETS,
  scalarOf,
  selectRows,
  type HistogramLevel,
  type Level,
  type RangeLevel,
  type ScalarLevel,
  type ValueLevel,
} from './aggregation-levels.js';
import { allOf } from './conditions.js';
import type { QueryFields } from './fields.js';
import { filterToSql } from './filter.js';
import { runNested, type NamedLevel } from './nested-aggregation.js';
import { childPath, parseOrThrow, Violations } from '../wire/violations.js';

/** The wire allows ten aggregations per request (CursorSearch.aggregations). */
export const MAX_AGGREGATIONS = 10;

export interface RunAggregationsOptions {
  db: Executor;
  table: PgTable;
  fields: QueryFields;
  /** ANDed into every statement: the site (and role) isolation. */
  scope: SQL;
  /** The same filter as the query the aggregations accompany. */
  filter?: Record<string, unknown> | null;
  aggregations: readonly Aggregation[] | null | undefined;
  /** REST path of the object holding `filter` and `aggregations`. Default `search`. */
  fieldPrefix?: string;
}

type Planned =
  | { name: string; type: Exclude<Aggregation['type'], 'NESTED'>; fieldPath: string; level: Level }
  | { name: string; type: 'NESTED'; fieldPath: string; levels: NamedLevel[]; path: string };

const Aggregations = z.array(Aggregation).max(MAX_AGGREGATIONS);

function planNested(
  { fields, violations }: { fields: QueryFields; violations: Violations },
  items: NestedAggregationItem[],
  path: string,
) {
  const levels: NamedLevel[] = [];
  for (const [i, item] of items.entries()) {
    const itemPath = childPath(childPath(path, 'nestedAggregations'), i);
    const level = checkLevel({ fields, violations }, item, itemPath);
    const name = item.name ?? item.fieldPath;
    if (level?.kind === 'SCALAR' && i < items.length - 1) {
      violations.add(
        childPath(itemPath, 'type'),
        'a SCALAR aggregation can only be the last level',
        'VALIDATION',
      );
    } else if (levels.some((l) => l.name === name)) {
      violations.add(
        childPath(itemPath, 'name'),
        'must differ from the names of the other levels',
        'VALIDATION',
      );
    } else if (level) {
      levels.push({ name, level });
    }
  }
  return levels;
}

function plan(fields: QueryFields, aggregations: Aggregation[], path: string): Planned[] {
  const violations = new Violations();
  const planned: Planned[] = [];
  for (const [i, agg] of aggregations.entries()) {
    const aggPath = childPath(path, i);
    const name = agg.name ?? agg.fieldPath ?? agg.type.toLowerCase();
    if (agg.type === 'NESTED') {
      if (!agg.nested)
        violations.add(
          childPath(aggPath, 'nested'),
          'is required for a NESTED aggregation',
          'REQUIRED_FIELD',
        );
      const levels = agg.nested
        ? planNested({ fields, violations }, agg.nested.nestedAggregations, childPath(aggPath, 'nested'))
        : [];
      planned.push({ name, type: 'NESTED', fieldPath: agg.fieldPath ?? '', levels, path: aggPath });
      continue;
    }
    if (!agg.fieldPath) {
      violations.add(childPath(aggPath, 'fieldPath'), 'is required', 'REQUIRED_FIELD');
      continue;
    }
    const level = checkLevel(
      { fields, violations },
      { ...agg, type: agg.type, fieldPath: agg.fieldPath },
      aggPath,
    );
    if (level) planned.push({ name, type: agg.type, fieldPath: agg.fieldPath, level });
  }
  violations.throwIfAny();
  return planned;
}

async function valueResults(ctx: AggregationContext, level: ValueLevel) {
  const key = sql`s.k0`;
  const order =
    level.sortType === 'COUNT'
      ? sql`count(*) ${sql.raw(level.sortDirection === 'ASC' ? 'asc' : 'desc')}, ${keyOrder(level, key, 'ASC')}`
      : keyOrder(level, key, level.sortDirection);
  const rows = await selectRows<{ value: string; count: number }>(
    ctx.db,
    sql`select ${labelOf(level, key)} as value, count(*)::int as count from (${keyedRows(ctx, [level])}) as s
        group by s.k0 order by ${order} limit ${level.limit}`,
  );
  return { results: rows.map((r) => ({ value: r.value, count: r.count })) };
}

async function rangeResults(ctx: AggregationContext, level: RangeLevel) {
  const rows = await selectRows<{ k: number; count: number }>(
    ctx.db,
    sql`select s.k0 as k, count(*)::int as count from (${keyedRows(ctx, [level])}) as s group by s.k0`,
  );
  const counts = new Map(rows.map((r) => [Number(r.k), r.count]));
  // Every requested bucket is answered, in the requested order, empty ones with 0.
  return { results: level.buckets.map((b, i) => ({ ...b, count: counts.get(i) ?? 0 })) };
}

async function scalarResult(ctx: AggregationContext, level: ScalarLevel) {
  const [row] = await selectRows<{ value: number | null }>(
    ctx.db,
    sql`select ${scalarOf(level.scalar, sql`s.k0`)} as value from (${keyedRows(ctx, [level])}) as s`,
  );
  // MIN and MAX of no rows have no value; the wire's number cannot say so, so they answer 0.
  return { type: level.scalar, value: Number(row?.value ?? 0) };
}

async function histogramResults(ctx: AggregationContext, level: HistogramLevel) {
  const rows = await selectRows<{ value: string; count: number }>(
    ctx.db,
    sql`select ${labelOf(level, sql`s.k0`)} as value, count(*)::int as count from (${keyedRows(ctx, [level])}) as s
        group by s.k0 order by s.k0 asc limit ${MAX_HISTOGRAM_BUCKETS}`,
  );
  return { results: rows.map((r) => ({ value: r.value, count: r.count })) };
}

async function runOne(ctx: AggregationContext, planned: Planned): Promise<AggregationResults> {
  const head = { name: planned.name, type: planned.type, fieldPath: planned.fieldPath };
  if (planned.type === 'NESTED')
    return { ...head, nested: await runNested(ctx, planned.levels, planned.path) };
  const level = planned.level;
  switch (level.kind) {
    case 'VALUE':
      return { ...head, values: await valueResults(ctx, level) };
    case 'RANGE':
      return { ...head, ranges: await rangeResults(ctx, level) };
    case 'SCALAR':
      return { ...head, scalar: await scalarResult(ctx, level) };
    case 'DATE_HISTOGRAM':
      return { ...head, dateHistogram: await histogramResults(ctx, level) };
  }
}

/**
 * Runs a search's aggregations over the same scope and filter as its query (specification 000
 * section 3), on whitelisted fields marked `aggregate`.
 *
 * @throws ValidationError for a bad filter or aggregation, naming its path.
 */
export async function runAggregations(options: RunAggregationsOptions): Promise<AggregationData> {
  if (!options.scope) throw new Error('runAggregations needs a scope: site isolation is never optional');
  const prefix = options.fieldPrefix ?? 'search';
  const aggregations = parseOrThrow(
    Aggregations,
    options.aggregations ?? [],
    childPath(prefix, 'aggregations'),
  );
  const filter = filterToSql(options.fields, options.filter, childPath(prefix, 'filter'));
  const planned = plan(options.fields, aggregations, childPath(prefix, 'aggregations'));
  const ctx: AggregationContext = {
    db: options.db,
    table: options.table,
    where: allOf([options.scope, filter]),
  };
  const results: AggregationResults[] = [];
  // One after another: the executor may be a transaction, whose single connection cannot run statements in parallel.
  for (const p of planned) results.push(await runOne(ctx, p));
  return { results };
}
