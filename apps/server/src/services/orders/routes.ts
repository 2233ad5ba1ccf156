import { checkoutCalls, ordersCalls } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../core/wire/route.js';
import type { OrdersService } from './service.js';

const site = { access: 'site' as const };

/** The `Idempotency-Key` header, if sent (once). */
export const idempotencyKey = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The checkout calls that make its order ("Commerce: checkout"), and the order calls built so far. */
export function orderRoutes(orders: OrdersService) {
  return [
    defineRoute(checkoutCalls.createOrder, {
      ...site,
      summary: 'Place the order of a checkout, to be paid offline',
      handler: (input, call) =>
        orders.createFromCheckout(call.siteId, call.auth, input, idempotencyKey(call.request)),
    }),
    defineRoute(checkoutCalls.createOrderAndCharge, {
      ...site,
      summary: 'Place the order of a checkout and charge its payment token',
      handler: (input, call) =>
        orders.chargeFromCheckout(call.siteId, call.auth, input, idempotencyKey(call.request)),
    }),
    defineRoute(checkoutCalls.markCheckoutAsCompleted, {
      ...site,
      summary: 'Close a checkout whose order was made elsewhere',
      handler: (input, call) => orders.markCheckoutCompleted(call.siteId, call.auth, input),
    }),
    defineRoute(ordersCalls.getOrder, {
      ...site,
      summary: 'An order as it was placed, with its payments and timeline',
      handler: (input, call) => orders.get(call.siteId, call.auth, input.id),
    }),
  ];
}
