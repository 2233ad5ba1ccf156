/** Retry with exponential back-off (specification 000 section 9). */

export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const DEFAULT_RETRIES = 3;

/** The wait before retry number `attempt` (0 for the first retry): 1000, 2000, 4000 ... up to 30000 ms. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/**
 * 3 retries in browsers; none on the server, where a request that fails should fail the render at once;
 * none for mutations, which may not be safe to repeat.
 */
export function defaultRetries(options: { mutation?: boolean } = {}): number {
  if (options.mutation) return 0;
  return typeof window === 'undefined' ? 0 : DEFAULT_RETRIES;
}

export interface RetryOptions {
  /** Retries after the first attempt; see `defaultRetries`. */
  retries?: number;
  mutation?: boolean;
  /** Whether an error is worth another attempt; every error is, by default. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  delay?: (attempt: number) => number;
  /** Injectable for tests and for callers with their own timers. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or the retries are spent; the last error is thrown. */
export async function retry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? defaultRetries({ mutation: options.mutation });
  const delay = options.delay ?? retryDelay;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= retries || (options.shouldRetry && !options.shouldRetry(error, attempt))) throw error;
      await sleep(delay(attempt));
    }
  }
}
