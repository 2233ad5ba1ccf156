import { useMutation } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.js';
import { WebhookDetail, WebhookList, listCalls, sent, setUp } from '../testing/webhooks-fixtures.js';
import { webhooksMutations, webhooksQueries } from './webhooks.js';

afterEach(() => {
  sent.length = 0;
});

describe('webhooks mutations against the real server', () => {
  it('create invalidates the list, which refetches before the caller’s onSuccess, then onSettled runs', async () => {
    const queryClient = createQueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const { client, wrap, show } = setUp(queryClient);
    const log: string[] = [];
    const listed = (id: string) =>
      queryClient
        .getQueryData(webhooksQueries.list(client, { limit: 100 }).queryKey)
        ?.items.some((w) => w._id === id);
    show(<WebhookList />);
    await screen.findByRole('list');
    const { result } = renderHook(
      () =>
        useMutation(
          webhooksMutations.create(client, queryClient, {
            onSuccess: ({ webhook }) => void log.push(`onSuccess, listed: ${listed(webhook._id)}`),
            onError: (error) => void log.push(`onError ${error.name}`),
            onSettled: () => void log.push('onSettled'),
          }),
        ),
      { wrapper: wrap },
    );
    sent.length = 0;
    await act(() =>
      result.current.mutateAsync({ url: 'https://created.test/1', eventTypes: ['order.paid'] }),
    );
    expect(log).toEqual(['onSuccess, listed: true', 'onSettled']);
    expect(listCalls()).toBe(1);
    expect(await screen.findByText('https://created.test/1')).toBeInTheDocument();

    log.length = 0;
    sent.length = 0;
    await act(() => result.current.mutateAsync({ url: 'not a url', eventTypes: [] }).catch(() => undefined));
    expect(log).toEqual(['onError ValidationError', 'onSettled']);
    expect(listCalls()).toBe(0);
  });

  it('update and remove invalidate the detail and the list', async () => {
    const queryClient = createQueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const { client, wrap, show } = setUp(queryClient);
    const { webhook } = await client.webhooks.createWebhook({
      url: 'https://doomed.test/1',
      eventTypes: ['*'],
    });
    show(
      <>
        <WebhookList />
        <WebhookDetail id={webhook._id} />
      </>,
    );
    expect(await screen.findByText('detail: https://doomed.test/1 enabled')).toBeInTheDocument();
    const { result } = renderHook(
      () => ({
        update: useMutation(webhooksMutations.update(client, queryClient)),
        remove: useMutation(webhooksMutations.remove(client, queryClient)),
      }),
      { wrapper: wrap },
    );
    await act(() =>
      result.current.update.mutateAsync({
        _id: webhook._id,
        webhook: { enabled: false },
        options: { fieldMask: ['enabled'] },
      }),
    );
    expect(await screen.findByText('detail: https://doomed.test/1 disabled')).toBeInTheDocument();
    await act(() => result.current.remove.mutateAsync(webhook._id));
    const listed = queryClient.getQueryData(webhooksQueries.list(client, { limit: 100 }).queryKey);
    expect(listed?.items.map((item) => item._id)).not.toContain(webhook._id);
    // A 404 is not retried: the error shows at once, not after 7 s of retries.
    expect(await screen.findByText('detail: WEBHOOK_NOT_FOUND')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('https://doomed.test/1')).toBeNull());
  });
});
