import { sandboxPaymentsCalls as calls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { createChargebacks } from './chargebacks.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** Atrium's sandbox chargebacks: the site plays the card network's side of a dispute on its own payments. */
export function chargebackRoutes(chargebacks: ReturnType<typeof createChargebacks>) {
  return [
    defineRoute(calls.openSandboxChargeback, {
      ...manage,
      summary: 'Open a sandbox chargeback on a captured sandbox payment',
      handler: (input, call) => chargebacks.open(call.siteId, input),
    }),
    defineRoute(calls.approveSandboxChargeback, {
      ...manage,
      summary: "Approve a sandbox chargeback: the money goes back to the buyer's bank",
      handler: (input, call) => chargebacks.approve(call.siteId, input.chargebackId),
    }),
    defineRoute(calls.reverseSandboxChargeback, {
      ...manage,
      summary: 'Reverse a sandbox chargeback: the merchant keeps the money',
      handler: (input, call) => chargebacks.reverse(call.siteId, input.chargebackId),
    }),
  ];
}
