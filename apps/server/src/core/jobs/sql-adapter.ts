import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/index.js';

/**
 * Lets pg-boss write through a Drizzle transaction, so that a job is enqueued atomically with the change
 * that calls for it (the outbox guarantee). `$1`-style placeholders become Drizzle parameters.
 */
export function executorAdapter(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        // Drizzle drops `undefined` parameters, which would shift the SQL; pg-boss means NULL by it.
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await executor.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
