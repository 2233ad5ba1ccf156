import { subscriptionsMutations, subscriptionsQueries, useAtriumClient } from '@atrium/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreClient } from '../client';

const STATUS: Record<string, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  SUSPENDED: 'Suspended: the last payment was declined',
  CANCELED: 'Canceled',
  ENDED: 'Ended',
};

/** The member's subscriptions (the server shows a member only theirs), with cancel where the shop allows it. */
export function SubscriptionsPage() {
  const client = useAtriumClient<StoreClient>();
  const queryClient = useQueryClient();
  const list = useQuery(subscriptionsQueries.list(client));
  const act = useMutation(subscriptionsMutations.act(client, queryClient));
  if (list.isPending) return <p className="muted">Loading your subscriptions…</p>;
  if (list.isError) return <p className="error">Your subscriptions cannot be shown right now.</p>;
  const contracts = list.data.items;
  return (
    <section>
      <h1>Your subscriptions</h1>
      {!contracts.length && <p className="muted">You have no subscriptions.</p>}
      <ul className="order-list" data-testid="subscriptions">
        {contracts.map((contract) => (
          <li key={contract._id}>
            <strong>
              {contract.title ?? contract.lineItems[0]?.productName?.original ?? 'Subscription'}
            </strong>
            <span className="muted"> {STATUS[contract.status] ?? contract.status}</span>
            {contract.status === 'ACTIVE' && contract.nextBillingDate && (
              <span className="muted">
                {' '}
                · next payment {new Date(contract.nextBillingDate).toLocaleDateString()}
              </span>
            )}
            {contract.subscriptionSettings.enableCustomerCancellation &&
              (contract.status === 'ACTIVE' || contract.status === 'PAUSED') && (
                <button
                  type="button"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ id: contract._id, action: 'cancel' })}
                >
                  Cancel subscription
                </button>
              )}
          </li>
        ))}
      </ul>
      {act.isError && (
        <p role="alert" className="error">
          {act.error.message}
        </p>
      )}
    </section>
  );
}
