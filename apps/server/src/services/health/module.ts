import { defineModule } from '../../core/modules/index.js';
import { healthRoutes } from './routes.js';
import { createHealthService, type HealthService } from './service.js';

declare module '../../core/modules/module.js' {
  interface Modules {
    health: HealthService;
  }
}

/** Liveness and readiness, for the proxy and the orchestrator in front of the server. */
export const healthModule = defineModule({
  name: 'health',
  needs: [],
  tables: {},
  create: ({ core }) => createHealthService(core.db),
  routes: (health) => healthRoutes(health),
});
