import { describe, expect, it } from 'vitest';
import { createInsertBatcher } from './insert-batcher.js';

describe('insert batcher', () => {
  it('groups rows that arrive together into one write, and answers each caller', async () => {
    const writes: number[][] = [];
    const insert = createInsertBatcher<number>(async (rows) => void writes.push(rows));
    await Promise.all([1, 2, 3, 4].map((n) => insert(n)));
    expect(writes).toEqual([[1, 2, 3, 4]]);
  });

  it('fails only the bad row of a batch', async () => {
    const written: number[] = [];
    const insert = createInsertBatcher<number>(async (rows) => {
      if (rows.includes(13)) throw new Error('duplicate key');
      written.push(...rows);
    });
    const results = await Promise.allSettled([11, 12, 13, 14].map((n) => insert(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(written.sort()).toEqual([11, 12, 14]);
  });

  it('does not resolve before the write has finished', async () => {
    let finish: () => void = () => undefined;
    const insert = createInsertBatcher<number>(() => new Promise<void>((resolve) => (finish = resolve)));
    let done = false;
    const pending = insert(1).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    finish();
    await pending;
    expect(done).toBe(true);
  });
});
