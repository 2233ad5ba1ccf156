import { ordersCalls, type AggregateOrdersRequest } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { OrderAggregates } from './aggregate.js';

/** aggregateOrders: the site's figures (its owner, and API keys with `ecom.manage`); a buyer has none to read. */
export function aggregateRoutes(aggregates: OrderAggregates) {
  return [
    defineRoute(ordersCalls.aggregateOrders, {
      access: 'admin',
      permission: 'ecom.manage',
      summary: "Count the site's orders and add up their money by value, by date or in all, over a filter",
      handler: (input: AggregateOrdersRequest, call) => aggregates.aggregate(call.siteId, input),
    }),
  ];
}
