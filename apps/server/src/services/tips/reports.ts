import { and, eq, sql } from 'drizzle-orm';
import type { Query } from '@atrium/contract';
import { currencyOf, toDecimal } from '../../core/money/index.js';
import { defineQueryFields, filterToSql, runQuery } from '../../core/query/index.js';
import type { TipsContext } from './context.js';
import { tipDistributions, type TipDistributionRow } from './tables.js';
import { distributionWire } from './wire.js';

/** What the distributions report may filter and sort by: who received, from which order, where, and when. */
const distributionFields = defineQueryFields({
  id: { column: tipDistributions.id, type: 'uuid', sort: true },
  tipId: { column: tipDistributions.tipId, type: 'uuid' },
  orderId: { column: tipDistributions.orderId, type: 'uuid' },
  'staff.staffMemberId': { column: tipDistributions.staffMemberId, type: 'uuid' },
  source: { column: tipDistributions.source, type: 'string', sort: true },
  createdDate: { column: tipDistributions.createdAt, type: 'date', sort: true },
});

/** The site's tip distributions: a query with cursor or offset paging, and the sum of their amounts. */
export function createTipReports(ctx: TipsContext) {
  const { db, cursorKey } = ctx;
  return {
    async query(siteId: string, query: Query | null | undefined) {
      const page = await runQuery({
        db,
        table: tipDistributions,
        fields: distributionFields,
        scope: eq(tipDistributions.siteId, siteId),
        query: query ?? {},
        defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorKey,
        cursorContext: 'tip-distributions-query',
      });
      return {
        tipDistributions: (page.rows as TipDistributionRow[]).map(distributionWire),
        pagingMetadata: page.pagingMetadata,
      };
    },

    /**
     * The sum of the amounts that match, in the store's currency (shares made in another currency, before the
     * store changed it, are not added to it), exactly: summed in minor units by the database.
     */
    async sum(siteId: string, filter: Record<string, unknown> | null | undefined) {
      const condition = filterToSql(distributionFields, filter, 'filter');
      const currency = currencyOf((await ctx.storeSettings(siteId)).currency);
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${tipDistributions.amount}), 0)` })
        .from(tipDistributions)
        .where(
          and(eq(tipDistributions.siteId, siteId), eq(tipDistributions.currency, currency.code), condition),
        );
      return { totalAmount: toDecimal(BigInt(row?.total ?? 0), currency) };
    },
  };
}

export type TipReports = ReturnType<typeof createTipReports>;
