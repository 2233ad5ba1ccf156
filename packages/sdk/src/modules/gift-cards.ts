/**
 * Atrium: gift cards. The site issues them (the code is in that answer only) and disables them; buyers check
 * what a code holds; checkouts redeem them. Balances are in the store's currency.
 */
import type {
  GiftCard as WireCard,
  GiftCardTransaction as WireTransaction,
  IssueGiftCard,
  PagingMetadata,
} from '@atrium/contract';
import { giftCardsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { defineQuery } from '../core/define-query.js';
import type { FromWire } from '../wire/wire-types.js';

export type GiftCard = FromWire<WireCard>;
export type GiftCardTransaction = FromWire<WireTransaction>;
export type { IssueGiftCard };
export interface GiftCardsPage {
  giftCards: GiftCard[];
  pagingMetadata: PagingMetadata;
}

export const issueGiftCard = /* @__PURE__ */ defineMethod<
  [giftCard: IssueGiftCard],
  { giftCard: GiftCard; code: string }
>(giftCardsEndpoints.issueGiftCard, { args: ['giftCard'], elevated: true });

export const queryGiftCards = /* @__PURE__ */ defineQuery<GiftCard, []>(giftCardsEndpoints.queryGiftCards, {
  args: [],
  items: 'giftCards',
  elevated: true,
});

export const getGiftCardBalance = /* @__PURE__ */ defineMethod<
  [code: string],
  { obfuscatedCode: string; balance: string; currency: string; expirationDate?: Date | null }
>(giftCardsEndpoints.getGiftCardBalance, { args: ['code'], payload: { code: 'code' } });

export const getGiftCard = /* @__PURE__ */ defineMethod<[giftCardId: string], GiftCard>(
  giftCardsEndpoints.getGiftCard,
  { args: ['giftCardId'], returns: 'giftCard', elevated: true },
);

export const disableGiftCard = /* @__PURE__ */ defineMethod<[giftCardId: string], GiftCard>(
  giftCardsEndpoints.disableGiftCard,
  { args: ['giftCardId'], payload: { giftCardId: 'giftCardId' }, returns: 'giftCard', elevated: true },
);

export const listGiftCardTransactions = /* @__PURE__ */ defineMethod<
  [giftCardId: string],
  { transactions: GiftCardTransaction[] }
>(giftCardsEndpoints.listGiftCardTransactions, { args: ['giftCardId'], elevated: true });
