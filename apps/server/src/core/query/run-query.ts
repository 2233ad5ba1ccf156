import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagingMetadata, Query, Sorting } from '@atrium/contract';
import { sqlRows, type Executor } from '../db/index.js';
import { allOf } from './conditions.js';
import { encodeCursor, type CursorBinding, type CursorKey } from './cursor.js';
import type { QueryFields } from './fields.js';
import { filterToSql } from './filter.js';
import { keysetCondition, type KeyValues } from './keyset.js';
import { planPaging, type CursorPlan, type OffsetPlan } from './paging.js';
import { rowReader } from './row-reader.js';
import { keyText, orderBy, type SortKey } from './sort.js';
import { childPath } from '../wire/violations.js';

/** Offset paging counts the matches up to this many; beyond it `tooManyToCount` is set and `total` left out. */
export const COUNT_LIMIT = 10_000;

export interface RunQueryOptions<TTable extends PgTable> {
  db: Executor;
  table: TTable;
  fields: QueryFields;
  /** ANDed into every statement, whatever the filter or cursor says: the site (and role) isolation. */
  scope: SQL;
  /** The request's query object: filter, sort, paging or cursorPaging. */
  query: Query | Record<string, unknown> | null | undefined;
  /** Used when the request names no sort; the tie-breaker is appended to it. */
  defaultSort?: readonly Sorting[];
  /** Secret for signing cursors (at least 16 bytes). */
  cursorKey: CursorKey;
  /** REST path of the query in the request, for validation errors. Default `query`. */
  fieldPrefix?: string;
  /** Distinguishes cursors of routes that share a table and fields (e.g. `query` and `search`). */
  cursorContext?: string;
}

export interface QueryPage<TRow> {
  rows: TRow[];
  pagingMetadata: PagingMetadata;
}

interface Context {
  options: RunQueryOptions<PgTable>;
  binding: CursorBinding;
  where: SQL;
}

type Row = Record<string, unknown>;
interface Fetched {
  row: Row;
  /** The sort-key texts, for the rows whose keys were asked for. */
  values: KeyValues;
}
const keyAlias = (i: number) => `__atrium_key_${i}`;
const NO_VALUES: KeyValues = Object.freeze([]);

async function fetchRows(
  ctx: Context,
  plan: {
    keys: SortKey[];
    /** Read the sort-key texts too (cursor pages); offset pages only need the order. */
    withKeys: boolean;
    extra?: SQL;
    reversed?: boolean;
    limit: number;
    offset?: number;
  },
): Promise<Fetched[]> {
  const { db, table } = ctx.options;
  const reader = rowReader(table);
  const keyCount = plan.withKeys ? plan.keys.length : 0;
  const keyTexts = plan.keys
    .slice(0, keyCount)
    .map((k, i) => sql`, ${keyText(k.field)} as ${sql.identifier(keyAlias(i))}`);
  const query = sql`select ${reader.columns}${sql.join(keyTexts)} from ${table}
    where ${allOf([ctx.where, plan.extra])}
    order by ${sql.join(orderBy(plan.keys, plan.reversed), sql`, `)}
    limit ${plan.limit}${plan.offset ? sql` offset ${plan.offset}` : sql``}`;
  const fetched = await sqlRows<Row>(db, query);
  return fetched.map((f) => {
    const values: (string | null)[] = [];
    for (let i = 0; i < keyCount; i++) values.push((f[keyAlias(i)] as string | null) ?? null);
    return { row: reader.decode(f), values: keyCount ? values : NO_VALUES };
  });
}

/** Whether any row lies beyond a boundary row: one probe row, reading no columns. */
async function anyBeyond(
  ctx: Context,
  keys: SortKey[],
  boundary: { values: KeyValues; direction: 'after' | 'before' },
) {
  const { values, direction } = boundary;
  const { db, table } = ctx.options;
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(allOf([ctx.where, keysetCondition(keys, values, direction)]))
    .limit(1);
  return rows.length > 0;
}

