import { forgetDeletedMembers } from '../../core/commerce/anonymise.js';
import type { AuthContext } from '../../core/auth/context.js';
import { defineModule } from '../../core/modules/index.js';
import { assertOrderAccess } from './access.js';
import { createBuyerAnonymiser } from './anonymise.js';
import type { OrdersContext } from './context.js';
import { createIdempotency, type Idempotency } from './idempotency.js';
import { orderRoutes } from './routes.js';
import { purchaseOf } from './store.js';
import * as tables from './tables.js';
import { viewOrder, type OrderView } from './view.js';

/**
 * Orders, the core its parts share: the context (what orders are made from and paid through), an order as its
 * caller sees it, the keys that make a call happen once, and what an order bought. Placing, payments,
 * fulfillment and management are modules of their own (placing/, payments/, fulfillment/, manage/).
 */
export interface Orders {
  ctx: OrdersContext;
  view: OrderView;
  idempotency: Idempotency;
  /** An order's status and what it bought, for a module that reacts to its events (no caller behind it). */
  purchase: typeof purchaseOf;
  /** The order's buyer, or the site (owner, key with `ecom.manage`); ORDER_NOT_FOUND for anyone else. */
  assertAccess: typeof assertOrderAccess;
  /** A member deleted their account: their orders stay with the shop, with nothing that names them. */
  anonymiseMember(siteId: string, memberId: string): Promise<number>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    orders: Orders;
  }
}

export const ordersModule = defineModule({
  name: 'orders',
  needs: ['commerce', 'checkouts', 'payments', 'discounts', 'giftCards'],
  tables,
  create({ core, commerce, checkouts, payments, discounts, giftCards }): Orders {
    const ctx: OrdersContext = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      mail: core.mail,
      cursorKey: core.cursorKey,
      checkouts,
      catalogs: commerce.catalogs,
      providers: payments.providers,
      storeSettings: commerce.storeSettings,
      redeemCoupon: (tx, siteId, use) => discounts.coupons.redeem(tx, siteId, use),
      redeemGiftCard: (tx, siteId, { giftCardId, ...use }) =>
        giftCards.service.redeem(tx, siteId, { card: { id: giftCardId }, ...use }),
    };
    return {
      ctx,
      view: (siteId: string, auth: AuthContext, id: string) => viewOrder(ctx.db, auth, { siteId, id }),
      idempotency: createIdempotency(ctx.db, ctx.clock),
      purchase: purchaseOf,
      assertAccess: assertOrderAccess,
      anonymiseMember: createBuyerAnonymiser(ctx),
    };
  },
  routes: (orders) => orderRoutes(orders.view),
  // Hourly: answers kept for their Idempotency-Key past its day go.
  jobs: (orders) => [
    { queue: 'orders.sweep-idempotency-keys', every: '37 * * * *', handle: () => orders.idempotency.sweep() },
  ],
  listeners: (orders) => [forgetDeletedMembers('orders.member-deleted', orders.anonymiseMember)],
});
