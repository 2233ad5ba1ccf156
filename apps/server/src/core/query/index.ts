// The query engine behind every list, query and search route: whitelisted fields, filters, sorts,
// offset and signed cursor paging, aggregations. Everything a route needs is exported here.
export { defineQueryFields } from './fields.js';
export type {
  DefineQueryFieldsOptions,
  QueryField,
  QueryFields,
  QueryFieldSpec,
  QueryFieldType,
} from './fields.js';
export { filterToSql, FILTER_LIMITS } from './filter.js';
/** For routes combining scope and filter themselves: unlike drizzle's and(), it parenthesises each part. */
export { allOf } from './conditions.js';
export { OPERATORS_BY_TYPE, escapeLike } from './filter-operators.js';
export type { FieldOperator } from './filter-operators.js';
export { runQuery, COUNT_LIMIT } from './run-query.js';
export type { QueryPage, RunQueryOptions } from './run-query.js';
export { runAggregations, MAX_AGGREGATIONS } from './aggregations.js';
export type { RunAggregationsOptions } from './aggregations.js';
export type { CursorKey } from './cursor.js';
export { runSearch, textSearchFilter, withText } from './text-search.js';
export type { SearchRequest } from './text-search.js';
// The pieces runAggregations is built of, for a service whose aggregations go past counts (orders' money).
export { keyedRows } from './aggregation-context.js';
export type { AggregationContext } from './aggregation-context.js';
export { keyOrder, labelOf, selectRows, MAX_HISTOGRAM_BUCKETS } from './aggregation-levels.js';
export type { HistogramLevel, Level, ValueLevel } from './aggregation-levels.js';
