import type { Checkout } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { Outbox } from '../../core/events/index.js';
import type { CursorKey } from '../../core/query/index.js';
import type { CheckoutRow } from '../checkouts/index.js';
import type { OrderTipFees } from '../orders/index.js';

/** What the tips service uses of the others: checkouts (purchase flows), orders' tip fees, and the site's team. */
export interface TipsContext {
  db: Db;
  clock: Clock;
  cursorKey: CursorKey;
  outbox: Outbox;
  storeSettings(siteId: string): Promise<{ currency: string }>;
  checkouts: {
    /** A checkout its caller may act on (its buyer, or the site); CHECKOUT_NOT_FOUND for anyone else. */
    forCompletion(siteId: string, auth: AuthContext, id: string): Promise<CheckoutRow>;
    /** The checkout priced now, for the same callers. */
    get(siteId: string, auth: AuthContext, id: string): Promise<{ checkout: Checkout }>;
  };
  orderTipFees: OrderTipFees;
  /** The order's buyer, or the site (owner, key with `ecom.manage`); ORDER_NOT_FOUND for anyone else. */
  assertOrderAccess(
    auth: AuthContext,
    order: { ownerKind: string | null; ownerId: string | null } | undefined,
    orderId: string,
  ): void;
  /** The site's team: its owners, who are the staff tips go to. */
  team(siteId: string): Promise<Array<{ id: string; name: string }>>;
}
