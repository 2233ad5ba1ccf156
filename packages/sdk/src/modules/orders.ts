/**
 * Commerce: orders (ENDPOINTS.md "Commerce: orders and payments collector"): the calls built so far. An order is
 * its buyer's to read, and the site's (the owner, API keys with `ecom.manage`).
 */
import type { Order as WireOrder } from '@atrium/contract';
import { ordersEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import type { FromWire } from '../wire/wire-types.js';

export type Order = FromWire<WireOrder>;

/** An order as it was placed, with its payments' balance and its timeline. */
export const getOrder = /* @__PURE__ */ defineMethod<[_id: string], Order>(ordersEndpoints.getOrder, {
  args: ['_id'],
  payload: { id: '_id' },
  returns: 'order',
});
