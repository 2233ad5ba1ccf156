import { z } from 'zod';
import { decimalAmount, MAX_AMOUNT } from './commerce-common.js';
import { PagingMetadata, Query } from './paging.js';
import { Timestamp } from './scalars.js';

// Gift cards: Atrium's own API. A card's code is shown in full once, when it is issued; it is stored as a keyed
// hash and shown afterwards by its last four characters only. Balances are in the store's currency.

const CODE = /^[A-Za-z0-9-]+$/;
/** What a buyer types: 8 to 40 letters and digits (dashes are ignored); matched without regard to case. */
export const GiftCardCode = z
  .string()
  .min(8)
  .max(40)
  .refine((value) => value.length > 40 || CODE.test(value), {
    message: 'must be letters, digits and dashes',
    params: { rule: 'FORMAT', data: { type: 'GIFT_CARD_CODE' } },
  });

export const IssueGiftCard = z.object({
  initialBalance: decimalAmount({ gt: 0, lte: MAX_AMOUNT, maxScale: 3 }),
  /** A code of the owner's choosing; without one, the server makes one of 16 characters. */
  code: GiftCardCode.nullish(),
  expirationDate: Timestamp.nullish(),
  note: z.string().max(500).nullish(),
});
export type IssueGiftCard = z.infer<typeof IssueGiftCard>;

export const GiftCardStatus = z.enum(['ACTIVE', 'DISABLED', 'EXPIRED', 'USED_UP']);
export type GiftCardStatus = z.infer<typeof GiftCardStatus>;
export const GiftCard = z.object({
  id: z.uuid(),
  /** `****` and the code's last four characters. */
  obfuscatedCode: z.string(),
  initialBalance: z.string(),
  balance: z.string(),
  currency: z.string(),
  status: GiftCardStatus,
  expirationDate: Timestamp.nullish(),
  note: z.string().nullish(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type GiftCard = z.infer<typeof GiftCard>;
export const GiftCardResponse = z.object({ giftCard: GiftCard });
/** The only answer that carries the code in full. */
export const IssueGiftCardResponse = z.object({ giftCard: GiftCard, code: z.string() });
export const IssueGiftCardRequest = z.object({ giftCard: IssueGiftCard });
export const GetGiftCardRequest = z.object({ giftCardId: z.uuid() });
export const DisableGiftCardRequest = z.object({ giftCardId: z.uuid() });
export const QueryGiftCardsRequest = z.object({ query: Query.nullish() });
export const QueryGiftCardsResponse = z.object({
  giftCards: z.array(GiftCard),
  pagingMetadata: PagingMetadata,
});

export const GiftCardTransaction = z.object({
  id: z.uuid(),
  type: z.enum(['ISSUED', 'REDEEMED', 'REFUNDED', 'DISABLED']),
  /** Signed: negative when the balance went down. */
  amount: z.string(),
  balanceAfter: z.string(),
  orderId: z.uuid().nullish(),
  createdDate: Timestamp,
});
export type GiftCardTransaction = z.infer<typeof GiftCardTransaction>;
export const ListGiftCardTransactionsRequest = z.object({ giftCardId: z.uuid() });
export const ListGiftCardTransactionsResponse = z.object({ transactions: z.array(GiftCardTransaction) });

/** A buyer checks what a code holds; rate-limited, and an unknown code says no more than that. */
export const GetGiftCardBalanceRequest = z.object({ code: GiftCardCode });
export const GetGiftCardBalanceResponse = z.object({
  obfuscatedCode: z.string(),
  balance: z.string(),
  currency: z.string(),
  expirationDate: Timestamp.nullish(),
});

export const GIFT_CARD_EVENTS = {
  issued: 'gift_card.issued',
  disabled: 'gift_card.disabled',
  redeemed: 'gift_card.redeemed',
} as const;

/** The app id gift card payments of orders name (`giftcardPaymentDetails.appId`): Atrium's own gift cards. */
export const GIFT_CARDS_APP_ID = '5f1e3a52-8d0b-4c7e-9a61-2b4f7c3d9e10';
