import type { Clock } from '../../core/clock.js';
import type { FeeSpec } from '../../core/commerce/totals/index.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { Carts } from '../carts/index.js';
import type { GiftCardsService } from '../gift-cards/index.js';

/** What every part of the checkouts service shares: checkouts are made from carts and priced as they are. */
export interface CheckoutsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  carts: Carts;
  giftCards: Pick<GiftCardsService, 'lookUp'>;
  /**
   * The buyer's tip on a checkout as a fee, figured on its lines' subtotal (minor units), or none (services/tips,
   * made after checkouts).
   */
  tipFee?(siteId: string, checkoutId: string, lineSubtotal: bigint): Promise<FeeSpec | null>;
}
