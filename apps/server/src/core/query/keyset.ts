import { sql, type SQL } from 'drizzle-orm';
import { allOf, anyOf } from './conditions.js';
import { comparable } from './filter-operators.js';
import { flip, type SortKey, type SortOrder } from './sort.js';
import { typedParam, type ScalarType } from './values.js';

/** The text of each sort key of the boundary row (NULL stays null), as read by `keyText`. */
export type KeyValues = readonly (string | null)[];

function param(key: SortKey, value: string): SQL {
  return typedParam(key.field.type as ScalarType, value);
}

function equal(key: SortKey, value: string | null): SQL {
  return value === null
    ? sql`${key.field.expr} is null`
    : sql`${comparable(key.field)} = ${param(key, value)}`;
}

/**
 * Rows strictly after `value` in this key's order, where NULL is the greatest value (see orderBy).
 * Undefined when nothing can come after it.
 */
function after(key: SortKey, order: SortOrder, value: string | null): SQL | undefined {
  const { expr, nullable } = key.field;
  if (order === 'ASC') {
    if (value === null) return undefined;
    const greater = sql`${comparable(key.field)} > ${param(key, value)}`;
    return nullable ? anyOf([greater, sql`${expr} is null`]) : greater;
  }
  if (value === null) return nullable ? sql`${expr} is not null` : undefined;
  return sql`${comparable(key.field)} < ${param(key, value)}`;
}

/**
 * Keyset condition for the rows after (or before) a boundary row in a total order:
 * (k1 after v1) or (k1 = v1 and k2 after v2) or ... NULLs are handled per key, so nullable sort
 * keys neither lose nor repeat rows at page boundaries.
 */
export function keysetCondition(
  keys: readonly SortKey[],
  values: KeyValues,
  direction: 'after' | 'before',
): SQL {
  if (values.length !== keys.length) throw new Error('keyset values do not match the sort keys');
  const branches: SQL[] = [];
  for (const [i, key] of keys.entries()) {
    const order = direction === 'after' ? key.order : flip(key.order);
    const strict = after(key, order, values[i] ?? null);
    if (!strict) continue;
    const prefix = keys.slice(0, i).map((k, j) => equal(k, values[j] ?? null));
    branches.push(allOf([...prefix, strict]));
  }
  return anyOf(branches);
}
