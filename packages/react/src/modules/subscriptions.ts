/** Query and mutation options for subscription contracts (the SDK's `subscriptionContracts`), for a dashboard. */
import type { BoundModule, subscriptionContracts } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface SubscriptionsClient {
  subscriptionContracts: BoundModule<typeof subscriptionContracts>;
}

export type SubscriptionAction = 'pause' | 'resume' | 'cancel';

const keys = atriumKeys.subscriptions;
const LIMIT = 100;

export const subscriptionsQueries = {
  /** The newest contracts first, up to 100. */
  list: (client: SubscriptionsClient) =>
    queryOptions({
      queryKey: keys.list({ limit: LIMIT }),
      queryFn: () =>
        client.subscriptionContracts
          .querySubscriptionContracts()
          .descending('_createdDate')
          .limit(LIMIT)
          .find(),
    }),
};

const run = (client: SubscriptionsClient, id: string, action: SubscriptionAction) => {
  const contracts = client.subscriptionContracts;
  if (action === 'pause') return contracts.pauseSubscriptionContract(id);
  if (action === 'resume') return contracts.resumeSubscriptionContract(id);
  return contracts.cancelSubscriptionContract(id);
};

export const subscriptionsMutations = {
  /** Pauses, resumes or cancels one contract. */
  act: mutationFactory<
    SubscriptionsClient,
    subscriptionContracts.SubscriptionContract,
    { id: string; action: SubscriptionAction }
  >({
    mutationKey: keys.mutation('act'),
    mutationFn: (client, { id, action }) => run(client, id, action),
    invalidate: () => [keys.all],
  }),
};
