import { CHECKOUT_EVENTS, ORDER_EVENTS } from '@atrium/contract';
import { forgetDeletedMembers } from '../../core/commerce/anonymise.js';
import { defineModule } from '../../core/modules/index.js';
import { createAnalytics, type Analytics } from './analytics.js';
import type { AbandonedCheckoutsContext } from './context.js';
import { createRecovery, type Recovery } from './recovery.js';
import { createReopen, type Reopen } from './redirect.js';
import { abandonedCheckoutRoutes } from './routes.js';
import { createAbandonedCheckoutsService, type AbandonedCheckoutsService } from './service.js';
import { createAbandonedCheckoutSettings, type AbandonedSettingsService } from './settings.js';
import { createSweep, type Sweep } from './sweep.js';
import * as tables from './tables.js';

export const SWEEP_QUEUE = 'abandoned-checkouts.sweep';
export const RECOVERY_QUEUE = 'abandoned-checkouts.recover';

/**
 * Abandoned checkouts: a sweep every minute marks them and sends the recovery mails that are due (the
 * function is exposed so tests run it with a moved clock); an order made from a checkout recovers it.
 */
export interface AbandonedCheckouts {
  service: AbandonedCheckoutsService;
  sweep: Sweep;
  recovery: Recovery;
  analytics: Analytics;
  settings: AbandonedSettingsService;
  reopen: Reopen;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    abandonedCheckouts: AbandonedCheckouts;
  }
}

export const abandonedCheckoutsModule = defineModule({
  name: 'abandonedCheckouts',
  needs: ['checkouts', 'hostedCheckout', 'sites', 'commerce'],
  tables,
  create({ core, checkouts, hostedCheckout, sites, commerce }): AbandonedCheckouts {
    const ctx: AbandonedCheckoutsContext = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      mail: core.mail,
      cursorKey: core.cursorKey,
      limiter: core.limiter,
      publicUrl: core.config.publicUrl,
      checkouts,
      hostedCheckout,
      sites,
      storeSettings: commerce.storeSettings,
    };
    const service = createAbandonedCheckoutsService(ctx);
    return {
      service,
      sweep: createSweep(ctx),
      recovery: createRecovery(ctx),
      analytics: createAnalytics(ctx),
      settings: createAbandonedCheckoutSettings(ctx),
      reopen: createReopen(ctx, service),
    };
  },
  routes: (abandoned) => abandonedCheckoutRoutes(abandoned),
  jobs: (abandoned) => [{ queue: SWEEP_QUEUE, every: '* * * * *', handle: () => abandoned.sweep() }],
  listeners: (abandoned) => [
    {
      // `order.created` names the checkout an order was made of; `checkout.completed` names the order a caller
      // says the checkout became (markCheckoutAsCompleted with an order id). Recovering twice changes nothing.
      queue: RECOVERY_QUEUE,
      events: [ORDER_EVENTS.created, CHECKOUT_EVENTS.completed],
      options: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
      handle: (event) => abandoned.recovery.onEvent(event),
    },
    // A member who deletes their account: what was kept of their abandoned checkouts goes, and its mails stop.
    forgetDeletedMembers('abandoned-checkouts.member-deleted', abandoned.service.forgetMember),
  ],
});
