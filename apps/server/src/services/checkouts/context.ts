import type { Clock } from '../../core/clock.js';
import type { Commerce } from '../../core/commerce/module.js';
import type { FeeSpec } from '../../core/commerce/totals/index.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { Carts } from '../carts/index.js';
import type { GiftCardsService } from '../gift-cards/index.js';

/** A fee another module adds to a checkout (tips), figured on its lines' subtotal (minor units); or none. */
export type CheckoutFeeSource = (
  siteId: string,
  checkoutId: string,
  lineSubtotal: bigint,
) => Promise<FeeSpec | null>;

/** What every part of the checkouts service shares: checkouts are made from carts and priced as they are. */
export interface CheckoutsContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** What prices lines: catalogues, the totals engine's sources, the store's settings. */
  commerce: Commerce;
  carts: Carts;
  giftCards: Pick<GiftCardsService, 'lookUp'>;
  /** The fees other modules add to a checkout (the buyer's tip), asked each time it is priced. */
  feeSources: CheckoutFeeSource[];
}
