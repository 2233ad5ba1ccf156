import type { Clock } from '../../core/clock.js';
import type { Commerce } from '../../core/commerce/module.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';

/** What every part of the carts service shares: the database, and what prices lines (catalogues, sources). */
export interface CartsContext extends Commerce {
  db: Db;
  clock: Clock;
  outbox: Outbox;
}
