import { withSchemas } from '../calls.js';
import { giftCardsEndpoints } from '../endpoints/index.js';
import {
  DisableGiftCardRequest,
  GetGiftCardBalanceRequest,
  GetGiftCardBalanceResponse,
  GetGiftCardRequest,
  GiftCardResponse,
  IssueGiftCardRequest,
  IssueGiftCardResponse,
  ListGiftCardTransactionsRequest,
  ListGiftCardTransactionsResponse,
  QueryGiftCardsRequest,
  QueryGiftCardsResponse,
} from '../gift-cards.js';

const NOT_FOUND = ['GIFT_CARD_NOT_FOUND'] as const;

export const giftCardsCalls = /* @__PURE__ */ withSchemas(giftCardsEndpoints, {
  issueGiftCard: {
    input: IssueGiftCardRequest,
    output: IssueGiftCardResponse,
    errors: ['GIFT_CARD_CODE_TAKEN'],
  },
  queryGiftCards: { input: QueryGiftCardsRequest, output: QueryGiftCardsResponse },
  getGiftCardBalance: {
    input: GetGiftCardBalanceRequest,
    output: GetGiftCardBalanceResponse,
    errors: ['GIFT_CARD_DOES_NOT_EXIST', 'GIFT_CARD_DISABLED', 'GIFT_CARD_EXPIRED'],
  },
  getGiftCard: { input: GetGiftCardRequest, output: GiftCardResponse, errors: NOT_FOUND },
  disableGiftCard: { input: DisableGiftCardRequest, output: GiftCardResponse, errors: NOT_FOUND },
  listGiftCardTransactions: {
    input: ListGiftCardTransactionsRequest,
    output: ListGiftCardTransactionsResponse,
    errors: NOT_FOUND,
  },
});
