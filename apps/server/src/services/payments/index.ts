import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import type { JobRunner } from '../../core/jobs/index.js';
import { registerRoutes } from '../../core/wire/route.js';
import { paymentRoutes } from './routes.js';
import { createSandboxProvider, createSandboxTokens, type SandboxDeps } from './sandbox.js';
import { sandboxTokens } from './tables.js';

const EXPIRED_TOKENS_QUEUE = 'payments.delete-expired-tokens';

/** Payment providers: the sandbox, which works on this machine, and its card tokens. */
export function createPayments(deps: SandboxDeps, jobs: JobRunner) {
  // Hourly: tokens past their expiry can never be charged; their rows go.
  jobs.define({ name: EXPIRED_TOKENS_QUEUE });
  jobs.scheduleEvery(EXPIRED_TOKENS_QUEUE, '23 * * * *');
  jobs.handle(EXPIRED_TOKENS_QUEUE, async () => {
    await deps.db.delete(sandboxTokens).where(lt(sandboxTokens.expiresAt, new Date(deps.clock())));
  });
  const sandbox = createSandboxProvider(deps);
  return { tokens: createSandboxTokens(deps), providers: new Map([[sandbox.id, sandbox]]) };
}

export type Payments = ReturnType<typeof createPayments>;

export function paymentsPlugin(payments: Payments) {
  return async (app: FastifyInstance) => registerRoutes(app, paymentRoutes(payments));
}
