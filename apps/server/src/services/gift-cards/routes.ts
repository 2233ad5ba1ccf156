import { giftCardsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { GiftCardsService } from './service.js';

/** Gift cards are issued and managed by the site owner and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

export function giftCardRoutes(cards: GiftCardsService) {
  return [
    defineRoute(giftCardsCalls.issueGiftCard, {
      ...manage,
      summary: 'Issue a gift card with a balance; its code is in this answer only',
      handler: (input, call) => cards.issue(call.siteId, input.giftCard),
    }),
    defineRoute(giftCardsCalls.queryGiftCards, {
      ...manage,
      summary: 'Query gift cards (their codes are never shown again)',
      handler: (input, call) => cards.query(call.siteId, input.query),
    }),
    defineRoute(giftCardsCalls.getGiftCardBalance, {
      access: 'site',
      summary: 'What a gift card code holds, for a buyer (rate-limited)',
      handler: (input, call) => cards.balance(call.siteId, input.code, call.request.ip),
    }),
    defineRoute(giftCardsCalls.getGiftCard, {
      ...manage,
      summary: 'A gift card by id, with its balance and status',
      handler: async (input, call) => ({ giftCard: await cards.get(call.siteId, input.giftCardId) }),
    }),
    defineRoute(giftCardsCalls.disableGiftCard, {
      ...manage,
      summary: 'Disable a gift card: its code no longer pays for anything',
      handler: async (input, call) => ({ giftCard: await cards.disable(call.siteId, input.giftCardId) }),
    }),
    defineRoute(giftCardsCalls.listGiftCardTransactions, {
      ...manage,
      summary: "A gift card's balance history: issued, redeemed, refunded, disabled",
      handler: async (input, call) => ({
        transactions: await cards.transactions(call.siteId, input.giftCardId),
      }),
    }),
  ];
}
