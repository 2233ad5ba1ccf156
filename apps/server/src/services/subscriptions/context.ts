import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { MailMessage } from '../../core/mail/index.js';
import type { CursorKey } from '../../core/query/index.js';
import type { SubscriptionOrders } from '../orders/index.js';

export interface SubscriptionsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  cursorKey: CursorKey;
  mail: { send(executor: Executor, message: MailMessage): Promise<string> };
  /** The orders a contract starts from and each renewal's order. */
  orders: SubscriptionOrders;
}
