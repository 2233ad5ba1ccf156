import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { CursorKey } from '../../core/query/index.js';

export interface TaxContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  cursorKey: CursorKey;
  /** Hears of every committed change to regions and mappings, for the tax source's cached rates. */
  changed: (siteId: string) => void;
}
