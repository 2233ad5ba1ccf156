import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  AggregateOrdersRequest,
  MoneyAggregation,
  MoneyFigures,
  OrderAggregation,
  OrderAggregationResult,
  OrderMoneyField,
} from '@atrium/contract';
import type { Executor } from '../../../core/db/index.js';
import { currencyOf, divideRounded } from '../../../core/money/index.js';
import {
  allOf,
  filterToSql,
  keyedRows,
  keyOrder,
  labelOf,
  MAX_HISTOGRAM_BUCKETS,
  selectRows,
  type AggregationContext,
  type Level,
  type ValueLevel,
} from '../../../core/query/index.js';
import { orderFields } from './search.js';
import { orders } from '../tables.js';
import { price } from '../wire.js';

/** The money fields of the grammar (ORDER_MONEY_FIELDS), as the columns of minor units they read. */
const MONEY_COLUMNS: Record<OrderMoneyField, SQL> = {
  'priceSummary.subtotal.amount': sql`${orders.subtotal}`,
  'priceSummary.shipping.amount': sql`${orders.shipping}`,
  'priceSummary.tax.amount': sql`${orders.tax}`,
  'priceSummary.discount.amount': sql`${orders.discount}`,
  'priceSummary.total.amount': sql`${orders.total}`,
};

function fieldOf(name: string) {
  const field = orderFields.byName.get(name);
  if (!field?.aggregate) throw new Error(`orders cannot be aggregated by ${name}`);
  return field;
}

/** Every bucket is split by currency inside: money adds up within one currency only. */
const byCurrency: ValueLevel = {
  kind: 'VALUE',
  field: fieldOf('currency'),
  sortType: 'VALUE',
  sortDirection: 'ASC',
  limit: 1,
  missingBucket: undefined,
};

/** One currency's figures as the statement reads them: minor units as text, so that nothing passes a float. */
type RawFigures = {
  currency: string;
  count: number;
  sum: string;
  min: string;
  max: string;
};

const KEYS = { SUM: 'sum', AVG: 'avg', MIN: 'min', MAX: 'max' } as const;

function figures(raw: RawFigures, money: MoneyAggregation): MoneyFigures {
  const currency = currencyOf(raw.currency);
  const out: MoneyFigures = { currency: raw.currency, count: raw.count };
  for (const operation of money.operations) {
    const key = KEYS[operation];
    const minor = key === 'avg' ? divideRounded(BigInt(raw.sum), BigInt(raw.count)) : BigInt(raw[key]);
    out[key] = price(minor, currency);
  }
  return out;
}

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as RawFigures[];

/** The bucket level of a VALUE or DATE_HISTOGRAM aggregation, with its order and how many buckets it keeps. */
function bucketsOf(aggregation: Exclude<OrderAggregation, { type: 'SCALAR' }>) {
  if (aggregation.type === 'DATE_HISTOGRAM') {
    const level: Level = {
      kind: 'DATE_HISTOGRAM',
      field: fieldOf(aggregation.fieldPath),
      interval: aggregation.dateHistogram.interval,
    };
    return { level, order: sql`g.k0 asc`, limit: MAX_HISTOGRAM_BUCKETS };
  }
  const value = aggregation.value ?? {};
  const level: ValueLevel = {
    kind: 'VALUE',
    field: fieldOf(aggregation.fieldPath),
    sortType: value.sortType ?? 'COUNT',
    sortDirection: value.sortDirection ?? 'DESC',
    limit: value.limit ?? 10,
    missingBucket: undefined,
  };
  const key = sql`g.k0`;
  const order =
    level.sortType === 'COUNT'
      ? sql`sum(g.n) ${sql.raw(level.sortDirection === 'ASC' ? 'asc' : 'desc')}, ${keyOrder(level, key, 'ASC')}`
      : keyOrder(level, key, level.sortDirection);
  return { level, order, limit: level.limit };
}

/** Orders per bucket, each bucket's figures per currency, in one statement grouped in the database. */
async function buckets(
  ctx: AggregationContext,
  aggregation: Exclude<OrderAggregation, { type: 'SCALAR' }>,
): Promise<OrderAggregationResult> {
  const { level, order, limit } = bucketsOf(aggregation);
  const operand = aggregation.money ? MONEY_COLUMNS[aggregation.money.fieldPath] : sql`0::bigint`;
  const rows = await selectRows<{ value: string; count: number; amounts: unknown }>(
    ctx.db,
    sql`select ${labelOf(level, sql`g.k0`)} as value, sum(g.n)::int as count,
          json_agg(json_build_object('currency', g.k1, 'count', g.n, 'sum', g.total::text,
            'min', g.lo::text, 'max', g.hi::text) order by g.k1) as amounts
        from (select s.k0, s.k1, count(*)::int as n, sum(s.sv) as total, min(s.sv) as lo, max(s.sv) as hi
              from (${keyedRows(ctx, [level, byCurrency], { operand })}) as s group by s.k0, s.k1) as g
        group by g.k0 order by ${order} limit ${limit}`,
  );
  const { money } = aggregation;
  return {
    type: aggregation.type,
    fieldPath: aggregation.fieldPath,
    results: rows.map((row) => ({
      value: row.value,
      count: row.count,
      ...(money ? { amounts: parsed(row.amounts).map((raw) => figures(raw, money)) } : {}),
    })),
  };
}

/** The figures of every order matched, per currency. */
async function scalar(ctx: AggregationContext, money: MoneyAggregation): Promise<OrderAggregationResult> {
  const rows = await selectRows<RawFigures>(
    ctx.db,
    sql`select s.k0 as currency, count(*)::int as count, sum(s.sv)::text as sum, min(s.sv)::text as min,
          max(s.sv)::text as max
        from (${keyedRows(ctx, [byCurrency], { operand: MONEY_COLUMNS[money.fieldPath] })}) as s
        group by s.k0 order by s.k0 collate "C"`,
  );
  return {
    type: 'SCALAR',
    fieldPath: money.fieldPath,
    count: rows.reduce((sum, row) => sum + row.count, 0),
    amounts: rows.map((row) => figures(row, money)),
  };
}

/**
 * aggregateOrders: the site's orders matched by the filter (the searchOrders grammar), aggregated as the
 * contract's grammar says (order-aggregations.ts), each named aggregation one grouped statement.
 */
async function aggregateOrders(db: Executor, siteId: string, request: AggregateOrdersRequest) {
  const filter = filterToSql(orderFields, request.filter, 'filter');
  const ctx: AggregationContext = { db, table: orders, where: allOf([eq(orders.siteId, siteId), filter]) };
  const aggregates: Record<string, OrderAggregationResult> = {};
  // One after another: the executor may be a transaction, whose one connection runs one statement at a time.
  for (const [name, aggregation] of Object.entries(request.aggregation)) {
    aggregates[name] =
      aggregation.type === 'SCALAR' ? await scalar(ctx, aggregation.money) : await buckets(ctx, aggregation);
  }
  return { aggregates };
}

export function createOrderAggregates(ctx: { db: Executor }) {
  return {
    aggregate: (siteId: string, request: AggregateOrdersRequest) => aggregateOrders(ctx.db, siteId, request),
  };
}

export type OrderAggregates = ReturnType<typeof createOrderAggregates>;
