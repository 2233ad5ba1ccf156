import type { PgTable } from 'drizzle-orm/pg-core';
import type { Aggregation, Query, SearchDetails } from '@atrium/contract';
import { invalid } from '../wire/errors.js';
import { runAggregations } from './aggregations.js';
import { filterToSql } from './filter.js';
import { runQuery, type RunQueryOptions } from './run-query.js';

/**
 * Free text as a filter of the query language: each word must appear (mode AND) or one of them (OR) in one of
 * the searched fields, case-insensitively. `fields` may only name the searchable ones.
 */
export function textSearchFilter(
  search: SearchDetails | null | undefined,
  path: string,
  fields: { searchable: readonly string[]; defaults: readonly string[] },
): Record<string, unknown> | undefined {
  const words = (search?.expression ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  const chosen = search?.fields?.length ? search.fields : fields.defaults;
  chosen.forEach((field, i) => {
    if (!fields.searchable.includes(field))
      throw invalid(`${path}.fields[${i}]`, `must be one of ${fields.searchable.join(', ')}`, 'VALIDATION');
  });
  const perWord = words.map((word) => ({ $or: chosen.map((field) => ({ [field]: { $contains: word } })) }));
  return search?.mode === 'AND' ? { $and: perWord } : { $or: perWord };
}

/** The caller's filter ANDed with a text filter. */
export function withText(
  filter: Record<string, unknown> | null | undefined,
  text: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  if (!text) return filter ?? null;
  return filter && Object.keys(filter).length ? { $and: [filter, text] } : text;
}

/** A search request (WIRE.md section 9): filter, free text, sort, cursor paging and aggregations. */
export interface SearchRequest {
  filter?: Record<string, unknown> | null | undefined;
  sort?: Query['sort'];
  cursorPaging?: Query['cursorPaging'];
  search?: SearchDetails | null | undefined;
  aggregations?: Aggregation[] | null | undefined;
}

/**
 * Runs a search as the query engine runs a query: the caller's filter is checked alone first (so that a
 * violation names the caller's path), then ANDed with the free text; after the first page only the cursor
 * travels; the aggregations count over the same filter. Paths are under `search`.
 */
export async function runSearch<TTable extends PgTable>(
  options: Omit<RunQueryOptions<TTable>, 'query' | 'fieldPrefix'> & {
    request: SearchRequest;
    text: { searchable: readonly string[]; defaults: readonly string[] };
  },
) {
  const { request, text, ...query } = options;
  filterToSql(query.fields, request.filter, 'search.filter');
  const filter = withText(request.filter, textSearchFilter(request.search, 'search.search', text));
  const page = await runQuery({
    ...query,
    fieldPrefix: 'search',
    query: request.cursorPaging?.cursor
      ? { cursorPaging: request.cursorPaging }
      : { filter, sort: request.sort ?? null, cursorPaging: request.cursorPaging ?? null },
  });
  const aggregationData = request.aggregations?.length
    ? await runAggregations({
        db: query.db,
        table: query.table,
        fields: query.fields,
        scope: query.scope,
        filter,
        aggregations: request.aggregations,
        fieldPrefix: 'search',
      })
    : { results: [] };
  return { ...page, aggregationData };
}
