import { orderFulfillmentsCalls as calls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { Fulfillments } from './fulfillments.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** Order fulfillments: the site's calls that say what of an order shipped and how to follow it. */
export function fulfillmentRoutes(fulfillments: Fulfillments) {
  return [
    defineRoute(calls.listFulfillmentsForSingleOrder, {
      ...manage,
      summary: "An order's fulfillments, in the order they were made",
      handler: (input, call) => fulfillments.listForOrder(call.siteId, input.orderId),
    }),
    defineRoute(calls.listFulfillmentsForMultipleOrders, {
      ...manage,
      summary: 'The fulfillments of several orders; ids of no order of the site are left out',
      handler: (input, call) => fulfillments.listForOrders(call.siteId, input.orderIds),
    }),
    defineRoute(calls.createFulfillment, {
      ...manage,
      summary:
        "Ship some of an order's lines (all that is left, when none are named), never more than is left",
      handler: (input, call) => fulfillments.create(call.siteId, input),
    }),
    defineRoute(calls.bulkCreateFulfillments, {
      ...manage,
      summary: 'Create fulfillments for several orders, each order on its own',
      handler: (input, call) => fulfillments.bulkCreate(call.siteId, input),
    }),
    defineRoute(calls.updateFulfillment, {
      ...manage,
      summary: "Change a fulfillment's tracking or custom info, status or completion",
      handler: (input, call) => fulfillments.update(call.siteId, input),
    }),
    defineRoute(calls.deleteFulfillment, {
      ...manage,
      summary: 'Delete a fulfillment: its lines count as not shipped again',
      handler: (input, call) => fulfillments.delete(call.siteId, input),
    }),
  ];
}
