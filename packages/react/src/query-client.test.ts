import {
  ApiKeyStrategy,
  ApplicationError,
  HttpError,
  SystemError,
  ValidationError,
  createClient,
} from '@atrium/sdk';
import { isSystemError, isValidationError, webhooks } from '@atrium/sdk';
import { MutationObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../../sdk/src/testing/http-test-server.js';
import type { TestServer } from '../../sdk/src/testing/http-test-server.js';
import { webhooksMutations, webhooksQueries } from './modules/webhooks.js';
import { createQueryClient, isRetryableError } from './query-client.js';

let server: TestServer;
const client = () =>
  createClient({
    modules: { webhooks },
    host: server.url,
    auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }),
  });
const failing = { status: 503, body: {} };

beforeAll(async () => {
  server = await startTestServer(() => failing);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
  server.requests.length = 0;
  server.handle(() => failing);
});

/** Polls on real I/O turns (not on timers, which a test may have faked) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; !condition(); turn++) {
    if (turn > 10_000) throw new Error('condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('createQueryClient', () => {
  it('has the defaults of specification 000 section 9, and caller config merges over them', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.gcTime).toBe(300_000);
    expect(mutations?.retry).toBe(0);
    const delay = queries?.retryDelay as (failureCount: number) => number;
    expect([0, 1, 2, 3, 4, 5, 9].map(delay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    const merged = createQueryClient({ defaultOptions: { queries: { staleTime: 5, gcTime: 10 } } });
    expect(merged.getDefaultOptions().queries).toMatchObject({
      staleTime: 5,
      gcTime: 10,
      retry: queries?.retry,
    });
    expect(merged.getDefaultOptions().mutations?.retry).toBe(0);
  });

  it('attempts a failing query 4 times, 1 s, 2 s and 4 s apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    const times: number[] = [];
    server.handle(() => (times.push(Date.now() - started), failing));
    const queryClient = createQueryClient();
    const options = webhooksQueries.get(client(), 'w1');
    const result = queryClient.fetchQuery(options).catch((error: unknown) => error);
    for (const [failures, delay] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      await until(() => queryClient.getQueryState(options.queryKey)?.fetchFailureCount === failures);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.requests).toHaveLength(failures);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => server.requests.length === failures + 1);
    }
    expect(isSystemError(await result)).toBe(true);
    expect(server.requests).toHaveLength(4);
    expect(times).toEqual([0, 1000, 3000, 7000]);
  });

  it('does not retry a ValidationError nor a 404, and does retry a 429', async () => {
    const queryClient = createQueryClient();
    server.handle(() => ({
      status: 400,
      body: {
        details: { validationError: { fieldViolations: [{ field: 'webhookId', description: 'bad' }] } },
      },
    }));
    const invalid = await queryClient
      .fetchQuery(webhooksQueries.get(client(), 'w1'))
      .catch((e: unknown) => e);
    expect(isValidationError(invalid)).toBe(true);
    expect(server.requests).toHaveLength(1);

    server.handle(() => ({ status: 404, body: { message: 'Not Found' } }));
    await expect(queryClient.fetchQuery(webhooksQueries.get(client(), 'w2'))).rejects.toThrow();
    expect(server.requests).toHaveLength(2);

    server.handle(() =>
      server.requests.length === 3 ? { status: 429, body: {} } : { body: { webhook: { id: 'w3' } } },
    );
    await expect(queryClient.fetchQuery(webhooksQueries.get(client(), 'w3'))).resolves.toEqual({ _id: 'w3' });
    expect(server.requests).toHaveLength(4);
  });

  it('does not retry a failed mutation', async () => {
    const queryClient = createQueryClient();
    const observer = new MutationObserver(queryClient, webhooksMutations.create(client(), queryClient));
    await expect(observer.mutate({ url: 'https://x.test', eventTypes: ['*'] })).rejects.toSatisfy(
      isSystemError,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(server.requests).toHaveLength(1);
  });
});

describe('isRetryableError', () => {
  it('refuses errors that cannot succeed on another attempt', () => {
    const application = (status: number) =>
      new ApplicationError({ message: 'm', code: 'C', description: 'd', status });
    const http = (status: number) => new HttpError({ message: 'm', statusText: 'Some Status', status });
    expect(isRetryableError(new ValidationError({ status: 400, fieldViolations: [] }))).toBe(false);
    expect([400, 401, 403, 404, 409, 422].map(application).some(isRetryableError)).toBe(false);
    expect([400, 404, 499].map(http).some(isRetryableError)).toBe(false);
    expect([408, 429].map(application).every(isRetryableError)).toBe(true);
    expect([408, 429].map(http).every(isRetryableError)).toBe(true);
    expect(isRetryableError(new SystemError({ status: 503 }))).toBe(true);
    expect(isRetryableError(new TypeError('fetch failed'))).toBe(true);
  });
});
