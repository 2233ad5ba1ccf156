import { count, eq } from 'drizzle-orm';
import type { StoreSettings } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { currencyOf } from '../../core/money/index.js';
import { appError } from '../../core/wire/errors.js';
import type { CatalogContext } from './context.js';
import { products, storeSettings } from './tables.js';

export const STORE_DEFAULTS: StoreSettings = {
  currency: 'USD',
  weightUnit: 'KG',
  inventoryTrigger: 'ON_ORDER_PLACED',
};

export async function readStoreSettings(db: Executor, siteId: string): Promise<StoreSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.siteId, siteId));
  if (!row) return STORE_DEFAULTS;
  return {
    currency: row.currency,
    weightUnit: row.weightUnit as StoreSettings['weightUnit'],
    inventoryTrigger: row.inventoryTrigger as StoreSettings['inventoryTrigger'],
  };
}

/**
 * The store's settings. Prices are kept in minor units of the store's currency, so the currency may change
 * only to one with as many decimals, or while the store has no products: 12.50 USD stays 12.50 EUR, but
 * could not become yen without deciding what to do with the cents.
 */
export function createStoreSettings(ctx: Pick<CatalogContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  return {
    get: (siteId: string) => readStoreSettings(db, siteId),
    update: (siteId: string, change: Partial<StoreSettings>) =>
      db.transaction(async (tx) => {
        const current = await readStoreSettings(tx, siteId);
        const next = { ...current, ...definedOnly(change) };
        if (currencyOf(next.currency).exponent !== currencyOf(current.currency).exponent) {
          const [row] = await tx.select({ n: count() }).from(products).where(eq(products.siteId, siteId));
          if ((row?.n ?? 0) > 0)
            throw appError('CURRENCY_CHANGE_NOT_ALLOWED', { from: current.currency, to: next.currency });
        }
        const values = { ...next, updatedAt: new Date(clock()) };
        await tx
          .insert(storeSettings)
          .values({ siteId, ...values })
          .onConflictDoUpdate({ target: storeSettings.siteId, set: values });
        return next;
      }),
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

export type StoreSettingsService = ReturnType<typeof createStoreSettings>;
