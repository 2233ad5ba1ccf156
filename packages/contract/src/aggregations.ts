import { z } from 'zod';

export const AggregationType = z.enum(['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED']);
export const NestedAggregationType = z.enum(['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM']);
export const ScalarType = z.enum(['COUNT_DISTINCT', 'MIN', 'MAX']);
export const Interval = z.enum(['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND']);
export const MissingValues = z.enum(['EXCLUDE', 'INCLUDE']);
export const SortType = z.enum(['COUNT', 'VALUE']);
export const SortDirection = z.enum(['DESC', 'ASC']);

export const ValueAggregation = z.object({
  sortType: SortType.nullish(),
  sortDirection: SortDirection.nullish(),
  limit: z.number().int().min(1).max(250).nullish(),
  missingValues: MissingValues.nullish(),
  includeOptions: z.object({ addToBucket: z.string().max(20) }).nullish(),
});

export const RangeBucket = z.object({ from: z.number().nullish(), to: z.number().nullish() });
export const RangeAggregation = z.object({ buckets: z.array(RangeBucket).min(1).max(50) });
export const ScalarAggregation = z.object({ type: ScalarType });
export const DateHistogramAggregation = z.object({ interval: Interval });

const kinds = {
  value: ValueAggregation.nullish(),
  range: RangeAggregation.nullish(),
  scalar: ScalarAggregation.nullish(),
  dateHistogram: DateHistogramAggregation.nullish(),
};

export const NestedAggregationItem = z.object({
  ...kinds,
  name: z.string().max(100).nullish(),
  type: NestedAggregationType,
  fieldPath: z.string().min(1).max(200),
});

export const Aggregation = z.object({
  ...kinds,
  nested: z.object({ nestedAggregations: z.array(NestedAggregationItem).min(2).max(3) }).nullish(),
  name: z.string().max(100).nullish(),
  type: AggregationType,
  fieldPath: z.string().max(200).nullish(),
});
export type Aggregation = z.infer<typeof Aggregation>;
export type NestedAggregationItem = z.infer<typeof NestedAggregationItem>;

export interface ValueResult {
  value: string;
  count: number;
}
export interface RangeResult {
  from?: number;
  to?: number;
  count: number;
}
export interface ScalarResult {
  type: z.infer<typeof ScalarType>;
  value: number;
}
export interface NestedAggregationResults {
  name: string;
  type: z.infer<typeof AggregationType>;
  fieldPath: string;
  values?: { results: ValueResult[] };
  ranges?: { results: RangeResult[] };
  scalar?: ScalarResult;
}
export type NestedResultValue =
  | { value: ValueResult }
  | { range: RangeResult }
  | { scalar: { value: number } }
  | { dateHistogram: ValueResult };
export interface AggregationResults {
  name: string;
  type: z.infer<typeof AggregationType>;
  fieldPath: string;
  values?: { results: ValueResult[] };
  ranges?: { results: RangeResult[] };
  scalar?: ScalarResult;
  dateHistogram?: { results: ValueResult[] };
  nested?: { results: { results: Record<string, NestedResultValue> }[] };
}
export interface AggregationData {
  results: AggregationResults[];
}
