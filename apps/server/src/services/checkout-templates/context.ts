import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { CursorKey } from '../../core/query/index.js';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import type { Checkouts } from '../checkouts/index.js';
import type { HostedCheckout } from '../hosted-checkout/index.js';

/** Templates make checkouts through the checkouts service and link them through the hosted checkout. */
export interface CheckoutTemplatesContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  cursorKey: CursorKey;
  limiter: RateLimiter;
  storeSettings(siteId: string): Promise<{ currency: string }>;
  checkouts: Pick<Checkouts, 'service'>;
  hostedCheckout: Pick<HostedCheckout, 'checkoutUrl' | 'siteCheckoutUrl'>;
}
