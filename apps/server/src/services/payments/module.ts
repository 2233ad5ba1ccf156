import type { PaymentProvider } from '../../core/commerce/payments.js';
import { defineModule } from '../../core/modules/index.js';
import { paymentRoutes } from './routes.js';
import { createSandboxProvider, createSandboxTokens, type SandboxTokens } from './sandbox.js';
import * as tables from './tables.js';

/** Payment providers: the sandbox, which works on this machine, and its card tokens. */
export interface Payments {
  tokens: SandboxTokens;
  providers: ReadonlyMap<string, PaymentProvider>;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    payments: Payments;
  }
}

export const paymentsModule = defineModule({
  name: 'payments',
  needs: [],
  tables,
  create({ core }): Payments {
    const { db, clock, limiter } = core;
    const sandbox = createSandboxProvider({ db, clock });
    return {
      tokens: createSandboxTokens({ db, clock, limiter }),
      providers: new Map([[sandbox.id, sandbox]]),
    };
  },
  routes: (payments) => paymentRoutes(payments.tokens),
  jobs: (payments) => [
    {
      queue: 'payments.delete-expired-tokens',
      every: '23 * * * *',
      handle: () => payments.tokens.deleteExpired(),
    },
  ],
});
