import { subscriptionContractsCalls as calls } from '@atrium/contract';
import { hasPermission, type AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import { defineRoute } from '../../core/wire/route.js';
import { ECOM_PERMISSION } from '../../core/commerce/lines/ownership.js';
import type { SubscriptionsService } from './service.js';

/** The site's calls: the owner, or an API key with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: ECOM_PERMISSION };

/**
 * A member acts on their own contracts, the site on all of them; visitors are refused by the route (a subscription
 * is a member's). An API key must hold `ecom.manage`.
 */
function member(auth: AuthContext): AuthContext {
  if (auth.kind === 'apiKey' && !hasPermission(auth, ECOM_PERMISSION))
    throw appError('MISSING_PERMISSION', { permission: ECOM_PERMISSION });
  return auth;
}

export function subscriptionRoutes(service: SubscriptionsService) {
  return [
    defineRoute(calls.querySubscriptionContracts, {
      access: 'member',
      summary: "Query subscription contracts: the site's all, a member's own",
      handler: (input, call) => service.query(call.siteId, member(call.auth), input.query),
    }),
    defineRoute(calls.getSubscriptionContract, {
      access: 'member',
      summary: "A subscription contract by id (a member's own)",
      handler: async (input, call) => ({
        subscriptionContract: await service.get(call.siteId, member(call.auth), input.subscriptionContractId),
      }),
    }),
    defineRoute(calls.cancelSubscriptionContract, {
      access: 'member',
      summary: 'Cancel a subscription: the site always, its member when the contract allows it',
      handler: async (input, call) => ({
        subscriptionContract: await service.cancel(
          call.siteId,
          member(call.auth),
          input.subscriptionContractId,
        ),
      }),
    }),
    defineRoute(calls.pauseSubscriptionContract, {
      ...manage,
      summary: 'Pause a subscription: no renewal until it is resumed',
      handler: async (input, call) => ({
        subscriptionContract: await service.pause(call.siteId, call.auth, input.subscriptionContractId),
      }),
    }),
    defineRoute(calls.resumeSubscriptionContract, {
      ...manage,
      summary: 'Resume a paused or suspended subscription; billing dates passed while paused are skipped',
      handler: async (input, call) => ({
        subscriptionContract: await service.resume(call.siteId, call.auth, input.subscriptionContractId),
      }),
    }),
  ];
}
