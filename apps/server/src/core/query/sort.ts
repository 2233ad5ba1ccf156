import { sql, type SQL } from 'drizzle-orm';
import type { Sorting } from '@atrium/contract';
import type { QueryField, QueryFields } from './fields.js';
import { comparable } from './filter-operators.js';
import { childPath, Violations } from '../wire/violations.js';

export type SortOrder = 'ASC' | 'DESC';

export interface SortKey {
  readonly field: QueryField;
  readonly order: SortOrder;
}

export interface ResolveSortOptions {
  /** REST path of the sort array, for the violations. */
  path: string;
  /** Server-chosen sorts (defaults, cursors) may use fields that clients may not sort by. */
  trusted: boolean;
}

export function requireTieBreaker(fields: QueryFields): QueryField {
  if (!fields.tieBreaker)
    throw new Error('these query fields have no tie-breaker: define an `id` field or name one');
  return fields.tieBreaker;
}

/**
 * Checks a sort against the whitelist and appends the tie-breaker (ascending) unless it is already
 * there, so that the order is total: offset pages never overlap and a cursor position is exact.
 */
export function resolveSort(
  fields: QueryFields,
  sort: readonly Sorting[] | null | undefined,
  options: ResolveSortOptions,
): SortKey[] {
  const tieBreaker = requireTieBreaker(fields);
  const violations = new Violations();
  const keys: SortKey[] = [];
  for (const [i, entry] of (sort ?? []).entries()) {
    const path = childPath(childPath(options.path, i), 'fieldName');
    const field = fields.byName.get(entry.fieldName);
    if (!field || field.type === 'string[]' || !(options.trusted || field.sort)) {
      violations.add(path, 'is not a sortable field', 'FIELD_NOT_ALLOWED');
    } else if (keys.some((k) => k.field === field)) {
      violations.add(path, 'is sorted more than once', 'VALIDATION');
    } else {
      keys.push({ field, order: entry.order === 'DESC' ? 'DESC' : 'ASC' });
    }
  }
  violations.throwIfAny();
  if (!keys.some((k) => k.field === tieBreaker)) keys.push({ field: tieBreaker, order: 'ASC' });
  return keys;
}

export const flip = (order: SortOrder): SortOrder => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * NULL counts as the greatest value: last when ascending, first when descending (PostgreSQL's own
 * default, stated explicitly). Strings sort by bytes (COLLATE "C") so PGlite and every server agree.
 */
export function orderBy(keys: readonly SortKey[], reversed = false): SQL[] {
  return keys.map(({ field, order }) => {
    const effective = reversed ? flip(order) : order;
    return effective === 'ASC'
      ? sql`${comparable(field)} asc nulls last`
      : sql`${comparable(field)} desc nulls first`;
  });
}

/**
 * The exact text of a sort key, for cursors: a JS Date would drop the microseconds PostgreSQL
 * keeps, and the page boundary would then skip or repeat rows.
 */
export function keyText(field: QueryField): SQL<string | null> {
  if (field.type === 'date') {
    return sql<string | null>`to_char(${field.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string | null>`(${field.expr})::text`;
}
