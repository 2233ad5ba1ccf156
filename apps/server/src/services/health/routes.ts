import { healthCalls } from '@atrium/contract';
import { appError } from '../../core/wire/errors.js';
import { defineRoute } from '../../core/wire/route.js';
import type { HealthService } from './service.js';

export function healthRoutes(health: HealthService) {
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
        if (!(await health.databaseAnswers()))
          throw appError('NOT_READY', {}, 'The database is not reachable');
        return { status: 'ready' };
      },
    }),
  ];
}
