export { giftCardsModule, type GiftCards } from './module.js';
export type { GiftCardRef, GiftCardsService } from './service.js';
