import { ordersCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { OrderView } from './view.js';

/** getOrder: an order for its buyer, or for the site. */
export function orderRoutes(view: OrderView) {
  return [
    defineRoute(ordersCalls.getOrder, {
      access: 'site',
      summary: 'An order as it was placed, with its payments and timeline',
      handler: (input, call) => view(call.siteId, call.auth, input.id),
    }),
  ];
}
