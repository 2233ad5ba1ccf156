import cookiePlugin from '@fastify/cookie';
import { defineModule } from '../../core/modules/index.js';
import { hostedCheckoutRoutes } from './routes.js';
import { createHostedCheckoutService, type HostedCheckoutService } from './service.js';

/** Atrium's hosted checkout: offers the `ecomCheckout` redirect intent as soon as it is made. */
export type HostedCheckout = HostedCheckoutService;

declare module '../../core/modules/module.js' {
  interface Modules {
    hostedCheckout: HostedCheckout;
  }
}

export const hostedCheckoutModule = defineModule({
  name: 'hostedCheckout',
  needs: ['redirects', 'checkouts', 'orderPlacing', 'sites', 'oauth'],
  tables: {},
  create: async ({ core, redirects, checkouts, orderPlacing, sites, oauth }) =>
    createHostedCheckoutService({
      clock: core.clock,
      publicUrl: core.config.publicUrl,
      linkKey: await core.secret('checkout-links'),
      redirects,
      checkouts,
      orders: orderPlacing.checkouts,
      sites,
      accessTokens: oauth.accessTokens,
    }),
  async plugin(scope) {
    await scope.register(cookiePlugin);
  },
  routes: (hosted, { core, redirects }) =>
    hostedCheckoutRoutes(hosted, {
      publicUrl: core.config.publicUrl,
      secureCookies: core.config.publicUrl.startsWith('https:'),
      assertHostedPage: redirects.assertHostedPage,
    }),
});
