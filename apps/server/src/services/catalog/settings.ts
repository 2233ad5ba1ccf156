import { count, eq } from 'drizzle-orm';
import { SETTINGS_EVENTS, type StoreSettings } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { briefCache } from '../../core/brief-cache.js';
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

// Every cart read prices its lines in the store's currency: the settings are kept for a few seconds. A change
// clears this process's copy at once; other processes see it within the TTL (writes re-read them inside their
// transaction, so a stored price always has the currency's decimals).
const SETTINGS_TTL_MS = 5_000;
const recent = briefCache<StoreSettings>(SETTINGS_TTL_MS);

/** The store's settings for reads that price things, kept briefly (see above). */
export async function cachedStoreSettings(db: Executor, siteId: string): Promise<StoreSettings> {
  const kept = recent.get(siteId);
  if (kept) return kept.value;
  const settings = await readStoreSettings(db, siteId);
  recent.set(siteId, settings);
  return settings;
}

/**
 * The store's settings. Prices are kept in minor units of the store's currency, so the currency may change
 * only to one with as many decimals, or while the store has no products: 12.50 USD stays 12.50 EUR, but
 * could not become yen without deciding what to do with the cents.
 */
export function createStoreSettings(ctx: Pick<CatalogContext, 'db' | 'clock' | 'outbox'>) {
  const { db, clock, outbox } = ctx;
  return {
    get: (siteId: string) => readStoreSettings(db, siteId),
    /** For reads that price things: kept for a few seconds. */
    cached: (siteId: string, executor: Executor = db) => cachedStoreSettings(executor, siteId),
    async update(siteId: string, change: Partial<StoreSettings>) {
      const next = await db.transaction(async (tx) => {
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
        const data = { changes: definedOnly(change) };
        await outbox.record(tx, { siteId, type: SETTINGS_EVENTS.store, entityId: siteId, data });
        return next;
      });
      // After the commit: a read in between would otherwise keep the old settings again.
      recent.delete(siteId);
      return next;
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

export type StoreSettingsService = ReturnType<typeof createStoreSettings>;
