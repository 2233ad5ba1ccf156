import { forgetDeletedMembers } from '../../core/commerce/anonymise.js';
import { defineModule } from '../../core/modules/index.js';
import { pricedCheckout } from './answers.js';
import type { CheckoutFeeSource, CheckoutsContext } from './context.js';
import { createMemberForgetting } from './forget-member.js';
import { checkoutRoutes, checkoutSettingsRoutes } from './routes.js';
import { createCheckoutsService, type CheckoutsService } from './service.js';
import { createCheckoutSettings, type CheckoutSettingsService } from './settings.js';
import { findCheckout, loadLines } from './store.js';
import * as tables from './tables.js';
import type { CheckoutRow } from './tables.js';
import type { StoredLine } from '../carts/index.js';

/** Checkouts, made from carts and priced as they are; one open checkout per cart. */
export interface Checkouts {
  ctx: CheckoutsContext;
  service: CheckoutsService;
  settings: CheckoutSettingsService;
  /** Adds a fee to every checkout's totals (tips add the buyer's tip). */
  addFeeSource(source: CheckoutFeeSource): void;
  /** For the abandoned checkouts' sweep, which keeps what a checkout was when it was abandoned. */
  find: typeof findCheckout;
  loadLines: typeof loadLines;
  /** A checkout priced now: its wire shape and the engine's totals. */
  priced(row: CheckoutRow, lines: readonly StoredLine[]): ReturnType<typeof pricedCheckout>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    checkouts: Checkouts;
  }
}

export const checkoutsModule = defineModule({
  name: 'checkouts',
  needs: ['commerce', 'carts', 'giftCards', 'oauth'],
  tables,
  create({ core, commerce, carts, giftCards, oauth }): Checkouts {
    const feeSources: CheckoutFeeSource[] = [];
    const ctx: CheckoutsContext = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      commerce,
      carts,
      giftCards: giftCards.service,
      feeSources,
    };
    const service = createCheckoutsService(ctx);
    // A checkout is its buyer's: a visitor who signs in keeps it, as they keep their cart.
    oauth.visitorSignedIn.add((siteId, visitorId, memberId) => service.adopt(siteId, visitorId, memberId));
    return {
      ctx,
      service,
      settings: createCheckoutSettings(ctx),
      addFeeSource: (source) => void feeSources.push(source),
      find: findCheckout,
      loadLines,
      priced: (row, lines) => pricedCheckout(ctx, row, lines),
    };
  },
  routes: (checkouts) => [
    ...checkoutRoutes(checkouts.service),
    ...checkoutSettingsRoutes(checkouts.settings),
  ],
  // A member who deletes their account: their checkouts keep nothing that names them.
  listeners: (checkouts) => [
    forgetDeletedMembers('checkouts.member-deleted', createMemberForgetting(checkouts.ctx)),
  ],
});
