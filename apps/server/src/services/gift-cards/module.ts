import type { PricingSources } from '../../core/commerce/pricing.js';
import { defineModule } from '../../core/modules/index.js';
import { giftCardRoutes } from './routes.js';
import { createGiftCardsService, type GiftCardsService } from './service.js';
import * as tables from './tables.js';

/** Gift cards (codes kept as keyed hashes), and the gift card source of the totals engine. */
export interface GiftCards {
  service: GiftCardsService;
  pricing: Pick<PricingSources, 'giftCard'>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    giftCards: GiftCards;
  }
}

export const giftCardsModule = defineModule({
  name: 'giftCards',
  needs: ['catalog'],
  tables,
  async create({ core, catalog }): Promise<GiftCards> {
    const service = createGiftCardsService({
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      limiter: core.limiter,
      storeSettings: catalog.getSettings,
      codeKey: await core.secret('gift-cards'),
      cursorKey: core.cursorKey,
    });
    return { service, pricing: { giftCard: (siteId, card) => service.forTotals(siteId, card) } };
  },
  routes: (cards) => giftCardRoutes(cards.service),
});
