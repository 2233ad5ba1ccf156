import { abandonedCheckoutsCalls as calls } from '@atrium/contract';
import { definePage, defineRoute } from '../../core/wire/route.js';
import type { Analytics } from './analytics.js';
import type { Reopen } from './redirect.js';
import type { AbandonedCheckoutsService } from './service.js';
import type { AbandonedSettingsService } from './settings.js';

interface Parts {
  service: AbandonedCheckoutsService;
  analytics: Analytics;
  settings: AbandonedSettingsService;
  reopen: Reopen;
}

/**
 * Abandoned checkouts hold other people's emails and carts and are the site's back office: every call is the
 * owner's or an API key's with `ecom.manage`, except the mail's link (redirectToCheckout), which a shopper
 * follows with no credentials. A visitor or member has no call here: they see their checkout, not this record.
 */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** ENDPOINTS.md "Commerce: abandoned checkouts", and Atrium's recovery settings. */
export function abandonedCheckoutRoutes(abandoned: Parts) {
  const { service, analytics, settings, reopen } = abandoned;
  return [
    defineRoute(calls.getAbandonedCheckoutAnalytics, {
      ...manage,
      summary: 'Counts and amounts of abandoned and recovered checkouts over a period of days',
      handler: (input, call) => analytics(call.siteId, input),
    }),
    defineRoute(calls.queryAbandonedCheckouts, {
      ...manage,
      summary: "Query the site's abandoned checkouts",
      handler: (input, call) => service.query(call.siteId, input.query),
    }),
    defineRoute(calls.searchAbandonedCheckouts, {
      ...manage,
      summary: "Search the site's abandoned checkouts by filter and by the buyer's email or name",
      handler: (input, call) => service.search(call.siteId, input.search),
    }),
    defineRoute(calls.getAbandonedCheckout, {
      ...manage,
      summary: 'An abandoned checkout by id, with its activities',
      handler: (input, call) => service.get(call.siteId, input.abandonedCheckoutId),
    }),
    defineRoute(calls.deleteAbandonedCheckout, {
      ...manage,
      summary: "Delete an abandoned checkout (the buyer's data goes; the checkout is not marked again)",
      handler: async (input, call) => {
        await service.remove(call.siteId, input.abandonedCheckoutId);
        return {};
      },
    }),
    defineRoute(calls.bulkDeleteAbandonedCheckouts, {
      ...manage,
      summary: 'Delete up to 100 abandoned checkouts, each succeeding or failing on its own',
      handler: (input, call) => service.bulkRemove(call.siteId, input.abandonedCheckoutIds),
    }),
    defineRoute(calls.addAbandonedCheckoutActivity, {
      ...manage,
      summary: 'Record what the site did about an abandoned checkout (role ADMIN)',
      handler: (input, call) =>
        service.addActivity(call.siteId, input.abandonedCheckoutId, input.activityType),
    }),
    definePage(calls.redirectToCheckout, {
      // `none` rather than `site`: the recovery mail's link is a page a browser navigates to, which sends no
      // token. Credentials sent anyway are resolved and must be of the site the link names.
      access: 'none',
      summary: 'Reopen an abandoned checkout: a 302 to its page for a browser, else its description',
      async handler(input, call) {
        const auth = await call.request.authenticate();
        const url = await reopen({ ...input, auth, address: call.request.ip });
        if (call.request.headers.accept?.includes('text/html')) return call.reply.redirect(url, 302);
        return call.reply.send({ body: '', statusCode: 302, headers: [{ key: 'Location', value: url }] });
      },
    }),
    defineRoute(calls.getAbandonedCheckoutSettings, {
      ...manage,
      summary: "The site's checkout recovery settings: on or off, the delay, and the mail schedule",
      handler: async (_, call) => ({ settings: await settings.get(call.siteId) }),
    }),
    defineRoute(calls.updateAbandonedCheckoutSettings, {
      ...manage,
      summary: "Change the site's checkout recovery settings that the request sends; the rest stay",
      handler: async (input, call) => ({ settings: await settings.update(call.siteId, input.settings) }),
    }),
  ];
}
