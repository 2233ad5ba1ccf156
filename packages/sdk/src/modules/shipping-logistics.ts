/**
 * Atrium: a shipping option's logistics. A pickup (a store or a pickup point, with its address and instructions)
 * and the delivery time slots it is offered in; carts offer such an option with `logistics.pickupDetails`, or
 * once per upcoming slot.
 */
import type { PickupSetting as WirePickup, ShippingLogistics as WireLogistics } from '@atrium/contract';
import { shippingLogisticsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';
import { logisticsAnswer, logisticsToWire } from '../helpers/cart-answer.js';

/** An address as the client shows it (WIRE.md section 3): `addressLine1`, `formatted` and `location`. */
export type PickupAddress = Omit<WirePickup['address'], 'addressLine' | 'formattedAddress' | 'geocode'> & {
  addressLine1?: string | null;
  formatted?: string | null;
  location?: WirePickup['address']['geocode'];
};
export type PickupSetting = Omit<WirePickup, 'address'> & { address: PickupAddress };
export type ShippingLogistics = Omit<WireLogistics, 'pickup'> & { pickup?: PickupSetting | null };
export interface ShippingLogisticsResponse {
  shippingOptionId: string;
  logistics: ShippingLogistics;
}

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
