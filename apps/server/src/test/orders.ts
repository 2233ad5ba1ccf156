import { createTestApp, visitorToken, type TestAppOptions, type TestAtrium } from './app.js';
import { productsApi } from './catalog.js';

export const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const CHECKOUTS = '/ecom/v1/checkouts';
export const ORDERS = '/ecom/v1/orders';
const CURRENT = '/ecom/v1/carts/current';
const TOKENS = '/atrium/v1/payments/sandbox/tokens';
export const APPROVES = '4242424242424242';
export const DECLINES = '4000000000000002';
export const address = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' };

/** A catalogue line of the built-in store. */
export const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});

/**
 * A new visitor with a checkout of these lines, ready to become an order (an email and an address given; the
 * site needs a shipping option for physical items), and a way to tokenise a sandbox card for it.
 */
export async function shopperCheckout(atrium: TestAtrium, lines: object[], extra: object = {}) {
  const authorization = await visitorToken(atrium, atrium.site.clientId);
  const me = productsApi(atrium, authorization);
  await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: lines }));
  const { checkoutId } = await me.ok(
    await me.send('POST', `${CURRENT}/create-checkout`, {
      channelType: 'WEB',
      email: 'buyer@example.com',
      shippingAddress: address,
      ...extra,
    }),
  );
  const card = { number: APPROVES, expMonth: 12, expYear: 2030, cvc: '123' };
  const token = async (number = APPROVES) =>
    (await me.ok(await me.send('POST', TOKENS, { card: { ...card, number } }))).token as string;
  return { me, authorization, id: checkoutId as string, token };
}

/** An order placed by a new visitor (paid offline), and that visitor. */
export async function placedOrder(atrium: TestAtrium, lines: object[]) {
  const shopper = await shopperCheckout(atrium, lines);
  const { orderId } = await shopper.me.ok(
    await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order`, { id: shopper.id }),
  );
  return { ...shopper, orderId: orderId as string };
}

/** A test server whose site ships anywhere for a flat 5.00 (so physical orders can be placed), and its API key. */
export async function orderTestApp(options: TestAppOptions = {}) {
  const atrium = await createTestApp(options);
  const admin = productsApi(atrium);
  await admin.ok(
    await admin.send('POST', '/ecom/v1/shipping-options', {
      shippingOption: { title: 'Flat', rates: [{ amount: '5' }] },
    }),
  );
  return { atrium, admin };
}
