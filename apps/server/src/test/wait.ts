import { vi } from 'vitest';
import type { Database } from '../core/db/index.js';

/** Polls `check` every 50 ms until it gives a truthy value (vitest's `vi.waitUntil`), for at most `timeoutMs`. */
export function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 20_000) {
  return vi.waitUntil(check, { timeout: timeoutMs, interval: 50 });
}

/**
 * Waits until these job queues hold at least `atLeast` jobs and none of them is waiting, running or due for a
 * retry: what a test awaits before asserting that something did NOT happen, instead of sleeping.
 */
export async function jobsSettled(
  database: Pick<Database, 'executeSql'>,
  queues: string[],
  atLeast = 1,
): Promise<void> {
  await waitFor(async () => {
    const { rows } = await database.executeSql(
      `select count(*)::int as total,
              count(*) filter (where state in ('created', 'retry', 'active'))::int as open
         from pgboss.job where name = any($1)`,
      [queues],
    );
    const { total, open } = rows[0] as { total: number; open: number };
    return total >= atLeast && open === 0;
  });
}
