import { backInStockNotificationsCalls as calls } from '@atrium/contract';
import type { Call } from '../../core/wire/route.js';
import { defineRoute } from '../../core/wire/route.js';
import { mailLanguage } from './mails.js';
import type { BackInStockNotifier } from './notify.js';
import type { BackInStockService, Requester } from './service.js';

/** Reports, marks and counts are the site's: the owner, or an API key with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** A visitor or member asks for themselves and reads only their own; the owner and API keys act for the site. */
function requester(call: Call): Requester {
  const { auth } = call;
  const own = auth.kind === 'visitor' ? auth.visitorId : auth.kind === 'member' ? auth.memberId : null;
  return {
    siteId: call.siteId,
    requesterId: own,
    contactId: auth.kind === 'member' ? auth.memberId : null,
    ip: call.request.ip,
  };
}

export function backInStockRoutes(service: BackInStockService, notifier: BackInStockNotifier) {
  return [
    defineRoute(calls.createBackInStockNotificationRequest, {
      access: 'site',
      summary: 'Ask to be mailed once when an out-of-stock item can be bought again',
      handler: async (input, call) => ({
        request: await service.create(requester(call), {
          request: input.request,
          itemDetails: input.itemDetails,
          language: mailLanguage(call.request.headers['accept-language']),
        }),
      }),
    }),
    defineRoute(calls.queryBackInStockNotificationRequests, {
      access: 'site',
      summary: "Query requests: the site's all, a visitor's or member's own",
      handler: (input, call) => service.query(requester(call), input.query),
    }),
    defineRoute(calls.getBackInStockNotificationRequestsCountByCatalogReferences, {
      ...manage,
      summary: 'How many shoppers wait for each item',
      handler: (input, call) => service.countByCatalogReferences(call.siteId, input.catalogReferences),
    }),
    defineRoute(calls.reportItemsBackInStock, {
      ...manage,
      summary: 'Mail now the shoppers waiting for an item, or the requests named',
      handler: async (input, call) => {
        await notifier.report(call.siteId, input);
        return {};
      },
    }),
    defineRoute(calls.deleteBackInStockNotificationRequest, {
      access: 'site',
      summary: "Delete a request (a visitor's or member's own)",
      handler: async (input, call) => {
        await service.remove(requester(call), input.id);
        return {};
      },
    }),
    defineRoute(calls.getBackInStockNotificationRequest, {
      access: 'site',
      summary: "A request by id (a visitor's or member's own)",
      handler: async (input, call) => ({ request: await service.get(requester(call), input.id) }),
    }),
    defineRoute(calls.markAsNotificationSent, {
      ...manage,
      summary: 'Mark a request as notified by the site itself; no mail of ours follows',
      handler: async (input, call) => ({
        request: await service.markAsNotificationSent(call.siteId, input.id),
      }),
    }),
  ];
}
