import { paymentsCollectorCalls as calls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { GatewayOrders } from './gateway-orders.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** Payment gateway orders: what an order's next charge through the provider is for (the payments collector's). */
export function gatewayOrderRoutes(gatewayOrders: GatewayOrders) {
  return [
    defineRoute(calls.preparePaymentCollection, {
      ...manage,
      summary:
        'Prepare a charge of part or all of what an order owes: a payment gateway order for that amount',
      handler: (input, call) => gatewayOrders.prepare(call.siteId, input),
    }),
    defineRoute(calls.paymentCollectionCreatePaymentGatewayOrder, {
      ...manage,
      summary: 'A payment gateway order for all that an order still owes',
      handler: (input, call) => gatewayOrders.create(call.siteId, input),
    }),
  ];
}
