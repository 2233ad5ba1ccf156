import { eq } from 'drizzle-orm';
import { SETTINGS_EVENTS, type TaxSettings } from '@atrium/contract';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import { taxSettings } from './tables.js';

const DEFAULTS: TaxSettings = { taxableAddress: 'SHIPPING', taxShipping: true };

/** `changed` hears of every committed change, for the tax source's cached settings. */
export function createTaxSettings(db: Db, outbox: Outbox, changed: (siteId: string) => void) {
  async function get(siteId: string): Promise<TaxSettings> {
    const [row] = await db.select().from(taxSettings).where(eq(taxSettings.siteId, siteId));
    return row ? { taxableAddress: row.taxableAddress, taxShipping: row.taxShipping } : DEFAULTS;
  }
  return {
    get,
    async update(siteId: string, change: Partial<TaxSettings>) {
      const changes = Object.fromEntries(Object.entries(change).filter(([, v]) => v != null));
      const next = { ...(await get(siteId)), ...changes };
      await db.transaction(async (tx) => {
        await tx
          .insert(taxSettings)
          .values({ siteId, ...next })
          .onConflictDoUpdate({ target: taxSettings.siteId, set: next });
        await outbox.record(tx, { siteId, type: SETTINGS_EVENTS.tax, entityId: siteId, data: { changes } });
      });
      changed(siteId);
      return next as TaxSettings;
    },
  };
}

export type TaxSettingsStore = ReturnType<typeof createTaxSettings>;
