import { sql, type SQL } from 'drizzle-orm';
import type { NestedAggregationItem } from '@atrium/contract';
import type { Executor } from '../db/index.js';
import type { QueryField, QueryFields } from './fields.js';
import { childPath, type Violations } from '../wire/violations.js';

export type Interval = 'YEAR' | 'MONTH' | 'WEEK' | 'DAY' | 'HOUR' | 'MINUTE' | 'SECOND';
export type ScalarKind = 'COUNT_DISTINCT' | 'MIN' | 'MAX';

export interface ValueLevel {
  kind: 'VALUE';
  field: QueryField;
  sortType: 'COUNT' | 'VALUE';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  /** Label of the bucket for rows without a value; undefined when they are excluded. */
  missingBucket: string | undefined;
}
export interface RangeLevel {
  kind: 'RANGE';
  field: QueryField;
  buckets: { from?: number; to?: number }[];
}
export interface HistogramLevel {
  kind: 'DATE_HISTOGRAM';
  field: QueryField;
  interval: Interval;
}
export interface ScalarLevel {
  kind: 'SCALAR';
  field: QueryField;
  scalar: ScalarKind;
}
export type Level = ValueLevel | RangeLevel | HistogramLevel | ScalarLevel;

export const DEFAULT_VALUE_LIMIT = 10;
export const DEFAULT_MISSING_BUCKET = 'N/A';
/** The wire caps a histogram at 200 buckets (DateHistogramResults); the earliest are kept. */
export const MAX_HISTOGRAM_BUCKETS = 200;

/** The aggregation kinds and the field types each accepts. */
const ACCEPTS: Record<string, (field: QueryField, item: NestedAggregationItem) => boolean> = {
  VALUE: () => true,
  RANGE: (f) => f.type === 'number',
  DATE_HISTOGRAM: (f) => f.type === 'date',
  SCALAR: (f, item) => (item.scalar?.type === 'COUNT_DISTINCT' ? f.type !== 'string[]' : f.type === 'number'),
};
const KIND_KEY = {
  VALUE: 'value',
  RANGE: 'range',
  SCALAR: 'scalar',
  DATE_HISTOGRAM: 'dateHistogram',
} as const;

function levelOf(item: NestedAggregationItem, field: QueryField): Level | string {
  switch (item.type) {
    case 'VALUE': {
      const v = item.value ?? {};
      const include = v.missingValues === 'INCLUDE';
      return {
        kind: 'VALUE',
        field,
        sortType: v.sortType ?? 'COUNT',
        sortDirection: v.sortDirection ?? 'DESC',
        limit: v.limit ?? DEFAULT_VALUE_LIMIT,
        missingBucket: include ? (v.includeOptions?.addToBucket ?? DEFAULT_MISSING_BUCKET) : undefined,
      };
    }
    case 'RANGE':
      if (!item.range) return 'range is required for a RANGE aggregation';
      return {
        kind: 'RANGE',
        field,
        buckets: item.range.buckets.map((b) => ({
          ...(typeof b.from === 'number' ? { from: b.from } : {}),
          ...(typeof b.to === 'number' ? { to: b.to } : {}),
        })),
      };
    case 'DATE_HISTOGRAM':
      if (!item.dateHistogram) return 'dateHistogram is required for a DATE_HISTOGRAM aggregation';
      return { kind: 'DATE_HISTOGRAM', field, interval: item.dateHistogram.interval };
    case 'SCALAR':
      if (!item.scalar) return 'scalar is required for a SCALAR aggregation';
      return { kind: 'SCALAR', field, scalar: item.scalar.type };
  }
}

/** Checks one aggregation (or one level of a nested one) against the whitelist; undefined once reported. */
export function checkLevel(
  { fields, violations }: { fields: QueryFields; violations: Violations },
  item: NestedAggregationItem,
  path: string,
): Level | undefined {
  const others = Object.values(KIND_KEY).filter((k) => k !== KIND_KEY[item.type] && item[k]);
  if (others.length > 0) {
    violations.add(
      path,
      `only ${KIND_KEY[item.type]} may be set for a ${item.type} aggregation`,
      'ONE_OF_ALIGNMENT',
    );
    return undefined;
  }
  const fieldPath = childPath(path, 'fieldPath');
  const field = fields.byName.get(item.fieldPath);
  if (!field || !field.aggregate) {
    violations.add(fieldPath, 'is not a field that can be aggregated', 'FIELD_NOT_ALLOWED');
    return undefined;
  }
  if (!ACCEPTS[item.type]!(field, item)) {
    violations.add(
      fieldPath,
      `a ${item.type} aggregation does not apply to ${field.type} fields`,
      'FIELD_NOT_ALLOWED',
    );
    return undefined;
  }
  const level = levelOf(item, field);
  if (typeof level === 'string') {
    violations.add(childPath(path, KIND_KEY[item.type]), level, 'REQUIRED_FIELD');
    return undefined;
  }
  return level;
}

