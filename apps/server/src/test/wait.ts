import type { Database } from '../core/db/index.js';

/** Polls `check` until it gives a value (not undefined or false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
