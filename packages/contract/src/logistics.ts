import { z } from 'zod';
import { PickupMethod } from './cart-totals.js';
import { Address, CountryCode } from './commerce-common.js';

// Atrium's own logistics of a shipping option (`/atrium/v1/shipping-options/{id}/logistics`): whether it is a
// pickup, and the delivery time slots it is offered in. The protocol's shipping option has neither, but a cart's
// offered options carry them in `logistics` (pickupDetails, deliveryTime), as wire/types/cart.md describes.
// And the carriers a site takes live rates from (`/atrium/v1/carrier-settings`).

export const Weekday = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export type Weekday = z.infer<typeof Weekday>;
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM');

/** Where the buyer collects the order, and what they should know. */
export const PickupSetting = z.object({
  method: PickupMethod,
  address: Address.extend({ country: CountryCode }),
  instructions: z.string().max(1000).nullish(),
});
export type PickupSetting = z.infer<typeof PickupSetting>;

/** A window on a weekday, in the logistics' time zone; `to` is after `from`. */
export const DeliveryTimeSlotSetting = z
  .object({ weekday: Weekday, from: TimeOfDay, to: TimeOfDay })
  .refine((slot) => slot.from < slot.to, { message: 'must end after it starts', path: ['to'] });
export type DeliveryTimeSlotSetting = z.infer<typeof DeliveryTimeSlotSetting>;

export const ShippingLogistics = z.object({
  pickup: PickupSetting.nullish(),
  /** With slots, the option is offered once per slot in the coming week, each with its own code. */
  deliveryTimeSlots: z.array(DeliveryTimeSlotSetting).max(50).nullish(),
  /** The IANA time zone the slots are in (`Europe/Berlin`); UTC when not given. */
  timeZone: z
    .string()
    .max(50)
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as Europe/Berlin')
    .nullish(),
});
export type ShippingLogistics = z.infer<typeof ShippingLogistics>;
export const ShippingLogisticsResponse = z.object({
  shippingOptionId: z.uuid(),
  logistics: ShippingLogistics,
});
export type ShippingLogisticsResponse = z.infer<typeof ShippingLogisticsResponse>;
export const GetShippingLogisticsRequest = z.object({ shippingOptionId: z.uuid() });
export const UpdateShippingLogisticsRequest = z.object({
  shippingOptionId: z.uuid(),
  logistics: ShippingLogistics,
});

/** A carrier that quotes live rates, as installed on the server. */
export const Carrier = z.object({ carrierId: z.uuid(), name: z.string() });
export type Carrier = z.infer<typeof Carrier>;
export const CarrierSettings = z.object({
  /** The installed carriers whose rates carts of this site are offered. */
  enabledCarrierIds: z.array(z.uuid()).max(20),
});
export type CarrierSettings = z.infer<typeof CarrierSettings>;
export const CarrierSettingsResponse = z.object({
  carrierSettings: CarrierSettings,
  /** Every carrier installed on this server, enabled or not. */
  availableCarriers: z.array(Carrier),
});
export type CarrierSettingsResponse = z.infer<typeof CarrierSettingsResponse>;
export const GetCarrierSettingsRequest = z.object({});
export const UpdateCarrierSettingsRequest = z.object({ carrierSettings: CarrierSettings });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
