import type { orders } from '@atrium/sdk';
import { parseDecimal, proportions } from '../orders/decimal';

export const SALES_DAYS = 30;
const DAY_MS = 86_400_000;

/** One UTC day of sales: its orders and the server's sum of their totals (exact decimal text). */
export interface DaySales {
  /** The day's start, as the server names a DAY bucket: 2026-03-01T00:00:00.000Z. */
  day: string;
  orders: number;
  revenue: string;
  /** The server's own formatting of the sum; absent on a day without orders. */
  formatted?: string;
}

/** A DATE_HISTOGRAM bucket as aggregateOrders answers it. */
export interface DayBucket {
  value: string;
  count: number;
  amounts?: Array<{ currency: string; sum?: { amount: string; formattedAmount: string } }>;
}

/** The start of each of the last `days` UTC days, earliest first, today last. */
export function dayStarts(now: Date, days = SALES_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString());
}

/** The aggregateOrders request for the overview: per UTC day since the first day shown, and in all. */
export function salesRequest(now: Date, days = SALES_DAYS): orders.AggregateOrdersOptions {
  const money = { fieldPath: 'priceSummary.total.amount' as const, operations: ['SUM' as const] };
  return {
    filter: { createdDate: { $gte: dayStarts(now, days)[0]! } },
    aggregation: {
      perDay: {
        type: 'DATE_HISTOGRAM',
        fieldPath: 'createdDate',
        dateHistogram: { interval: 'DAY' },
        money,
      },
      all: { type: 'SCALAR', money },
    },
  };
}

/**
 * Every day of the period, a day without orders as zero. Revenue is the sum in `currency` (an order is priced in
 * one currency, and sums across currencies mean nothing); without one, the currency of the first sum seen.
 */
export function fillDays(buckets: readonly DayBucket[], days: readonly string[], currency?: string | null) {
  const wanted = currency ?? buckets.flatMap((b) => b.amounts ?? []).find((a) => a.sum)?.currency ?? null;
  const byDay = new Map(buckets.map((bucket) => [Date.parse(bucket.value), bucket]));
  const filled = days.map((day): DaySales => {
    const bucket = byDay.get(Date.parse(day));
    const sum = bucket?.amounts?.find((a) => a.currency === wanted)?.sum;
    return {
      day,
      orders: bucket?.count ?? 0,
      revenue: sum?.amount ?? '0',
      ...(sum ? { formatted: sum.formattedAmount } : {}),
    };
  });
  return { currency: wanted, days: filled };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bars for a chart `width` by `height`, one a day, in proportion to the largest value (none below 0). */
export function barsOf(
  values: readonly bigint[],
  { width, height, gap = 2 }: { width: number; height: number; gap?: number },
): Bar[] {
  const slot = values.length ? width / values.length : 0;
  return proportions(values, height).map((h, i) => ({
    x: i * slot + gap / 2,
    y: height - h,
    width: Math.max(slot - gap, 1),
    height: h,
  }));
}

/** Revenue as whole units at a shared scale, so the bars compare exactly. */
export function revenueUnits(days: readonly DaySales[]): bigint[] {
  const parsed = days.map((d) => parseDecimal(d.revenue) ?? { units: 0n, scale: 0 });
  const scale = Math.max(0, ...parsed.map((p) => p.scale));
  return parsed.map((p) => p.units * 10n ** BigInt(scale - p.scale));
}

/** "Mar 1": a day's label, read in UTC as the server grouped it. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(day),
  );
}
