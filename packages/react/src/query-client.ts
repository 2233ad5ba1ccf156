import { defaultRetries, isApplicationError, isValidationError, retryDelay } from '@atrium/sdk';
import { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';

/** Cached-data keep time (specification 000 section 9). */
export const GC_TIME_MS = 300_000;

/** Whether another attempt could succeed: not for invalid input, nor for a 4xx other than 408 and 429. */
export function isRetryableError(error: unknown): boolean {
  if (isValidationError(error)) return false;
  if (isApplicationError(error) && error.status !== undefined && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** TanStack's `retry` for queries: 3 retries in browsers, none on the server (read at each failure). */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return isRetryableError(error) && failureCount < defaultRetries();
}

/**
 * A QueryClient with the defaults of specification 000 section 9; `config` merges over them, and its
 * `defaultOptions.queries` and `.mutations` over each of ours.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations } = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: retryQuery, retryDelay, gcTime: GC_TIME_MS, ...queries },
      // Mutations may not be safe to repeat.
      mutations: { retry: defaultRetries({ mutation: true }), ...mutations },
    },
  });
}
