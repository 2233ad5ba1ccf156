// Test support only (never exported from index.ts): an admin client of the real server started by
// vitest.global-setup.ts, that records the path of every request it sends, and small views over its webhooks.
import { ApiKeyStrategy, createClient, isApplicationError, webhooks } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import { webhooksQueries } from '../modules/webhooks.js';
import { AtriumProvider, useAtriumClient } from '../provider.js';

const atrium = inject('atrium');
/** The path of every request sent by the clients made here; tests empty it. */
export const sent: string[] = [];
export const listCalls = () => sent.filter((path) => path === '/atrium/v1/webhooks/query').length;

export function adminClient() {
  return createClient({
    modules: { webhooks },
    host: atrium.host,
    auth: ApiKeyStrategy({ apiKey: atrium.apiKey, siteId: atrium.siteId }),
    fetch: (input, init) => {
      sent.push(new URL(input instanceof Request ? input.url : input).pathname);
      return fetch(input, init);
    },
  });
}
export type AdminClient = ReturnType<typeof adminClient>;

export function WebhookList() {
  const { data } = useQuery(webhooksQueries.list(useAtriumClient<AdminClient>(), { limit: 100 }));
  if (!data) return <p>loading</p>;
  return (
    <ul>
      {data.items.map((webhook) => (
        <li key={webhook._id}>{webhook.url}</li>
      ))}
    </ul>
  );
}

export function WebhookDetail({ id }: { id: string }) {
  const { data, error } = useQuery(webhooksQueries.get(useAtriumClient<AdminClient>(), id));
  if (isApplicationError(error)) return <p>detail: {error.code}</p>;
  return <p>detail: {data ? `${data.url} ${data.enabled ? 'enabled' : 'disabled'}` : 'loading'}</p>;
}

export function setUp(queryClient: QueryClient) {
  const client = adminClient();
  const wrap = ({ children }: { children: ReactNode }) => (
    <AtriumProvider client={client} queryClient={queryClient}>
      {children}
    </AtriumProvider>
  );
  return { client, wrap, show: (ui: ReactNode) => render(ui, { wrapper: wrap }) };
}
