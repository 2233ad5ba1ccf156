import { ordersCalls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { OrderManagement } from './manage.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** The site's own order calls: search (a buyer searches their own), status, cancel and update. */
export function manageRoutes(orders: OrderManagement) {
  return [
    defineRoute(ordersCalls.searchOrders, {
      access: 'site',
      summary: "Search the site's orders (a buyer's own, for a buyer), with filters, sort and cursor paging",
      handler: (input, call) => orders.search(call.siteId, call.auth, input),
    }),
    defineRoute(ordersCalls.updateOrderStatus, {
      ...manage,
      summary: "Move an order's status as its transitions allow",
      handler: async (input, call) =>
        orders.setStatus(call.siteId, call.auth, { orderId: input.orderId, status: input.status }),
    }),
    defineRoute(ordersCalls.cancelOrder, {
      ...manage,
      summary: 'Cancel an order, giving its stock back and telling the buyer when asked',
      handler: (input, call) => orders.cancel(call.siteId, call.auth, input),
    }),
    defineRoute(ordersCalls.updateOrder, {
      ...manage,
      summary: "Change an order's contact, addresses, note, flags or tags",
      handler: (input, call) =>
        orders.update(call.siteId, call.auth, { order: input.order, fieldMask: input.fieldMask }),
    }),
    defineRoute(ordersCalls.updateOrderLineItem, {
      ...manage,
      summary: "Change how an order's line is named, described or handled (never its quantity or price)",
      handler: (input, call) => orders.updateLine(call.siteId, call.auth, input),
    }),
    defineRoute(ordersCalls.bulkUpdateOrders, {
      ...manage,
      summary: 'Change several orders, each on its own',
      handler: (input, call) => orders.bulkUpdate(call.siteId, call.auth, input),
    }),
  ];
}
