import { z } from 'zod';
import { Interval, SortDirection, SortType } from './aggregations.js';
import { Price } from './order-pricing.js';
import { Filter } from './paging.js';

// aggregateOrders (wire/types/orders.md gives `aggregation` no grammar; this is Atrium's, in the vocabulary of
// the search aggregations in aggregations.ts). `aggregation` names 1 to 10 aggregations, each answered under its
// name in `aggregates`; each runs as one SQL statement over the site's orders that `filter` matches (the filter
// grammar of searchOrders). Every object is strict: an unknown key, field or operation is a validation error.
//
//   VALUE           {type, fieldPath, value?: {limit 1-250 = 10, sortType COUNT|VALUE = COUNT,
//                   sortDirection ASC|DESC = DESC}, money?}  orders counted per value of fieldPath.
//   DATE_HISTOGRAM  {type, fieldPath, dateHistogram: {interval}, money?}  orders per UTC year, month, week
//                   (from Monday), day, hour, minute or second, earliest first, at most 200 buckets.
//   SCALAR          {type, money}  the figures of all the orders matched.
//
// `money: {fieldPath, operations}` adds SUM, AVG, MIN and/or MAX of a money field, per currency (an order is
// priced in one currency; sums across currencies mean nothing). Sums are exact, added in minor units; AVG is
// the sum over the count, rounded half away from zero to the currency's minor unit.
//
// Orders and revenue per day over 30 days:
//   {filter: {createdDate: {$gte: '<30 days ago>'}}, aggregation: {perDay: {type: 'DATE_HISTOGRAM',
//    fieldPath: 'createdDate', dateHistogram: {interval: 'DAY'},
//    money: {fieldPath: 'priceSummary.total.amount', operations: ['SUM']}}}}
//
// `hierarchySeparatorOverride` would join the keys of a bucket made of several fields; every bucket here has
// one key, so it is checked and changes nothing.

export const MAX_ORDER_AGGREGATIONS = 10;
export const ORDER_VALUE_FIELDS = [
  'status',
  'paymentStatus',
  'fulfillmentStatus',
  'archived',
  'currency',
  'channelInfo.type',
] as const;
export const ORDER_DATE_FIELDS = ['createdDate'] as const;
export const ORDER_MONEY_FIELDS = [
  'priceSummary.subtotal.amount',
  'priceSummary.shipping.amount',
  'priceSummary.tax.amount',
  'priceSummary.discount.amount',
  'priceSummary.total.amount',
] as const;
export const MONEY_OPERATIONS = ['SUM', 'AVG', 'MIN', 'MAX'] as const;
export type OrderMoneyField = (typeof ORDER_MONEY_FIELDS)[number];
export type MoneyOperation = (typeof MONEY_OPERATIONS)[number];

export const MoneyAggregation = z.strictObject({
  fieldPath: z.enum(ORDER_MONEY_FIELDS),
  operations: z.array(z.enum(MONEY_OPERATIONS)).min(1).max(4),
});
export type MoneyAggregation = z.infer<typeof MoneyAggregation>;

export const OrderAggregation = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('VALUE'),
    fieldPath: z.enum(ORDER_VALUE_FIELDS),
    value: z
      .strictObject({
        limit: z.number().int().min(1).max(250).nullish(),
        sortType: SortType.nullish(),
        sortDirection: SortDirection.nullish(),
      })
      .nullish(),
    money: MoneyAggregation.nullish(),
  }),
  z.strictObject({
    type: z.literal('DATE_HISTOGRAM'),
    fieldPath: z.enum(ORDER_DATE_FIELDS),
    dateHistogram: z.strictObject({ interval: Interval }),
    money: MoneyAggregation.nullish(),
  }),
  z.strictObject({ type: z.literal('SCALAR'), money: MoneyAggregation }),
]);
export type OrderAggregation = z.infer<typeof OrderAggregation>;

const AggregationName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be 1 to 64 letters, digits or _, starting with a letter');

export const AggregateOrdersRequest = z.object({
  filter: Filter.nullish(),
  aggregation: z
    .record(AggregationName, OrderAggregation)
    .refine((named) => Object.keys(named).length >= 1, {
      message: 'must name at least one aggregation',
      params: { rule: 'MIN_SIZE' },
    })
    .refine((named) => Object.keys(named).length <= MAX_ORDER_AGGREGATIONS, {
      message: `must name at most ${MAX_ORDER_AGGREGATIONS} aggregations`,
      params: { rule: 'MAX_SIZE' },
    }),
  hierarchySeparatorOverride: z.string().min(1).max(100).nullish(),
});
export type AggregateOrdersRequest = z.infer<typeof AggregateOrdersRequest>;

/** The money figures of the orders of one currency in a bucket (or in all, for SCALAR): those asked only. */
export const MoneyFigures = z.object({
  currency: z.string(),
  count: z.number().int(),
  sum: Price.optional(),
  avg: Price.optional(),
  min: Price.optional(),
  max: Price.optional(),
});
export type MoneyFigures = z.infer<typeof MoneyFigures>;
export const OrderBucket = z.object({
  value: z.string(),
  count: z.number().int(),
  amounts: z.array(MoneyFigures).optional(),
});
export type OrderBucket = z.infer<typeof OrderBucket>;
/** VALUE and DATE_HISTOGRAM answer `results`; SCALAR answers `count` and `amounts`. */
export const OrderAggregationResult = z.object({
  type: z.enum(['VALUE', 'DATE_HISTOGRAM', 'SCALAR']),
  fieldPath: z.string().optional(),
  results: z.array(OrderBucket).optional(),
  count: z.number().int().optional(),
  amounts: z.array(MoneyFigures).optional(),
});
export type OrderAggregationResult = z.infer<typeof OrderAggregationResult>;
export const AggregateOrdersResponse = z.object({
  aggregates: z.record(z.string(), OrderAggregationResult),
});
export type AggregateOrdersResponse = z.infer<typeof AggregateOrdersResponse>;
