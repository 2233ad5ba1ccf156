/**
 * Query and mutation options for tips (the SDK's `tips` and `tipSettings` modules), for a dashboard: the
 * site's tip settings, and the distributions of tips to staff with their sum.
 */
import type { BoundModule, tips, tipSettings } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface TipsClient {
  tips: BoundModule<typeof tips>;
  tipSettings: BoundModule<typeof tipSettings>;
}

/** One page of distributions: a filter on their fields, newest first, `limit` from `offset`. */
export interface TipDistributionsParams {
  filter: Record<string, unknown>;
  limit: number;
  offset: number;
}

const keys = atriumKeys.tips;

export const tipsQueries = {
  settings: (client: Pick<TipsClient, 'tipSettings'>) =>
    queryOptions({ queryKey: keys.settings(), queryFn: () => client.tipSettings.getTipSettings() }),
  distributions: (client: Pick<TipsClient, 'tips'>, params: TipDistributionsParams) =>
    queryOptions({
      queryKey: keys.distributions(params),
      queryFn: () =>
        client.tips.queryTipDistributions({
          filter: params.filter,
          sort: [{ fieldName: 'createdDate', order: 'DESC' }],
          paging: { limit: params.limit, offset: params.offset },
        }),
    }),
  /** The sum of the amounts the filter matches. */
  distributionsSum: (client: Pick<TipsClient, 'tips'>, filter: Record<string, unknown>) =>
    queryOptions({
      queryKey: keys.distributionsSum(filter),
      queryFn: () => client.tips.sumTipDistributionAmounts(filter),
    }),
};

export const tipsMutations = {
  updateSettings: mutationFactory<
    Pick<TipsClient, 'tipSettings'>,
    tipSettings.TipSettings,
    tipSettings.TipSettingsInput
  >({
    mutationKey: keys.mutation('updateSettings'),
    mutationFn: (client, settings) => client.tipSettings.updateTipSettings(settings),
    invalidate: () => [keys.settings()],
  }),
};
