import type { StoreSettings } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { CursorKey } from '../../core/query/index.js';

/** What the discounts service shares: amounts are in the store's currency. */
export interface DiscountsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  cursorKey: CursorKey;
  storeSettings(siteId: string): Promise<StoreSettings>;
}
