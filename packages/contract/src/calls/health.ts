import { withSchemas } from '../calls.js';
import { healthEndpoints } from '../endpoints/index.js';
import { HealthStatus } from '../health.js';
import { EmptyRequest } from '../owners.js';

export const healthCalls = /* @__PURE__ */ withSchemas(healthEndpoints, {
  healthz: { input: EmptyRequest, output: HealthStatus },
  readyz: { input: EmptyRequest, output: HealthStatus, errors: ['NOT_READY'] },
});
