import { carrierSettingsCalls, shippingLogisticsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { Carriers } from './carriers.js';
import type { OptionsService } from './options.js';

const manage = { access: 'admin' as const, permission: 'ecom.manage' };

/** Atrium's logistics of a shipping option (pickup, delivery time slots) and the site's carriers. */
export function logisticsRoutes(options: OptionsService, carriers: Carriers) {
  return [
    defineRoute(shippingLogisticsCalls.getShippingLogistics, {
      ...manage,
      summary: "A shipping option's pickup details and delivery time slots",
      handler: (input, call) => options.logistics(call.siteId, input.shippingOptionId),
    }),
    defineRoute(shippingLogisticsCalls.updateShippingLogistics, {
      ...manage,
      summary:
        'Make a shipping option a pickup (store or pickup point, with its address) or offer it in delivery time slots',
      handler: (input, call) => options.setLogistics(call.siteId, input.shippingOptionId, input.logistics),
    }),
    defineRoute(carrierSettingsCalls.getCarrierSettings, {
      ...manage,
      summary:
        "The carriers installed on this server and those whose live rates the site's carts are offered",
      handler: (_input, call) => carriers.get(call.siteId),
    }),
    defineRoute(carrierSettingsCalls.updateCarrierSettings, {
      ...manage,
      summary: 'Choose the installed carriers whose live rates carts are offered',
      handler: (input, call) => carriers.update(call.siteId, input.carrierSettings),
    }),
  ];
}
