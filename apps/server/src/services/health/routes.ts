import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/wire/errors.js';
import { defineRoute } from '../../core/wire/route.js';

const Status = z.object({ status: z.string() });

export function healthRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      path: '/healthz',
      access: 'none',
      summary: 'The process is up',
      input: z.object({}),
      output: Status,
      handler: async () => ({ status: 'ok' }),
    }),
    defineRoute({
      method: 'GET',
      path: '/readyz',
      access: 'none',
      summary: 'The database answers',
      input: z.object({}),
      output: Status,
      async handler() {
        try {
          await db.execute(sql`select 1`);
        } catch {
          throw new AppError(503, 'NOT_READY', 'The database is not reachable');
        }
        return { status: 'ready' };
      },
    }),
  ];
}
