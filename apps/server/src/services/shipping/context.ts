import type { StoreSettings } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';

/** What the shipping service shares: rates are in the store's currency and weight unit. */
export interface ShippingContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  storeSettings(siteId: string): Promise<StoreSettings>;
}
