import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';

export interface TaxContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
}