async function cursorPage(ctx: Context, plan: CursorPlan): Promise<QueryPage<Record<string, unknown>>> {
  const { keys, limit, boundary } = plan;
  const forward = boundary?.direction !== 'prev';
  const extra = boundary && keysetCondition(keys, boundary.values, forward ? 'after' : 'before');
  const fetched = await fetchRows(ctx, { keys, withKeys: true, extra, reversed: !forward, limit: limit + 1 });
  const more = fetched.length > limit;
  const page = fetched.slice(0, limit);
  if (!forward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  // The side the request came from is not known from this fetch; one probe row settles it exactly.
  const hasNext = forward
    ? more
    : !!last && (await anyBeyond(ctx, keys, { values: last.values, direction: 'after' }));
  const hasPrev = forward
    ? !!boundary && !!first && (await anyBeyond(ctx, keys, { values: first.values, direction: 'before' }))
    : more;
  const state = {
    filter: plan.filter,
    sort: storedSort(ctx.options.fields, keys),
    limit,
  };
  const cursor = (values: KeyValues, direction: 'next' | 'prev') =>
    encodeCursor({ ...state, values: [...values], direction }, ctx.binding);
  return {
    rows: page.map((p) => p.row),
    pagingMetadata: {
      count: page.length,
      cursors: {
        next: hasNext && last ? cursor(last.values, 'next') : null,
        prev: hasPrev && first ? cursor(first.values, 'prev') : null,
      },
      hasNext,
    },
  };
}

/** The tie-breaker that resolveSort appends is left out; it is appended again when the cursor is read. */
function storedSort(fields: QueryFields, keys: SortKey[]) {
  const lastKey = keys[keys.length - 1];
  const trimmed = lastKey?.field === fields.tieBreaker && lastKey?.order === 'ASC' ? keys.slice(0, -1) : keys;
  return trimmed.map((k) => ({ fieldName: k.field.name, order: k.order }));
}

async function countMatches(ctx: Context): Promise<number> {
  const { db, table } = ctx.options;
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(ctx.where)
    .limit(COUNT_LIMIT + 1)
    .as('capped');
  const [result] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(result?.n ?? 0);
}

async function offsetPage(ctx: Context, plan: OffsetPlan): Promise<QueryPage<Record<string, unknown>>> {
  const { keys, limit, offset } = plan;
  const fetched = await fetchRows(ctx, { keys, withKeys: false, limit: limit + 1, offset });
  const hasNext = fetched.length > limit;
  const rows = fetched.slice(0, limit).map((f) => f.row);
  // A short, non-empty (or first) page already tells the total; counting is only needed otherwise.
  const known = !hasNext && (rows.length > 0 || offset === 0);
  const total = known ? offset + rows.length : await countMatches(ctx);
  const tooMany = !known && total > COUNT_LIMIT;
  return {
    rows,
    pagingMetadata: {
      count: rows.length,
      offset,
      ...(tooMany ? { tooManyToCount: true } : { total }),
      cursors: {},
      hasNext,
    },
  };
}

/**
 * Runs a list query: scope AND filter, whitelisted sort with a tie-breaker, offset paging or signed
 * keyset cursors. Returns the table's rows; the route maps them to wire shapes.
 *
 * @throws ValidationError for any bad filter, sort, paging or cursor.
 */
export async function runQuery<TTable extends PgTable>(
  options: RunQueryOptions<TTable>,
): Promise<QueryPage<TTable['$inferSelect']>> {
  if (!options.scope) throw new Error('runQuery needs a scope: site isolation is never optional');
  const path = options.fieldPrefix ?? 'query';
  const binding: CursorBinding = {
    key: options.cursorKey,
    context: `${getTableName(options.table)}|${options.fields.fingerprint}|${options.cursorContext ?? ''}`,
  };
  const plan = planPaging({
    fields: options.fields,
    query: options.query,
    path,
    binding,
    defaultSort: options.defaultSort,
  });
  // A cursor's filter was validated when it was issued and is checked again here, under the cursor's path.
  const filterPath =
    plan.mode === 'cursor' && plan.boundary
      ? childPath(childPath(path, 'cursorPaging'), 'cursor')
      : childPath(path, 'filter');
  const filter = filterToSql(options.fields, plan.filter, filterPath);
  const ctx: Context = {
    options: options as unknown as RunQueryOptions<PgTable>,
    binding,
    where: allOf([options.scope, filter]),
  };
  const page = plan.mode === 'offset' ? await offsetPage(ctx, plan) : await cursorPage(ctx, plan);
  return page as QueryPage<TTable['$inferSelect']>;
}
