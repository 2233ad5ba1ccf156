import { cartCalls, checkoutCalls, checkoutSettingsCalls, currentCartCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { CheckoutsService } from './service.js';
import type { CheckoutSettingsService } from './settings.js';

const site = { access: 'site' as const };

/**
 * The cart calls that make a checkout ("Commerce: current cart" and "cart (by id)"), and the checkout calls
 * ("Commerce: checkout") built so far.
 */
export function checkoutRoutes(checkouts: CheckoutsService) {
  return [
    defineRoute(currentCartCalls.createCheckoutFromCurrentCart, {
      ...site,
      summary: "Make a checkout from the current cart's lines",
      handler: (input, call) =>
        checkouts.createFromCart({ auth: call.auth, siteId: call.siteId, current: true }, input),
    }),
    defineRoute(cartCalls.createCheckout, {
      ...site,
      summary: "Make a checkout from a cart's lines",
      handler: (input, call) =>
        checkouts.createFromCart({ auth: call.auth, siteId: call.siteId, cartId: input.id }, input),
    }),
    defineRoute(checkoutCalls.createCheckout, {
      ...site,
      summary: 'Make a checkout from lines, without a cart',
      handler: (input, call) =>
        checkouts.createFromLines(call.siteId, call.auth, { request: input, address: call.request.ip }),
    }),
    defineRoute(checkoutCalls.addToCheckout, {
      ...site,
      summary: 'Add lines to a checkout (the same item with the same options adds to its line)',
      handler: (input, call) => checkouts.add(call.siteId, call.auth, input),
    }),
    defineRoute(checkoutCalls.getCheckout, {
      ...site,
      summary: 'A checkout, its lines priced from the catalogue now',
      handler: (input, call) => checkouts.get(call.siteId, call.auth, input.id),
    }),
    defineRoute(checkoutCalls.updateCheckout, {
      ...site,
      summary: "Update a checkout's buyer, addresses, shipping option, coupon or gift card",
      handler: (input, call) =>
        checkouts.update(call.siteId, call.auth, { request: input, address: call.request.ip }),
    }),
    defineRoute(checkoutCalls.removeCoupon, {
      ...site,
      summary: 'Take the coupon off a checkout',
      handler: (input, call) => checkouts.removeCoupon(call.siteId, call.auth, input.id),
    }),
    defineRoute(checkoutCalls.removeGiftCard, {
      ...site,
      summary: 'Take the gift card off a checkout',
      handler: (input, call) => checkouts.removeGiftCard(call.siteId, call.auth, input.id),
    }),
    defineRoute(checkoutCalls.removeOverrideCheckoutUrl, {
      ...site,
      summary: 'Forget the checkout page a caller chose for this checkout',
      handler: (input, call) => checkouts.removeOverrideCheckoutUrl(call.siteId, call.auth, input.id),
    }),
    defineRoute(checkoutCalls.removeLineItems, {
      ...site,
      summary: 'Remove lines from a checkout',
      handler: (input, call) =>
        checkouts.removeLines(call.siteId, call.auth, { id: input.id, lineItemIds: input.lineItemIds }),
    }),
    defineRoute(checkoutCalls.updateLineItemsQuantity, {
      ...site,
      summary: "Set the quantities of a checkout's lines (each the new total)",
      handler: (input, call) =>
        checkouts.setQuantities(call.siteId, call.auth, { id: input.id, lines: input.lineItems }),
    }),
    defineRoute(checkoutCalls.getCheckoutByCartId, {
      ...site,
      summary: 'The checkout last made from a cart',
      handler: (input, call) => checkouts.getByCartId(call.siteId, call.auth, input.id),
    }),
  ];
}

/** ENDPOINTS.md "Commerce: checkout settings": shown to every buyer, set by the site (`ecom.manage`). */
export function checkoutSettingsRoutes(settings: CheckoutSettingsService) {
  return [
    defineRoute(checkoutSettingsCalls.getCheckoutSettings, {
      ...site,
      summary: "The site's checkout policies, fields and brand, as the hosted checkout shows them",
      handler: (_input, call) => settings.get(call.siteId),
    }),
    defineRoute(checkoutSettingsCalls.updateCheckoutSettings, {
      access: 'admin',
      permission: 'ecom.manage',
      summary: 'Change the checkout settings the request names; the rest stay',
      handler: (input, call) => settings.update(call.siteId, input.checkoutSettings),
    }),
  ];
}
