import { ordersCalls } from '@atrium/contract';
import { defineRoute } from '../../../core/wire/route.js';
import type { DirectOrders } from './direct.js';
import type { OrderImports } from './import.js';

/** The site's own: its owner, and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** Orders the site makes itself or brings from elsewhere, and their numbering. */
export function importRoutes(services: { direct: DirectOrders; imports: OrderImports }) {
  const { direct, imports } = services;
  return [
    defineRoute(ordersCalls.createOrder, {
      ...manage,
      summary:
        'Make an order directly (a phone or back-office order), priced by the caller; totals are the server’s',
      handler: (input, call) => direct.create(call.siteId, call.auth, input),
    }),
    defineRoute(ordersCalls.importOrder, {
      ...manage,
      summary:
        'Bring in an order made elsewhere, with its number, dates, totals and timeline; no stock moves',
      handler: (input, call) => imports.import(call.siteId, call.auth, input),
    }),
    defineRoute(ordersCalls.bulkDeleteImportedOrders, {
      ...manage,
      summary: 'Delete imported orders (others are left as they are); done before answering',
      handler: (input, call) => imports.bulkDelete(call.siteId, input),
    }),
    defineRoute(ordersCalls.setOrderNumberCounter, {
      ...manage,
      summary: 'Set the number the next order follows; lowering it needs allowLowerCounter',
      handler: (input, call) => imports.setCounter(call.siteId, input),
    }),
  ];
}
