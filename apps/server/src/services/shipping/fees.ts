import { eq } from 'drizzle-orm';
import { SETTINGS_EVENTS, type FeeSettings } from '@atrium/contract';
import type { FeeSpec } from '../../core/commerce/totals/index.js';
import { currencyOf, minorOfField, toMinor } from '../../core/money/index.js';
import { invalid } from '../../core/wire/errors.js';
import { siteCache } from '../../core/brief-cache.js';
import type { ShippingContext } from './context.js';
import { feeSettings } from './tables.js';

/** The additional fees a site charges on every order, and the same as the totals engine charges them. */
export function createFees(ctx: ShippingContext) {
  const { db } = ctx;
  const currencyFor = async (siteId: string) => currencyOf((await ctx.storeSettings(siteId)).currency);
  /** The fees as the engine charges them, kept briefly: every cart estimate asks for them. */
  const specsCache = siteCache<FeeSpec[]>();

  async function get(siteId: string): Promise<FeeSettings> {
    const [row] = await db.select().from(feeSettings).where(eq(feeSettings.siteId, siteId));
    return { fees: row?.fees ?? [] };
  }

  return {
    get,
    async update(siteId: string, settings: FeeSettings) {
      const currency = await currencyFor(siteId);
      const codes = new Set<string>();
      settings.fees.forEach((fee, i) => {
        if (codes.has(fee.code)) throw invalid(`feeSettings.fees[${i}].code`, 'is used by another fee');
        codes.add(fee.code);
        minorOfField(fee.amount, currency, `feeSettings.fees[${i}].amount`);
      });
      await db.transaction(async (tx) => {
        await tx
          .insert(feeSettings)
          .values({ siteId, fees: settings.fees })
          .onConflictDoUpdate({ target: feeSettings.siteId, set: { fees: settings.fees } });
        const data = { changes: { fees: settings.fees } };
        await ctx.outbox.record(tx, { siteId, type: SETTINGS_EVENTS.fee, entityId: siteId, data });
      });
      specsCache.forget(siteId);
      return get(siteId);
    },
    specs: (siteId: string) =>
      specsCache.get(siteId, async (): Promise<FeeSpec[]> => {
        const { fees } = await get(siteId);
        if (!fees.length) return [];
        const currency = await currencyFor(siteId);
        return fees.map((fee) => ({ ...fee, amount: toMinor(fee.amount, currency) ?? 0n }));
      }),
  };
}

export type Fees = ReturnType<typeof createFees>;
