import type { FastifyInstance } from 'fastify';
import type { CursorKey } from '../../core/query/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { giftCardRoutes } from './routes.js';
import { createGiftCardsService, type GiftCardsContext } from './service.js';

export type { GiftCardsContext, GiftCardsService } from './service.js';

export function createGiftCards(ctx: GiftCardsContext, cursorKey: CursorKey) {
  return { ctx, service: createGiftCardsService(ctx, cursorKey) };
}

export type GiftCards = ReturnType<typeof createGiftCards>;

export function giftCardsPlugin(cards: GiftCards) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, giftCardRoutes(cards.service));
  };
}
