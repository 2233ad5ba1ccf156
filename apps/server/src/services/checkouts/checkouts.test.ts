import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CURRENT = '/ecom/v1/carts/current';
const CHECKOUTS = '/ecom/v1/checkouts';

let atrium: TestAtrium;
let catalog: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  catalog = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});
const address = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' };

async function shopperWith(...lineItems: object[]) {
  const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  const { cart } = await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems }));
  return { me, cart };
}

describe('checkouts made from carts', () => {
  it("copies the current cart's lines and details, prices them now, and links cart and checkout", async () => {
    const product = await catalog.create(
      mug({ name: 'Checkout mug', stock: { trackInventory: true, quantity: 4 } }),
    );
    const { me, cart } = await shopperWith(line(product.id, 3));
    await me.ok(
      await me.send('PATCH', CURRENT, {
        cartInfo: { buyerNote: 'Gift wrap', contactInfo: { contactDetails: { firstName: 'Ada' } } },
      }),
    );
    const made = await me.ok(
      await me.send('POST', `${CURRENT}/create-checkout`, {
        channelType: 'WEB',
        email: 'ada@example.com',
        shippingAddress: address,
        selectedShippingOption: { code: 'standard' },
      }),
    );
    expect(made.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const { checkout } = await me.ok(await me.send('GET', `${CHECKOUTS}/${made.checkoutId}`));
    expect(checkout).toMatchObject({
      id: made.checkoutId,
      cartId: cart.id,
      purchaseFlowId: cart.purchaseFlowId,
      channelType: 'WEB',
      completed: false,
      currency: 'USD',
      buyerNote: 'Gift wrap',
      buyerInfo: { visitorId: cart.buyerInfo.visitorId, email: 'ada@example.com' },
      createdBy: { visitorId: cart.buyerInfo.visitorId },
      shippingInfo: { shippingDestination: { address, contactDetails: { firstName: 'Ada' } } },
      // The site has no shipping options yet: the checkout says nothing ships there.
      calculationErrors: {
        generalShippingCalculationError: { applicationError: { code: 'NO_SHIPPING_OPTIONS' } },
      },
      priceSummary: { subtotal: { amount: '37.50' }, total: { amount: '37.50' }, tax: { amount: '0.00' } },
      // This site ships nowhere: the address is said to be unreachable, as an error beside the form.
      violations: [
        {
          severity: 'ERROR',
          target: { other: { name: 'OTHER_DEFAULT' } },
          description: 'No delivery method reaches this address',
        },
      ],
    });
    expect(checkout.lineItems).toHaveLength(1);
    expect(checkout.lineItems[0]).toMatchObject({
      id: cart.lineItems[0].id,
      quantity: 3,
      productName: { original: 'Checkout mug' },
      lineItemPrice: { amount: '37.50' },
      totalPriceAfterTax: { amount: '37.50' },
      discount: { amount: '0.00' },
      availability: { status: 'AVAILABLE' },
    });
    expect(checkout.lineItems[0].image).toBeUndefined();
    // Both ways between cart and checkout.
    expect((await me.ok(await me.send('GET', `/ecom/v1/carts/by-checkout-id/${checkout.id}`))).cart.id).toBe(
      cart.id,
    );
    expect((await me.ok(await me.send('GET', `${CHECKOUTS}/by-cart-id/${cart.id}`))).checkout.id).toBe(
      checkout.id,
    );
    // Stock falls under the quantity: the checkout says so beside the line.
    await catalog.patch(product.id, { stock: { trackInventory: true, quantity: 2 } });
    const later = (await me.ok(await me.send('GET', `${CHECKOUTS}/${checkout.id}`))).checkout;
    expect(later.violations).toEqual([
      expect.objectContaining({
        severity: 'WARNING',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: cart.lineItems[0].id } },
      }),
      expect.objectContaining({ description: 'No delivery method reaches this address' }),
    ]);
    await catalog.patch(product.id, { stock: { trackInventory: true, quantity: 0 } });
    const sold = (await me.ok(await me.send('GET', `${CHECKOUTS}/${checkout.id}`))).checkout;
    expect(sold.violations[0].severity).toBe('ERROR');
    expect(sold.priceSummary.total.amount).toBe('0.00');
    const events = (await outboxEvents(atrium)).filter((event) => event.entityId === checkout.id);
    expect(events.map((event) => event.type)).toEqual(['checkout.created']);
  });

  it('keeps one open checkout per cart: made again, it takes the cart as it is now', async () => {
    const a = await catalog.create(mug({ name: 'Again A' }));
    const b = await catalog.create(mug({ name: 'Again B', priceData: { price: '3' } }));
    const { me, cart } = await shopperWith(line(a.id, 1));
    const first = await me.ok(
      await me.send('POST', `/ecom/v1/carts/${cart.id}/create-checkout`, { channelType: 'WEB' }),
    );
    await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(b.id, 2)] }));
    // Parallel calls on one cart make no second checkout.
    const again = await Promise.all(
      [0, 1, 2].map(() => me.send('POST', `${CURRENT}/create-checkout`, { channelType: 'POS' })),
    );
    for (const answer of again) expect((await me.ok(answer)).checkoutId).toBe(first.checkoutId);
    const { checkout } = await me.ok(await me.send('GET', `${CHECKOUTS}/${first.checkoutId}`));
    expect(checkout.lineItems.map((item: { quantity: number }) => item.quantity)).toEqual([1, 2]);
    expect(checkout).toMatchObject({ channelType: 'POS', priceSummary: { subtotal: { amount: '18.50' } } });
  });

  it('refuses an empty cart, a bad request and an address without an email, storing nothing', async () => {
    const product = await catalog.create(mug({ name: 'Refused' }));
    const { me, cart } = await shopperWith(line(product.id));
    await me.ok(
      await me.send('POST', `${CURRENT}/remove-line-items`, { lineItemIds: [cart.lineItems[0].id] }),
    );
    expect(applicationCode(await me.send('POST', `${CURRENT}/create-checkout`, { channelType: 'WEB' }))).toBe(
      'CART_EMPTY',
    );
    await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id)] }));
    const cases: Array<[object, string]> = [
      [{}, 'channelType'],
      [{ channelType: 'SHOP' }, 'channelType'],
      [{ channelType: 'WEB', email: 'not an email' }, 'email'],
      [{ channelType: 'WEB', shippingAddress: { country: 'Britain' } }, 'shippingAddress.country'],
      [{ channelType: 'WEB', shippingAddress: { city: 'x\u0000y'.repeat(40) } }, 'shippingAddress.city'],
      [{ channelType: 'WEB', shippingAddress: address }, 'email'],
      [{ channelType: 'WEB', billingAddress: address }, 'email'],
    ];
    for (const [body, field] of cases) {
      const answer = await me.send('POST', `${CURRENT}/create-checkout`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer)).toContain(field);
    }
    expect(applicationCode(await me.send('GET', `${CHECKOUTS}/by-cart-id/${cart.id}`))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    expect((await me.ok(await me.send('GET', CURRENT))).cart.checkoutId).toBeNull();
    const visitorless = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(
      applicationCode(await visitorless.send('POST', `${CURRENT}/create-checkout`, { channelType: 'WEB' })),
    ).toBe('OWNED_CART_NOT_FOUND');
  });

  it('keeps a checkout to its buyer: others learn nothing, the site owner and API keys see it', async () => {
    const product = await catalog.create(mug({ name: 'Private' }));
    const { me, cart } = await shopperWith(line(product.id));
    const { checkoutId } = await me.ok(
      await me.send('POST', `${CURRENT}/create-checkout`, { channelType: 'WEB' }),
    );
    const other = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await other.send('GET', `${CHECKOUTS}/${checkoutId}`))).toBe('CHECKOUT_NOT_FOUND');
    expect(applicationCode(await other.send('GET', `${CHECKOUTS}/by-cart-id/${cart.id}`))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    expect(
      applicationCode(
        await other.send('POST', `/ecom/v1/carts/${cart.id}/create-checkout`, { channelType: 'WEB' }),
      ),
    ).toBe('CART_NOT_FOUND');
    expect(applicationCode(await other.send('GET', `${CHECKOUTS}/${crypto.randomUUID()}`))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    expect((await catalog.ok(await catalog.send('GET', `${CHECKOUTS}/${checkoutId}`))).checkout.id).toBe(
      checkoutId,
    );
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog', ['catalog.manage'])).key,
    );
    expect(applicationCode(await limited.send('GET', `${CHECKOUTS}/${checkoutId}`))).toBe(
      'MISSING_PERMISSION',
    );
    const stranger = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const strangerKey = await atrium.modules.sites.createApiKey(stranger.site.id, 'other');
    expect(
      applicationCode(await productsApi(atrium, strangerKey.key).send('GET', `${CHECKOUTS}/${checkoutId}`)),
    ).toBe('CHECKOUT_NOT_FOUND');
    expect(applicationCode(await me.send('GET', `${CHECKOUTS}/not-a-uuid`))).toBe(undefined);
    expect((await me.send('GET', `${CHECKOUTS}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('lets an API key check out a cart it made, with custom lines, for an email', async () => {
    const made = await catalog.ok(
      await catalog.send('POST', '/ecom/v1/carts', {
        customLineItems: [{ quantity: 2, price: '4.25', productName: { original: 'Engraving' } }],
      }),
    );
    const { checkoutId } = await catalog.ok(
      await catalog.send('POST', `/ecom/v1/carts/${made.cart.id}/create-checkout`, {
        channelType: 'BACKOFFICE_MERCHANT',
        email: 'buyer@example.com',
        billingAddress: address,
      }),
    );
    const { checkout } = await catalog.ok(await catalog.send('GET', `${CHECKOUTS}/${checkoutId}`));
    expect(checkout).toMatchObject({
      buyerInfo: { email: 'buyer@example.com' },
      billingInfo: { address },
      priceSummary: { total: { amount: '8.50' } },
    });
    expect(checkout.createdBy.appId).toBeTruthy();
    expect(checkout.lineItems[0]).toMatchObject({ customLineItem: true, quantity: 2 });
  });

  it("gives a visitor's open checkout to the member they sign in as", async () => {
    const product = await catalog.create(mug({ name: 'Signed' }));
    const { me } = await shopperWith(line(product.id));
    const { checkoutId } = await me.ok(
      await me.send('POST', `${CURRENT}/create-checkout`, { channelType: 'WEB' }),
    );
    const registered = await me.ok(
      await me.send('POST', '/_api/iam/authentication/v2/register', {
        loginId: { email: 'checkout-buyer@example.com' },
        password: 'a fine password',
      }),
    );
    const member = {
      kind: 'member',
      siteId: atrium.site.siteId,
      clientId: '',
      memberId: registered.identity.id,
    } as const;
    const { checkout } = await atrium.modules.checkouts.service.get(atrium.site.siteId, member, checkoutId);
    expect(checkout.buyerInfo).toMatchObject({ memberId: registered.identity.id });
    expect(applicationCode(await me.send('GET', `${CHECKOUTS}/${checkoutId}`))).toBe('CHECKOUT_NOT_FOUND');
  });
});
