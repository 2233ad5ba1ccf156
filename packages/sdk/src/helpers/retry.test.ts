import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRetries, retry, retryDelay } from './retry.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function failingTimes(failures: number) {
  let calls = 0;
  return async (attempt: number) => {
    calls += 1;
    if (attempt < failures) throw new Error(`failure ${attempt}`);
    return `ok after ${calls}`;
  };
}

describe('retry', () => {
  it('waits 1000, 2000, 4000 ms between attempts', async () => {
    const sleeps: number[] = [];
    const result = await retry(failingTimes(3), { retries: 3, sleep: async (ms) => void sleeps.push(ms) });
    expect(result).toBe('ok after 4');
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('caps the delay at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('throws the last error once the retries are spent', async () => {
    const sleeps: number[] = [];
    await expect(
      retry(failingTimes(5), { retries: 2, sleep: async (ms) => void sleeps.push(ms) }),
    ).rejects.toThrow('failure 2');
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('stops at once for errors not worth retrying', async () => {
    const task = vi.fn(failingTimes(5));
    await expect(
      retry(task, { retries: 3, shouldRetry: () => false, sleep: async () => {} }),
    ).rejects.toThrow('failure 0');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not retry on the server by default', async () => {
    const task = vi.fn(failingTimes(1));
    await expect(retry(task, { sleep: async () => {} })).rejects.toThrow('failure 0');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('retries 3 times in a browser, and never for mutations', async () => {
    expect(defaultRetries()).toBe(0);
    vi.stubGlobal('window', {});
    expect(defaultRetries()).toBe(3);
    expect(defaultRetries({ mutation: true })).toBe(0);
    const sleeps: number[] = [];
    expect(await retry(failingTimes(3), { sleep: async (ms) => void sleeps.push(ms) })).toBe('ok after 4');
    expect(sleeps).toHaveLength(3);
    await expect(retry(failingTimes(1), { mutation: true, sleep: async () => {} })).rejects.toThrow(
      'failure 0',
    );
  });
});
