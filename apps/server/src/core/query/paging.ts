import { DEFAULT_LIMIT, Query, type Sorting } from '@atrium/contract';
import { invalid, isValidationError } from '../wire/errors.js';
import { decodeCursor, type CursorBinding, type CursorState } from './cursor.js';
import type { QueryFields } from './fields.js';
import { resolveSort, type SortKey } from './sort.js';
import { childPath, parseOrThrow } from '../wire/violations.js';

export type Filter = Record<string, unknown>;

interface PlanBase {
  filter: Filter | null;
  keys: SortKey[];
  limit: number;
}
export interface OffsetPlan extends PlanBase {
  mode: 'offset';
  offset: number;
}
export interface CursorPlan extends PlanBase {
  mode: 'cursor';
  /** Absent on the first page. */
  boundary?: { values: (string | null)[]; direction: 'next' | 'prev' };
}
export type PagingPlan = OffsetPlan | CursorPlan;

export interface PlanInput {
  fields: QueryFields;
  query: unknown;
  /** REST path of the query object (`query`, `search`). */
  path: string;
  binding: CursorBinding;
  defaultSort: readonly Sorting[] | undefined;
}

/** Key order does not make two filters different; JSON.stringify alone would say it does. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const isEmptyFilter = (filter: Filter | null | undefined) => !filter || Object.keys(filter).length === 0;
const sameKeys = (a: SortKey[], b: SortKey[]) =>
  a.length === b.length && a.every((k, i) => k.field === b[i]!.field && k.order === b[i]!.order);

function cursorPlan(input: PlanInput, query: Query, cursor: string): CursorPlan {
  const cursorPath = childPath(childPath(input.path, 'cursorPaging'), 'cursor');
  const state: CursorState = decodeCursor(cursor, input.binding, cursorPath);
  let keys: SortKey[];
  try {
    keys = resolveSort(input.fields, state.sort, { path: cursorPath, trusted: true });
  } catch (error) {
    if (isValidationError(error)) throw invalid(cursorPath, 'is not a valid cursor for this query', 'FORMAT');
    throw error;
  }
  if (keys.length !== state.values.length)
    throw invalid(cursorPath, 'is not a valid cursor for this query', 'FORMAT');
  // WIRE.md section 9: after the first page only the cursor is sent. A client that repeats the same
  // filter or sort is tolerated; a different one would silently be ignored, so it is refused.
  const sameFilter = isEmptyFilter(query.filter) || canonical(query.filter) === canonical(state.filter ?? {});
  const sameSort =
    !query.sort?.length ||
    sameKeys(
      resolveSort(input.fields, query.sort, { path: childPath(input.path, 'sort'), trusted: false }),
      keys,
    );
  if (!sameFilter || !sameSort) {
    throw invalid(
      cursorPath,
      'belongs to a query with another filter or sort; send the cursor alone',
      'VALIDATION',
    );
  }
  return {
    mode: 'cursor',
    filter: state.filter,
    keys,
    limit: query.cursorPaging?.limit ?? state.limit,
    boundary: { values: state.values, direction: state.direction },
  };
}

/** Reads the paging part of a query: offset or cursor, the limit, and the filter and sort in force. */
export function planPaging(input: PlanInput): PagingPlan {
  // Parsed here as well as at the route: routes may build queries themselves, and the limit cap must hold.
  const query = parseOrThrow(Query, input.query ?? {}, input.path);
  if (query.paging && query.cursorPaging) {
    throw invalid(
      childPath(input.path, 'paging'),
      'cannot be combined with cursorPaging',
      'ONE_OF_ALIGNMENT',
    );
  }
  const cursor = query.cursorPaging?.cursor;
  if (cursor) return cursorPlan(input, query, cursor);
  const keys = query.sort?.length
    ? resolveSort(input.fields, query.sort, { path: childPath(input.path, 'sort'), trusted: false })
    : resolveSort(input.fields, input.defaultSort, { path: 'defaultSort', trusted: true });
  const filter = isEmptyFilter(query.filter) ? null : (query.filter as Filter);
  if (query.paging) {
    return {
      mode: 'offset',
      filter,
      keys,
      limit: query.paging.limit ?? DEFAULT_LIMIT,
      offset: query.paging.offset ?? 0,
    };
  }
  return { mode: 'cursor', filter, keys, limit: query.cursorPaging?.limit ?? DEFAULT_LIMIT };
}
