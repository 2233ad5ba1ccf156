import { useAtriumClient } from '@atrium/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreClient } from '../client';

const KEY = ['storefront', 'subscriptions'] as const;
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
  const list = useQuery({
    queryKey: KEY,
    queryFn: () =>
      client.subscriptionContracts.querySubscriptionContracts({
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorPaging: { limit: 50 },
      }),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => client.subscriptionContracts.cancelSubscriptionContract(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  if (list.isPending) return <p className="muted">Loading your subscriptions…</p>;
  if (list.isError) return <p className="error">Your subscriptions cannot be shown right now.</p>;
  const contracts = list.data.subscriptionContracts;
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
                <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(contract._id)}>
                  Cancel subscription
                </button>
              )}
          </li>
        ))}
      </ul>
      {cancel.isError && (
        <p role="alert" className="error">
          {cancel.error.message}
        </p>
      )}
    </section>
  );
}
