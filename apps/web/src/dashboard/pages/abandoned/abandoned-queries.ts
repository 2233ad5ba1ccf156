/**
 * Query and mutation options for the dashboard's abandoned checkouts page (the SDK's `abandonedCheckouts`
 * module). Every key sits under `['atrium', 'abandoned-checkouts']`; every write makes all of them stale.
 */
import { atriumKeys } from '@atrium/react';
import type { abandonedCheckouts, BoundModule } from '@atrium/sdk';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

export interface AbandonedClient {
  abandonedCheckouts: BoundModule<typeof abandonedCheckouts>;
}

export type AbandonedSearch = abandonedCheckouts.AbandonedCheckoutSearch;

const ABANDONED = [...atriumKeys.all, 'abandoned-checkouts'] as const;

export const abandonedKeys = {
  all: ABANDONED,
  search: (search: AbandonedSearch) => [...ABANDONED, 'search', search] as const,
  chart: (days: readonly string[]) => [...ABANDONED, 'chart', days] as const,
  settings: () => [...ABANDONED, 'settings'] as const,
};

export const abandonedQueries = {
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
      queryKey: [...ABANDONED, 'period', startDate] as const,
      queryFn: () => client.abandonedCheckouts.getAbandonedCheckoutAnalytics(startDate),
    }),
  settings: (client: AbandonedClient) =>
    queryOptions({
      queryKey: abandonedKeys.settings(),
      queryFn: () => client.abandonedCheckouts.getAbandonedCheckoutSettings(),
    }),
};

const stale = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: ABANDONED });

export const abandonedMutations = {
  updateSettings: (client: AbandonedClient, queryClient: QueryClient) => ({
    mutationFn: (settings: Partial<abandonedCheckouts.AbandonedCheckoutSettings>) =>
      client.abandonedCheckouts.updateAbandonedCheckoutSettings(settings),
    onSuccess: stale(queryClient),
  }),
  remove: (client: AbandonedClient, queryClient: QueryClient) => ({
    mutationFn: (id: string) => client.abandonedCheckouts.deleteAbandonedCheckout(id),
    onSuccess: stale(queryClient),
  }),
};
