import type { Filter, Query, Sorting } from '@atrium/contract';
import { toWirePath } from '../wire/transform.js';
import { createQueryResult } from './query-result.js';
import type { FetchPage, QueryResult } from './query-result.js';

/** The page size when the caller sets none (WIRE.md section 9). */
export const DEFAULT_QUERY_LIMIT = 50;

/**
 * An immutable query: every call returns a new builder, so a base query can be shared and refined.
 * Field names are the caller's (`_id`, `_createdDate`); they travel under their wire names.
 */
export interface QueryBuilder<Item> {
  eq(field: string, value: unknown): QueryBuilder<Item>;
  ne(field: string, value: unknown): QueryBuilder<Item>;
  gt(field: string, value: unknown): QueryBuilder<Item>;
  ge(field: string, value: unknown): QueryBuilder<Item>;
  lt(field: string, value: unknown): QueryBuilder<Item>;
  le(field: string, value: unknown): QueryBuilder<Item>;
  in(field: string, values: readonly unknown[]): QueryBuilder<Item>;
  hasSome(field: string, values: readonly unknown[]): QueryBuilder<Item>;
  hasAll(field: string, values: readonly unknown[]): QueryBuilder<Item>;
  startsWith(field: string, prefix: string): QueryBuilder<Item>;
  exists(field: string, value?: boolean): QueryBuilder<Item>;
  /** This query's filter and the others', all of them. */
  and(...queries: QueryBuilder<Item>[]): QueryBuilder<Item>;
  /** This query's filter or any of the others'. */
  or(...queries: QueryBuilder<Item>[]): QueryBuilder<Item>;
  /** This query's filter, and not the other's. */
  not(query: QueryBuilder<Item>): QueryBuilder<Item>;
  ascending(...fields: string[]): QueryBuilder<Item>;
  descending(...fields: string[]): QueryBuilder<Item>;
  limit(limit: number): QueryBuilder<Item>;
  /** Switches to offset paging. */
  skip(offset: number): QueryBuilder<Item>;
  /** The wire query of the first page. */
  build(): Query;
  /** The filter alone, in wire form (undefined when there is none). */
  readonly filter: Filter | undefined;
  find(): Promise<QueryResult<Item>>;
}

interface QueryState {
  conditions: readonly Filter[];
  sort: readonly Sorting[];
  limit?: number;
  offset?: number;
}

export function createQueryBuilder<Item>(fetchPage: FetchPage<Item>): QueryBuilder<Item> {
  return builderFrom(fetchPage, { conditions: [], sort: [] });
}

function builderFrom<Item>(fetchPage: FetchPage<Item>, state: QueryState): QueryBuilder<Item> {
  const next = (change: Partial<QueryState>): QueryBuilder<Item> =>
    builderFrom(fetchPage, { ...state, ...change });
  const where = (field: string, operator: string, value: unknown): QueryBuilder<Item> =>
    next({ conditions: [...state.conditions, { [toWirePath(field)]: { [operator]: value } }] });
  const combineWith = (operator: '$and' | '$or', others: QueryBuilder<Item>[]): QueryBuilder<Item> => {
    const filters = [combine(state.conditions), ...others.map((other) => other.filter)].filter(isFilter);
    return next({ conditions: filters.length > 0 ? [{ [operator]: filters }] : [] });
  };
  const order = (direction: Sorting['order'], fields: string[]): QueryBuilder<Item> =>
    next({
      sort: [...state.sort, ...fields.map((field) => ({ fieldName: toWirePath(field), order: direction }))],
    });
  const build = (): Query => buildQuery(state);

  return {
    eq: (field, value) => where(field, '$eq', value),
    ne: (field, value) => where(field, '$ne', value),
    gt: (field, value) => where(field, '$gt', value),
    ge: (field, value) => where(field, '$gte', value),
    lt: (field, value) => where(field, '$lt', value),
    le: (field, value) => where(field, '$lte', value),
    in: (field, values) => where(field, '$in', [...values]),
    hasSome: (field, values) => where(field, '$hasSome', [...values]),
    hasAll: (field, values) => where(field, '$hasAll', [...values]),
    startsWith: (field, prefix) => where(field, '$startsWith', prefix),
    exists: (field, value = true) => where(field, '$exists', value),
    and: (...queries) => combineWith('$and', queries),
    or: (...queries) => combineWith('$or', queries),
    not: (query) => {
      const negated = query.filter;
      return negated ? next({ conditions: [...state.conditions, { $not: negated }] }) : next({});
    },
    ascending: (...fields) => order('ASC', fields),
    descending: (...fields) => order('DESC', fields),
    limit: (limit) => next({ limit }),
    skip: (offset) => next({ offset }),
    build,
    get filter() {
      return combine(state.conditions);
    },
    find: async () => {
      const query = build();
      const page = await fetchPage(query);
      return createQueryResult({ page, query, pageSize: state.limit ?? DEFAULT_QUERY_LIMIT, fetchPage });
    },
  };
}

function buildQuery(state: QueryState): Query {
  const query: Query = {};
  const filter = combine(state.conditions);
  if (filter) query.filter = filter;
  if (state.sort.length > 0) query.sort = [...state.sort];
  const limit = state.limit ?? DEFAULT_QUERY_LIMIT;
  if (state.offset !== undefined) query.paging = { limit, offset: state.offset };
  else query.cursorPaging = { limit };
  return query;
}

/**
 * Conditions on distinct fields merge into one object (an implicit AND); two on the same field, which one
 * object cannot hold, are joined with `$and`.
 */
function combine(conditions: readonly Filter[]): Filter | undefined {
  if (conditions.length === 0) return undefined;
  if (conditions.length === 1) return conditions[0];
  const keys = conditions.flatMap((condition) => Object.keys(condition));
  if (new Set(keys).size === keys.length) return Object.assign({}, ...conditions) as Filter;
  return { $and: [...conditions] };
}

function isFilter(filter: Filter | undefined): filter is Filter {
  return filter !== undefined;
}
