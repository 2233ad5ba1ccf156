import type { FastifyInstance } from 'fastify';
import type { PricingSources } from '../../core/commerce/pricing.js';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { giftCardRoutes } from './routes.js';
import { createGiftCardsService, type GiftCardsContext } from './service.js';

export type { GiftCardRef, GiftCardsContext, GiftCardsService } from './service.js';

export function createGiftCards(ctx: GiftCardsContext, cursorKey: CursorKey) {
  const service = createGiftCardsService(ctx, cursorKey);
  /** The gift card source of the totals engine. */
  const pricing: Pick<PricingSources, 'giftCard'> = {
    giftCard: (siteId, card) => service.forTotals(siteId, card),
  };
  return { ctx, service, pricing };
}

export type GiftCards = ReturnType<typeof createGiftCards>;

export function giftCardsPlugin(cards: GiftCards) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, giftCardRoutes(cards.service));
  };
}
