import { endpointTable } from './endpoint.js';

/** Atrium: gift cards, issued by the site and redeemed at checkout. */
export const giftCardsEndpoints = /* @__PURE__ */ endpointTable('giftCards', {
  issueGiftCard: { method: 'POST', path: '/atrium/v1/gift-cards' },
  queryGiftCards: { method: 'POST', path: '/atrium/v1/gift-cards/query' },
  getGiftCardBalance: { method: 'POST', path: '/atrium/v1/gift-cards/balance' },
  getGiftCard: { method: 'GET', path: '/atrium/v1/gift-cards/{giftCardId}' },
  disableGiftCard: { method: 'POST', path: '/atrium/v1/gift-cards/{giftCardId}/disable' },
  listGiftCardTransactions: { method: 'GET', path: '/atrium/v1/gift-cards/{giftCardId}/transactions' },
});
