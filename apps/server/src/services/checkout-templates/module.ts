import { defineModule } from '../../core/modules/index.js';
import { checkoutTemplateRoutes } from './routes.js';
import { createCheckoutTemplatesService, type CheckoutTemplatesService } from './service.js';
import * as tables from './tables.js';
import { createTemplateUse, type TemplateUse } from './use.js';

/** Checkout templates: a site's ready-made checkouts (a link in a campaign), kept and used. */
export interface CheckoutTemplates {
  service: CheckoutTemplatesService;
  use: TemplateUse;
}

declare module '../../core/modules/module.js' {
  interface Modules {
    checkoutTemplates: CheckoutTemplates;
  }
}

export const checkoutTemplatesModule = defineModule({
  name: 'checkoutTemplates',
  needs: ['commerce', 'checkouts', 'hostedCheckout'],
  tables,
  create({ core, commerce, checkouts, hostedCheckout }): CheckoutTemplates {
    const ctx = {
      db: core.db,
      clock: core.clock,
      outbox: core.outbox,
      cursorKey: core.cursorKey,
      limiter: core.limiter,
      storeSettings: commerce.storeSettings,
      checkouts,
      hostedCheckout,
    };
    return { service: createCheckoutTemplatesService(ctx), use: createTemplateUse(ctx) };
  },
  routes: (templates) => checkoutTemplateRoutes(templates.service, templates.use),
});
