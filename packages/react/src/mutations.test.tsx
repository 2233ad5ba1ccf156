import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { withInvalidation } from './mutations.js';
import { createQueryClient } from './query-client.js';

/** A watched query whose fetches, and the mutation's callbacks, all land in one log. */
function setUp() {
  const log: string[] = [];
  const queryClient = createQueryClient();
  let fetches = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: ['atrium', 'things', 'list'],
    queryFn: async () => {
      fetches += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      log.push(`fetched ${fetches}`);
      return fetches;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { log, queryClient, observer, unsubscribe };
}

describe('withInvalidation', () => {
  it('refetches the invalidated queries before the caller’s onSuccess, then runs onSettled', async () => {
    const { log, queryClient, observer, unsubscribe } = setUp();
    await queryClient.refetchQueries({ queryKey: ['atrium', 'things'] });
    log.length = 0;
    const options = withInvalidation(
      {
        mutationFn: async (name: string) => `made ${name}`,
        onSuccess: (data, variables) => {
          log.push(`onSuccess ${data} (${variables}) sees ${observer.getCurrentResult().data}`);
        },
        onError: () => log.push('onError'),
        onSettled: () => log.push('onSettled'),
      },
      { queryClient, invalidate: (data) => (data === 'made a' ? [['atrium', 'things']] : []) },
    );
    await new MutationObserver(queryClient, options).mutate('a');
    expect(log).toEqual(['fetched 2', 'onSuccess made a (a) sees 2', 'onSettled']);
    unsubscribe();
  });

  it('keeps the caller’s onError and onSettled, and invalidates nothing when the mutation fails', async () => {
    const { log, queryClient, unsubscribe } = setUp();
    await queryClient.refetchQueries({ queryKey: ['atrium', 'things'] });
    log.length = 0;
    const options = withInvalidation(
      {
        mutationFn: async (): Promise<string> => {
          throw new Error('refused');
        },
        onSuccess: () => log.push('onSuccess'),
        onError: (error) => log.push(`onError ${error.message}`),
        onSettled: (_data, error) => log.push(`onSettled ${error?.message}`),
      },
      { queryClient, invalidate: () => [['atrium', 'things']] },
    );
    await expect(new MutationObserver(queryClient, options).mutate()).rejects.toThrow('refused');
    expect(log).toEqual(['onError refused', 'onSettled refused']);
    unsubscribe();
  });
});