/**
 * The per-row bucket key of a level, and the lateral join that produces it when a row can fall into
 * several. Every row yields at least one key, NULL when it has none.
 */
export interface LevelSource {
  lateral?: SQL;
  key: SQL;
  /** Condition for a key to form a bucket: false for NULL unless missing values have a bucket. */
  required?: SQL;
}

/** Whether a NULL key of this level forms a bucket of its own. */
export const keepsMissing = (level: Level) => level.kind === 'VALUE' && level.missingBucket !== undefined;

const ISO_MS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const TRUNC_UNITS: Record<Interval, SQL> = {
  YEAR: sql.raw(`'year'`),
  MONTH: sql.raw(`'month'`),
  WEEK: sql.raw(`'week'`),
  DAY: sql.raw(`'day'`),
  HOUR: sql.raw(`'hour'`),
  MINUTE: sql.raw(`'minute'`),
  SECOND: sql.raw(`'second'`),
};

function rangeCases(level: RangeLevel): SQL {
  const cases = level.buckets.map((b, i) => {
    const bounds = [
      sql`${level.field.expr} is not null`,
      ...(b.from !== undefined ? [sql`${level.field.expr} >= ${b.from}::numeric`] : []),
      ...(b.to !== undefined ? [sql`${level.field.expr} < ${b.to}::numeric`] : []),
    ];
    return sql`case when ${sql.join(bounds, sql` and `)} then ${sql.raw(String(i))} end`;
  });
  return sql.join(cases, sql`, `);
}

export function levelSource(level: Level, alias: string): LevelSource {
  const { expr } = level.field;
  const a = sql.raw(`"${alias}"`);
  switch (level.kind) {
    case 'VALUE':
      if (level.field.type === 'string[]') {
        // An empty or missing array is one missing value (the row must not vanish from outer levels);
        // a repeated element counts once per row.
        const elements = sql`coalesce(nullif(${expr}, '{}'), array[null]::text[])`;
        return {
          lateral: sql`cross join lateral (select distinct x as k from unnest(${elements}) as x) as ${a}`,
          key: sql`${a}.k`,
          required: level.missingBucket ? undefined : sql`${a}.k is not null`,
        };
      }
      // Dates are grouped to the millisecond, the precision of their RFC 3339 labels.
      return {
        key: level.field.type === 'date' ? sql`date_trunc('milliseconds', ${expr})` : expr,
        required: level.missingBucket ? undefined : sql`${expr} is not null`,
      };
    case 'RANGE':
      // A row falls into every bucket that contains it (buckets may overlap), and yields NULL for the others.
      return {
        lateral: sql`cross join lateral (select distinct x as k from unnest(array[${rangeCases(level)}]::int[]) as x) as ${a}`,
        key: sql`${a}.k`,
        required: sql`${a}.k is not null`,
      };
    case 'DATE_HISTOGRAM':
      return {
        key: sql`date_trunc(${TRUNC_UNITS[level.interval]}, ${expr} at time zone 'UTC')`,
        required: sql`${expr} is not null`,
      };
    case 'SCALAR':
      return { key: expr };
  }
}

/** The wire text of a grouped key. */
export function labelOf(level: Level, key: SQL): SQL {
  if (level.kind === 'DATE_HISTOGRAM') return sql`to_char(${key}, ${ISO_MS})`;
  if (level.kind === 'RANGE' || level.kind === 'SCALAR') return sql`${key}`;
  const text =
    level.field.type === 'date' ? sql`to_char(${key} at time zone 'UTC', ${ISO_MS})` : sql`(${key})::text`;
  return level.missingBucket === undefined ? text : sql`coalesce(${text}, ${level.missingBucket}::text)`;
}

/** Order of a grouped key for VALUE sorting: bytes for strings, NULL (the missing bucket) greatest. */
export function keyOrder(level: Level, key: SQL, direction: 'ASC' | 'DESC'): SQL {
  const comparable =
    level.field.type === 'string' || level.field.type === 'string[]' ? sql`${key} collate "C"` : key;
  return direction === 'ASC' ? sql`${comparable} asc nulls last` : sql`${comparable} desc nulls first`;
}

export function scalarOf(kind: ScalarKind, operand: SQL): SQL {
  if (kind === 'COUNT_DISTINCT') return sql`count(distinct ${operand})::float8`;
  return kind === 'MIN' ? sql`min(${operand})::float8` : sql`max(${operand})::float8`;
}

export async function selectRows<TRow extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<TRow[]> {
  const result = await db.execute<TRow>(query);
  // Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
  return (result as unknown as { rows: TRow[] }).rows;
}
