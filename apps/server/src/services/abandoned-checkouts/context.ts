import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { MailMessage } from '../../core/mail/index.js';
import type { CursorKey } from '../../core/query/index.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import type { Checkouts } from '../checkouts/index.js';
import type { HostedCheckout } from '../hosted-checkout/index.js';
import type { Sites } from '../sites/index.js';

/** What the parts of the abandoned checkouts service share. */
export interface AbandonedCheckoutsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  mail: { send(executor: Executor, message: MailMessage): Promise<string> };
  cursorKey: CursorKey;
  limiter: RateLimiter;
  /** Where the recovery mails' links point (the server's public origin). */
  publicUrl: string;
  checkouts: Checkouts;
  hostedCheckout: Pick<HostedCheckout, 'siteCheckoutUrl'>;
  sites: Pick<Sites, 'listClients' | 'siteOrigins'>;
  storeSettings(siteId: string): Promise<{ currency: string }>;
}
