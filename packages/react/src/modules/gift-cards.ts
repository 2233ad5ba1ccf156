/**
 * Query and mutation options for gift cards and the site's additional fees (the SDK's `giftCards` and
 * `feeSettings` modules), for a dashboard. Issuing answers the code once: show it from the mutation's data.
 */
import type { BoundModule, feeSettings, giftCards } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { applyListParams, type ListParams } from '../list-params.js';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface GiftCardsClient {
  giftCards: BoundModule<typeof giftCards>;
}
export interface FeeSettingsClient {
  feeSettings: BoundModule<typeof feeSettings>;
}

const cardKeys = atriumKeys.giftCards;
const feeKeys = atriumKeys.feeSettings;

export const giftCardsQueries = {
  list: (client: GiftCardsClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: cardKeys.list(params),
      queryFn: () => applyListParams(client.giftCards.queryGiftCards(), params).find(),
    }),
  transactions: (client: GiftCardsClient, giftCardId: string) =>
    queryOptions({
      queryKey: cardKeys.detail(giftCardId),
      queryFn: () => client.giftCards.listGiftCardTransactions(giftCardId),
    }),
};

export const giftCardsMutations = {
  issue: mutationFactory<
    GiftCardsClient,
    { giftCard: giftCards.GiftCard; code: string },
    giftCards.IssueGiftCard
  >({
    mutationKey: cardKeys.mutation('issue'),
    mutationFn: (client, card) => client.giftCards.issueGiftCard(card),
    invalidate: () => [cardKeys.all],
  }),
  disable: mutationFactory<GiftCardsClient, giftCards.GiftCard, string>({
    mutationKey: cardKeys.mutation('disable'),
    mutationFn: (client, giftCardId) => client.giftCards.disableGiftCard(giftCardId),
    invalidate: () => [cardKeys.all],
  }),
};

export const feeSettingsQueries = {
  get: (client: FeeSettingsClient) =>
    queryOptions({ queryKey: feeKeys.all, queryFn: () => client.feeSettings.getFeeSettings() }),
};

export const feeSettingsMutations = {
  update: mutationFactory<FeeSettingsClient, feeSettings.FeeSettings, feeSettings.FeeSettings>({
    mutationKey: feeKeys.mutation('update'),
    mutationFn: (client, settings) => client.feeSettings.updateFeeSettings(settings),
    invalidate: () => [feeKeys.all],
  }),
};
