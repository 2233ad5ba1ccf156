import { checkoutTemplatesCalls } from '@atrium/contract';
import { definePage, defineRoute } from '../../core/wire/route.js';
import type { CheckoutTemplatesService } from './service.js';
import type { createTemplateUse } from './use.js';

/** Templates are kept by the site owner and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };
const calls = checkoutTemplatesCalls;

/** ENDPOINTS.md "Commerce: checkout templates". */
export function checkoutTemplateRoutes(
  templates: CheckoutTemplatesService,
  use: ReturnType<typeof createTemplateUse>,
) {
  return [
    defineRoute(calls.createCheckoutTemplate, {
      ...manage,
      summary: 'Create a checkout template: lines, a coupon and page settings to make checkouts from',
      handler: async (input, call) => ({
        checkoutTemplate: await templates.create(call.siteId, input.checkoutTemplate),
      }),
    }),
    defineRoute(calls.bulkCreateCheckoutTemplates, {
      ...manage,
      summary: 'Create up to 100 checkout templates, each succeeding or failing on its own',
      handler: (input, call) =>
        templates.bulkCreate(call.siteId, input.checkoutTemplates, input.returnEntity ?? false),
    }),
    defineRoute(calls.queryCheckoutTemplates, {
      ...manage,
      summary: "Query the site's checkout templates",
      handler: (input, call) => templates.query(call.siteId, input.query),
    }),
    defineRoute(calls.getCheckoutTemplate, {
      ...manage,
      summary: 'A checkout template by id',
      handler: async (input, call) => ({
        checkoutTemplate: await templates.get(call.siteId, input.checkoutTemplateId),
      }),
    }),
    defineRoute(calls.updateCheckoutTemplate, {
      ...manage,
      summary: 'Change the fields of a checkout template that the request sends; the rest stay',
      handler: async (input, call) => ({
        checkoutTemplate: await templates.update(call.siteId, input.checkoutTemplate),
      }),
    }),
    defineRoute(calls.deleteCheckoutTemplate, {
      ...manage,
      summary: 'Delete a checkout template (checkouts made from it stay)',
      handler: async (input, call) => {
        await templates.remove(call.siteId, input.checkoutTemplateId);
        return {};
      },
    }),
    defineRoute(calls.createCheckoutFromTemplate, {
      access: 'site',
      summary: 'Make a checkout from an active template, priced from the catalogue now, and its page',
      handler: (input, call) => use({ ...input, auth: call.auth, address: call.request.ip }),
    }),
    definePage(calls.createAndRedirectToCheckout, {
      // `none` rather than `site`: the link is a page a browser navigates to, which sends no token (like a
      // cart permalink). Credentials sent anyway are resolved and used; without them the payload's siteId names
      // the site (a template of it must exist) and the checkout has no buyer until the hosted page adopts it.
      access: 'none',
      summary:
        'Make a checkout from an active template and go to its page: a 302 for a browser, else its description',
      async handler(input, call) {
        const auth = await call.request.authenticate();
        const { checkoutUrl } = await use({ ...input, auth, address: call.request.ip });
        if (call.request.headers.accept?.includes('text/html')) return call.reply.redirect(checkoutUrl, 302);
        return call.reply.send({
          body: '',
          statusCode: 302,
          headers: [{ key: 'Location', value: checkoutUrl }],
        });
      },
    }),
  ];
}
