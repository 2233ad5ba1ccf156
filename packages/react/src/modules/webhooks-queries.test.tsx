import type { webhooks } from '@atrium/sdk';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.js';
import { WebhookList, adminClient, listCalls, sent, setUp } from '../testing/webhooks-fixtures.js';
import { webhooksMutations, webhooksQueries } from './webhooks.js';
import type { UpdateWebhookVariables } from './webhooks.js';

afterEach(() => {
  vi.useRealTimers();
  sent.length = 0;
});

describe('webhooks queries against the real server', () => {
  it('serves a second render from the cache while fresh, and keeps the data 5 minutes after unmount', async () => {
    await adminClient().webhooks.createWebhook({ url: 'https://cached.test/1', eventTypes: ['*'] });
    const queryClient = createQueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const { client, show } = setUp(queryClient);
    const first = show(<WebhookList />);
    expect(await screen.findByText('https://cached.test/1')).toBeInTheDocument();
    expect(listCalls()).toBe(1);
    first.unmount();
    sent.length = 0;

    const second = show(<WebhookList />);
    // Rendered from the cache at once, and not fetched again.
    expect(screen.getByText('https://cached.test/1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toBe(0);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    second.unmount();
    const { queryKey } = webhooksQueries.list(client, { limit: 100 });
    await vi.advanceTimersByTimeAsync(299_999);
    expect(queryClient.getQueryData(queryKey)?.items.map((webhook) => webhook.url)).toContain(
      'https://cached.test/1',
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
  });

  it('refetches on a second render once the data is stale (staleTime 0)', async () => {
    const { show } = setUp(createQueryClient());
    show(<WebhookList />);
    await screen.findByRole('list');
    const calls = listCalls();
    expect(calls).toBe(1);
    show(<WebhookList />);
    await vi.waitFor(() => expect(listCalls()).toBe(calls + 1));
  });
});

describe('webhooks options types', () => {
  it('carry the SDK types into the cache and the mutations', () => {
    const client = adminClient();
    const queryClient = createQueryClient();
    const cached = queryClient.getQueryData(webhooksQueries.get(client, 'w1').queryKey);
    expectTypeOf(cached).toEqualTypeOf<webhooks.Webhook | undefined>();
    const update = webhooksMutations.update(client, queryClient);
    expectTypeOf(update.mutationFn).exclude<undefined>().parameter(0).toEqualTypeOf<UpdateWebhookVariables>();
    const create = webhooksMutations.create(client, queryClient);
    expectTypeOf(create.mutationFn)
      .exclude<undefined>()
      .returns.resolves.toEqualTypeOf<webhooks.CreateWebhookResponse>();
  });
});
