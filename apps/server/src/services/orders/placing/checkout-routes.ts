import { checkoutCalls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import { idempotencyKey } from '../idempotency.js';
import type { CheckoutOrders } from './placing.js';

const site = { access: 'site' as const };

/** The checkout calls that make its order ("Commerce: checkout"). */
export function checkoutOrderRoutes(orders: CheckoutOrders) {
  return [
    defineRoute(checkoutCalls.createOrder, {
      ...site,
      summary: 'Place the order of a checkout, to be paid offline',
      handler: (input, call) =>
        orders.createFromCheckout(
          { siteId: call.siteId, auth: call.auth, key: idempotencyKey(call.request) },
          input,
        ),
    }),
    defineRoute(checkoutCalls.createOrderAndCharge, {
      ...site,
      summary: 'Place the order of a checkout and charge its payment token',
      handler: (input, call) =>
        orders.chargeFromCheckout(
          { siteId: call.siteId, auth: call.auth, key: idempotencyKey(call.request) },
          input,
        ),
    }),
    defineRoute(checkoutCalls.markCheckoutAsCompleted, {
      ...site,
      summary: 'Close a checkout whose order was made elsewhere',
      handler: (input, call) => orders.markCheckoutCompleted(call.siteId, call.auth, input),
    }),
  ];
}
