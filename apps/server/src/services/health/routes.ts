import { healthCalls } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { appError } from '../../core/wire/errors.js';
import { defineRoute } from '../../core/wire/route.js';

export function healthRoutes(db: Db) {
  return [
    defineRoute(healthCalls.healthz, {
      access: 'none',
      summary: 'The process is up',
      handler: async () => ({ status: 'ok' }),
    }),
    defineRoute(healthCalls.readyz, {
      access: 'none',
      summary: 'The database answers',
      async handler() {
        try {
          await db.execute(sql`select 1`);
        } catch {
          throw appError('NOT_READY', {}, 'The database is not reachable');
        }
        return { status: 'ready' };
      },
    }),
  ];
}
