import { cartCalls, currentCartCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { CartsService, CartTarget } from './service.js';

const site = { access: 'site' as const };
type Call = { auth: CartTarget['auth']; siteId: string };
const current = (call: Call): CartTarget => ({ auth: call.auth, siteId: call.siteId, current: true });
const byId = (call: Call, cartId: string): CartTarget => ({ auth: call.auth, siteId: call.siteId, cartId });

/** ENDPOINTS.md "Commerce: current cart": the caller's own cart, made by their first add. */
export function currentCartRoutes(carts: CartsService) {
  return [
    defineRoute(currentCartCalls.getCurrentCart, {
      ...site,
      summary: "The caller's current cart, its lines priced from the catalogue now",
      handler: async (_input, call) => ({ cart: (await carts.get(current(call))).cart }),
    }),
    defineRoute(currentCartCalls.updateCurrentCart, {
      ...site,
      summary: "Change the current cart's details, or add lines to it",
      handler: async (input, call) => ({ cart: (await carts.update(current(call), input)).cart }),
    }),
    defineRoute(currentCartCalls.addToCurrentCart, {
      ...site,
      summary: 'Add lines to the current cart (made on the first add); the same item adds to its line',
      handler: async (input, call) => ({ cart: (await carts.add(current(call), input)).cart }),
    }),
    defineRoute(currentCartCalls.removeLineItemsFromCurrentCart, {
      ...site,
      summary: 'Remove lines from the current cart',
      handler: async (input, call) => ({
        cart: (await carts.removeLines(current(call), input.lineItemIds)).cart,
      }),
    }),
    defineRoute(currentCartCalls.updateCurrentCartLineItemQuantity, {
      ...site,
      summary: "Set the quantities of the current cart's lines, each capped at the stock",
      handler: async (input, call) => ({
        cart: (await carts.setQuantities(current(call), input.lineItems)).cart,
      }),
    }),
    defineRoute(currentCartCalls.removeCouponFromCurrentCart, {
      ...site,
      summary: 'Remove the coupon of the current cart',
      handler: async (_input, call) => ({ cart: (await carts.removeCoupon(current(call))).cart }),
    }),
    defineRoute(currentCartCalls.estimateCurrentCartTotals, {
      ...site,
      summary: "The current cart's totals",
      handler: (input, call) => carts.estimate(current(call), input),
    }),
    defineRoute(currentCartCalls.deleteCurrentCart, {
      ...site,
      summary: 'Delete the current cart',
      async handler(_input, call) {
        await carts.remove(current(call));
        return {};
      },
    }),
  ];
}

/** ENDPOINTS.md "Commerce: cart (by id)": a cart's owner, the site owner and API keys with ecom.manage. */
export function cartRoutes(carts: CartsService) {
  return [
    defineRoute(cartCalls.createCart, {
      ...site,
      summary: "Create a cart: a shopper's becomes their current cart",
      handler: async (input, call) => ({ cart: (await carts.create(call.siteId, call.auth, input)).cart }),
    }),
    defineRoute(cartCalls.getCart, {
      ...site,
      summary: 'A cart by id',
      handler: async (input, call) => ({ cart: (await carts.get(byId(call, input.id))).cart }),
    }),
    defineRoute(cartCalls.getCartByCheckoutId, {
      ...site,
      summary: 'The cart a checkout was made from',
      handler: async (input, call) => ({
        cart: (await carts.getByCheckoutId(call.siteId, call.auth, input.id)).cart,
      }),
    }),
    defineRoute(cartCalls.updateCart, {
      ...site,
      summary: "Change a cart's details, or add lines to it",
      handler: async (input, call) => ({
        cart: (await carts.update(byId(call, input.cartInfo.id), input)).cart,
      }),
    }),
    defineRoute(cartCalls.addToCart, {
      ...site,
      summary: 'Add lines to a cart; the same item adds to its line',
      handler: async (input, call) => ({ cart: (await carts.add(byId(call, input.id), input)).cart }),
    }),
    defineRoute(cartCalls.removeLineItems, {
      ...site,
      summary: 'Remove lines from a cart',
      handler: async (input, call) => ({
        cart: (await carts.removeLines(byId(call, input.id), input.lineItemIds)).cart,
      }),
    }),
    defineRoute(cartCalls.updateLineItemsQuantity, {
      ...site,
      summary: "Set the quantities of a cart's lines, each capped at the stock",
      handler: async (input, call) => ({
        cart: (await carts.setQuantities(byId(call, input.id), input.lineItems)).cart,
      }),
    }),
    defineRoute(cartCalls.removeCoupon, {
      ...site,
      summary: 'Remove the coupon of a cart',
      handler: async (input, call) => ({ cart: (await carts.removeCoupon(byId(call, input.id))).cart }),
    }),
    defineRoute(cartCalls.removeBusinessLocation, {
      ...site,
      summary: 'Remove the business location of a cart',
      handler: async (input, call) => ({
        cart: (await carts.removeBusinessLocation(byId(call, input.id))).cart,
      }),
    }),
    defineRoute(cartCalls.estimateTotals, {
      ...site,
      summary: "A cart's totals",
      handler: (input, call) => carts.estimate(byId(call, input.id), input),
    }),
    defineRoute(cartCalls.deleteCart, {
      ...site,
      summary: 'Delete a cart',
      async handler(input, call) {
        await carts.remove(byId(call, input.id));
        return {};
      },
    }),
  ];
}
