/**
 * Query and mutation options for abandoned checkouts (the SDK's `abandonedCheckouts` module), for a
 * dashboard. Every key sits under `atriumKeys.abandonedCheckouts.all`; every write makes all of them stale.
 */
import type { abandonedCheckouts, BoundModule } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface AbandonedClient {
  abandonedCheckouts: BoundModule<typeof abandonedCheckouts>;
}

export type AbandonedSearch = abandonedCheckouts.AbandonedCheckoutSearch;

const abandonedKeys = atriumKeys.abandonedCheckouts;

export const abandonedCheckoutsQueries = {
  search: (client: AbandonedClient, search: AbandonedSearch) =>
    queryOptions({
      queryKey: abandonedKeys.search(search),
      queryFn: () => client.abandonedCheckouts.searchAbandonedCheckouts(search),
    }),
  /** One analytics call a day: counts and amounts of the checkouts found abandoned that day, by status now. */
  chart: (client: AbandonedClient, days: readonly string[]) =>
    queryOptions({
      queryKey: abandonedKeys.chart(days),
      queryFn: () =>
        Promise.all(
          days.map((day) =>
            client.abandonedCheckouts.getAbandonedCheckoutAnalytics(day, {
              endDate: day,
              metrics: ['RECOVERABLE_CHECKOUT_COUNT', 'RECOVERED_CHECKOUT_COUNT'],
            }),
          ),
        ),
    }),
  period: (client: AbandonedClient, startDate: string) =>
    queryOptions({
      queryKey: abandonedKeys.period(startDate),
      queryFn: () => client.abandonedCheckouts.getAbandonedCheckoutAnalytics(startDate),
    }),
  settings: (client: AbandonedClient) =>
    queryOptions({
      queryKey: abandonedKeys.settings(),
      queryFn: () => client.abandonedCheckouts.getAbandonedCheckoutSettings(),
    }),
};

const stale = () => [abandonedKeys.all];

export const abandonedCheckoutsMutations = {
  updateSettings: mutationFactory<
    AbandonedClient,
    abandonedCheckouts.AbandonedCheckoutSettings,
    Partial<abandonedCheckouts.AbandonedCheckoutSettings>
  >({
    mutationKey: abandonedKeys.mutation('updateSettings'),
    mutationFn: (client, settings) => client.abandonedCheckouts.updateAbandonedCheckoutSettings(settings),
    invalidate: stale,
  }),
  remove: mutationFactory<AbandonedClient, void, string>({
    mutationKey: abandonedKeys.mutation('remove'),
    mutationFn: (client, id) => client.abandonedCheckouts.deleteAbandonedCheckout(id),
    invalidate: stale,
  }),
};
