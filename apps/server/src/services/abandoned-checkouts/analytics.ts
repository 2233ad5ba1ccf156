import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  AbandonedCheckoutMetric,
  AbandonedCheckoutStatus,
  GetAbandonedCheckoutAnalyticsRequest,
  GetAbandonedCheckoutAnalyticsResponse,
} from '@atrium/contract';
import { currencyOf, divideRounded, toDecimal } from '../../core/money/index.js';
import { invalid } from '../../core/wire/errors.js';
import type { AbandonedCheckoutsContext } from './context.js';
import { abandonedCheckouts } from './tables.js';

const DAY_MS = 86_400_000;
/** A longer period is refused rather than scanned. */
const MAX_DAYS = 366 * 5;

const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * Counts and amounts of the site's abandoned checkouts found abandoned in a period of UTC days, by status.
 * Amounts are summed in minor units in SQL and written as decimals in the store's currency once, at the end;
 * rows in another currency (the store's currency changed since) are left out rather than mixed in.
 */
export function createAnalytics(ctx: AbandonedCheckoutsContext) {
  const { db, clock } = ctx;

  function period(request: GetAbandonedCheckoutAnalyticsRequest) {
    const from = dayStart(request.startDate);
    const endDate = request.endDate ?? new Date(clock()).toISOString().slice(0, 10);
    const until = new Date(dayStart(endDate).getTime() + DAY_MS);
    if (until <= from) throw invalid('endDate', 'must not be before startDate', 'VALIDATION');
    if (until.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
      throw invalid('endDate', `the period may cover at most ${MAX_DAYS} days`, 'VALIDATION');
    return { from, until };
  }

  /** Per status and per UTC day, for the dashboard's chart: counts and amounts. */
  async function totals(
    siteId: string,
    {
      currency,
      from,
      until,
      statuses,
    }: { currency: string; from: Date; until: Date; statuses?: readonly AbandonedCheckoutStatus[] },
  ) {
    const rows = await db
      .select({
        status: abandonedCheckouts.status,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${abandonedCheckouts.total}), 0)::text`,
      })
      .from(abandonedCheckouts)
      .where(
        and(
          eq(abandonedCheckouts.siteId, siteId),
          isNull(abandonedCheckouts.deletedAt),
          eq(abandonedCheckouts.currency, currency),
          gte(abandonedCheckouts.createdAt, from),
          lt(abandonedCheckouts.createdAt, until),
          statuses?.length ? inArray(abandonedCheckouts.status, [...statuses]) : undefined,
        ),
      )
      .groupBy(abandonedCheckouts.status);
    const of = (status: string) => {
      const row = rows.find((r) => r.status === status);
      return { count: row?.count ?? 0, amount: BigInt(row?.amount ?? '0') };
    };
    return { abandoned: of('ABANDONED'), recovered: of('RECOVERED') };
  }

  return async function analytics(
    siteId: string,
    request: GetAbandonedCheckoutAnalyticsRequest,
  ): Promise<GetAbandonedCheckoutAnalyticsResponse> {
    const { from, until } = period(request);
    const code = (await ctx.storeSettings(siteId)).currency;
    const currency = currencyOf(code);
    const { abandoned, recovered } = await totals(siteId, {
      currency: code,
      from,
      until,
      statuses: request.statuses ?? undefined,
    });
    const all = abandoned.count + recovered.count;
    const asked = new Set<AbandonedCheckoutMetric>(request.metrics ?? []);
    const when = <T>(metric: AbandonedCheckoutMetric, value: () => T): T | null =>
      asked.size === 0 || asked.has(metric) ? value() : null;
    return {
      currency: code,
      recoverableValue: when('RECOVERABLE_VALUE', () => toDecimal(abandoned.amount, currency)),
      recoverableCheckoutCount: when('RECOVERABLE_CHECKOUT_COUNT', () => abandoned.count),
      averageRecoverableCheckoutValue: when('AVERAGE_RECOVERABLE_CHECKOUT_VALUE', () =>
        toDecimal(abandoned.count ? divideRounded(abandoned.amount, BigInt(abandoned.count)) : 0n, currency),
      ),
      recoveredValue: when('RECOVERED_VALUE', () => toDecimal(recovered.amount, currency)),
      recoveredCheckoutCount: when('RECOVERED_CHECKOUT_COUNT', () => recovered.count),
      // A share, not money: the one float of the answer, as the protocol has it.
      recoveryRate: when('RECOVERY_RATE', () => (all ? recovered.count / all : 0)),
    };
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
