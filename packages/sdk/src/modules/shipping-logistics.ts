/**
 * Atrium: a shipping option's logistics. A pickup (a store or a pickup point, with its address and instructions)
 * and the delivery time slots it is offered in; carts offer such an option with `logistics.pickupDetails`, or
 * once per upcoming slot.
 */
import type { ShippingLogistics, ShippingLogisticsResponse } from '@atrium/contract';
import { shippingLogisticsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { logisticsAnswer, logisticsToWire } from '../helpers/cart-answer.js';

export type { ShippingLogistics, ShippingLogisticsResponse };

export const getShippingLogistics = /* @__PURE__ */ defineMethod<
  [shippingOptionId: string],
  ShippingLogisticsResponse
>(shippingLogisticsEndpoints.getShippingLogistics, {
  args: ['shippingOptionId'],
  transform: logisticsAnswer,
  elevated: true,
});

/** Replaces the option's pickup and slots: what is left out is removed. */
export const updateShippingLogistics = /* @__PURE__ */ defineMethod<
  [shippingOptionId: string, logistics: ShippingLogistics],
  ShippingLogisticsResponse
>(shippingLogisticsEndpoints.updateShippingLogistics, {
  args: ['shippingOptionId', 'logistics'],
  prepare: logisticsToWire,
  transform: logisticsAnswer,
  elevated: true,
});
