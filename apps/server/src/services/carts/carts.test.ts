import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi, shirt } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CURRENT = '/ecom/v1/carts/current';

let atrium: TestAtrium;
let catalog: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  catalog = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const line = (catalogItemId: string, quantity = 1, options?: object) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId, ...(options ? { options } : {}) },
});

async function shopper() {
  return productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
}

describe('the current cart', () => {
  it('is made by the first add, combines the same item, and prices every line from the catalogue', async () => {
    const me = await shopper();
    expect(applicationCode(await me.send('GET', CURRENT))).toBe('OWNED_CART_NOT_FOUND');
    const product = await catalog.create(
      mug({ name: 'Cart mug', stock: { trackInventory: true, quantity: 10 } }),
    );
    const first = await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id, 2)] }),
    );
    const again = await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id, 3)] }),
    );
    expect(again.cart.id).toBe(first.cart.id);
    expect(again.cart.lineItems).toHaveLength(1);
    expect(again.cart).toMatchObject({ currency: 'USD', weightUnit: 'KG', revision: '2' });
    expect(again.cart.buyerInfo.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.cart.lineItems[0]).toMatchObject({
      quantity: 5,
      productName: { original: 'Cart mug' },
      price: { amount: '12.50', formattedAmount: '$12.50' },
      fullPrice: { amount: '12.50' },
      priceBeforeDiscounts: { amount: '12.50' },
      lineItemPrice: { amount: '62.50', convertedAmount: '62.50' },
      availability: { status: 'AVAILABLE', quantityAvailable: 10 },
      physicalProperties: { weight: 0.5, shippable: true },
      itemType: { preset: 'PHYSICAL' },
      url: { relativePath: '/products/cart-mug' },
      rootCatalogItemId: product.id,
      customLineItem: false,
    });
    // The price is read from the catalogue on every read: a new price shows at once.
    await catalog.patch(product.id, { priceData: { price: '10' } });
    const read = await me.ok(await me.send('GET', CURRENT));
    expect(read.cart.lineItems[0].lineItemPrice.amount).toBe('50.00');
    const totals = await me.ok(await me.send('POST', `${CURRENT}/estimate-totals`, {}));
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '50.00' },
      total: { amount: '50.00' },
      tax: { amount: '0.00' },
    });
    expect(totals.calculatedLineItems[0].lineItemId).toBe(read.cart.lineItems[0].id);
    // The totals engine prices it: nothing ships anywhere until the site has shipping options.
    expect(totals.calculationErrors.generalShippingCalculationError.applicationError.code).toBe(
      'NO_SHIPPING_OPTIONS',
    );
    expect(totals.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: [],
    });
    const noShipping = await me.ok(
      await me.send('POST', `${CURRENT}/estimate-totals`, { calculateShipping: false }),
    );
    expect(noShipping.calculationErrors).toBeNull();
  });

  it("refuses bad lines with the caller's field, changing nothing", async () => {
    const me = await shopper();
    const product = await catalog.create(mug({ name: 'Checked' }));
    await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id, 1)] }));
    const cases: Array<[object, string]> = [
      [{ lineItems: [line(product.id, 0)] }, 'lineItems[0].quantity'],
      [{ lineItems: [line(product.id, -1)] }, 'lineItems[0].quantity'],
      [{ lineItems: [line(product.id, 100_001)] }, 'lineItems[0].quantity'],
      [{ lineItems: [line('x'.repeat(37))] }, 'lineItems[0].catalogReference.catalogItemId'],
      [{ lineItems: [{ quantity: 1 }] }, 'lineItems[0].catalogReference'],
      [{ lineItems: [line(`a\u0000b`)] }, 'lineItems[0].catalogReference.catalogItemId'],
      [{ lineItems: Array.from({ length: 101 }, () => line(product.id)) }, 'lineItems'],
    ];
    for (const [body, field] of cases)
      expect(violatedFields(await me.send('POST', `${CURRENT}/add-to-cart`, body))).toContain(field);
    const update = await me.send('POST', `${CURRENT}/update-line-items-quantity`, {
      lineItems: [{ id: '00000000-0000-4000-8000-000000000001', quantity: 0 }],
    });
    expect(violatedFields(update)).toEqual(['lineItems[0].quantity']);
    const cart = (await me.ok(await me.send('GET', CURRENT))).cart;
    expect(cart.revision).toBe('1');
    expect(cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
  });

  it('caps a quantity at the stock and says so, and shows unknown items as NOT_FOUND', async () => {
    const me = await shopper();
    const few = await catalog.create(mug({ name: 'Few', stock: { trackInventory: true, quantity: 3 } }));
    const answer = await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, {
        lineItems: [
          line(few.id, 5),
          line('00000000-0000-4000-8000-00000000dead'),
          { quantity: 1, catalogReference: { appId: 'some-other-app', catalogItemId: 'abc' } },
        ],
      }),
    );
    const [capped, missing, foreign] = answer.cart.lineItems;
    expect(capped).toMatchObject({
      quantity: 3,
      availability: { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 },
    });
    expect(missing.availability.status).toBe('NOT_FOUND');
    expect(foreign.availability.status).toBe('NOT_FOUND');
    const totals = await me.ok(await me.send('POST', `${CURRENT}/estimate-totals`, {}));
    expect(totals.priceSummary.subtotal.amount).toBe('37.50');
    // A quantity update is capped the same way; a line id not in the cart is an error.
    const more = await me.ok(
      await me.send('POST', `${CURRENT}/update-line-items-quantity`, {
        lineItems: [{ id: capped.id, quantity: 9 }],
      }),
    );
    expect(more.cart.lineItems[0].quantity).toBe(3);
    const unknown = await me.send('POST', `${CURRENT}/remove-line-items`, {
      lineItemIds: ['00000000-0000-4000-8000-000000000002'],
    });
    expect(applicationCode(unknown)).toBe('LINE_ITEM_NOT_FOUND');
    const removed = await me.ok(
      await me.send('POST', `${CURRENT}/remove-line-items`, { lineItemIds: [missing.id, foreign.id] }),
    );
    expect(removed.cart.lineItems.map((l: { id: string }) => l.id)).toEqual([capped.id]);
  });

  it('picks a variant by its choices or its id, as separate lines', async () => {
    const me = await shopper();
    const tee = await catalog.create(
      shirt({
        name: 'Cart tee',
        stock: { trackInventory: false },
        variants: [{ choices: { Size: 'M', Colour: 'Blue' }, priceData: { price: '22' } }],
      }),
    );
    const blueM = tee.variants.find(
      (v: { choices: Record<string, string> }) => v.choices.Size === 'M' && v.choices.Colour === 'Blue',
    );
    const answer = await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, {
        lineItems: [
          line(tee.id, 1, { options: { Size: 'M', Colour: 'Blue' } }),
          line(tee.id, 1, { variantId: blueM.id }),
          line(tee.id, 1, { options: { Colour: 'Red', Size: 'S' } }),
          line(tee.id, 1, { options: { Size: 'XXL' } }),
        ],
      }),
    );
    const [byChoices, byId, red, none] = answer.cart.lineItems;
    expect(byChoices.price.amount).toBe('22.00');
    expect(byChoices.descriptionLines).toEqual([
      { name: { original: 'Size' }, plainText: { original: 'M' } },
      { name: { original: 'Colour' }, colorInfo: { original: 'Blue', code: 'Blue' } },
    ]);
    expect(byId.price.amount).toBe('22.00');
    expect(red.price.amount).toBe('20.00');
    expect(none.availability.status).toBe('NOT_FOUND');
  });

  it('lets only the site owner and API keys set prices', async () => {
    const me = await shopper();
    const product = await catalog.create(mug({ name: 'Priced' }));
    await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id)] }));
    const custom = { quantity: 1, price: '0.01', productName: { original: 'Gift' } };
    const refused = [
      await me.send('POST', `${CURRENT}/add-to-cart`, { customLineItems: [custom] }),
      await me.send('POST', `${CURRENT}/add-to-cart`, {
        lineItems: [{ ...line(product.id), catalogOverrideFields: { price: '0.01' } }],
      }),
      await me.send('PATCH', CURRENT, { customLineItems: [custom] }),
      await me.send('POST', '/ecom/v1/carts', { customLineItems: [custom] }),
    ];
    for (const answer of refused) expect(applicationCode(answer)).toBe('PRICE_OVERRIDE_NOT_ALLOWED');
    expect((await me.ok(await me.send('GET', CURRENT))).cart.lineItems).toHaveLength(1);

    const made = await catalog.ok(
      await catalog.send('POST', '/ecom/v1/carts', {
        customLineItems: [{ ...custom, price: '19.99', media: 'https://img.test/gift.png' }],
        lineItems: [{ ...line(product.id, 2), catalogOverrideFields: { price: '5' } }],
        cartInfo: { buyerNote: 'Wrap it' },
      }),
    );
    expect(made.cart.buyerNote).toBe('Wrap it');
    expect(made.cart.lineItems.map((l: { price: { amount: string } }) => l.price.amount)).toEqual([
      '5.00',
      '19.99',
    ]);
    expect(made.cart.lineItems[1]).toMatchObject({
      customLineItem: true,
      image: { url: 'https://img.test/gift.png' },
    });
    const totals = await catalog.ok(
      await catalog.send('POST', `/ecom/v1/carts/${made.cart.id}/estimate-totals`, {}),
    );
    expect(totals.priceSummary.total.amount).toBe('29.99');
  });

  it('keeps a cart to its owner: another visitor learns nothing, the site owner and API keys see it', async () => {
    const me = await shopper();
    const other = await shopper();
    const product = await catalog.create(mug({ name: 'Mine' }));
    const cart = (
      await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id)] }))
    ).cart;
    for (const [method, path, body] of [
      ['GET', `/ecom/v1/carts/${cart.id}`, undefined],
      ['POST', `/ecom/v1/carts/${cart.id}/add-to-cart`, { lineItems: [line(product.id)] }],
      ['DELETE', `/ecom/v1/carts/${cart.id}`, undefined],
      ['PATCH', `/ecom/v1/carts/${cart.id}`, { cartInfo: { id: cart.id, buyerNote: 'x' } }],
    ] as const)
      expect(applicationCode(await other.send(method, path, body))).toBe('CART_NOT_FOUND');
    expect((await me.ok(await me.send('GET', `/ecom/v1/carts/${cart.id}`))).cart.id).toBe(cart.id);
    expect((await catalog.ok(await catalog.send('GET', `/ecom/v1/carts/${cart.id}`))).cart.revision).toBe(
      '1',
    );
    const key = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', [
      'catalog.manage',
    ]);
    const limited = productsApi(atrium, key.key);
    expect(applicationCode(await limited.send('GET', `/ecom/v1/carts/${cart.id}`))).toBe(
      'MISSING_PERMISSION',
    );
    const stranger = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const strangerKey = await atrium.modules.sites.createApiKey(stranger.site.id, 'other');
    expect(
      applicationCode(await productsApi(atrium, strangerKey.key).send('GET', `/ecom/v1/carts/${cart.id}`)),
    ).toBe('CART_NOT_FOUND');
    expect(applicationCode(await catalog.send('GET', CURRENT))).toBe('OWNED_CART_NOT_FOUND');
    expect(
      applicationCode(
        await catalog.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id)] }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('refuses coupon codes until coupons exist, and records created, updated and deleted', async () => {
    const me = await shopper();
    const product = await catalog.create(mug({ name: 'Evented' }));
    const cart = (
      await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id)] }))
    ).cart;
    expect(applicationCode(await me.send('PATCH', CURRENT, { couponCode: 'SAVE10' }))).toBe(
      'COUPON_DOES_NOT_EXIST',
    );
    await me.ok(await me.send('PATCH', CURRENT, { cartInfo: { buyerNote: 'Thanks' } }));
    await me.ok(await me.send('POST', `${CURRENT}/remove-coupon`, {}));
    await me.ok(await me.send('DELETE', CURRENT));
    expect(applicationCode(await me.send('GET', CURRENT))).toBe('OWNED_CART_NOT_FOUND');
    const types = (await outboxEvents(atrium)).filter((e) => e.entityId === cart.id).map((e) => e.type);
    expect(types).toEqual(['cart.created', 'cart.updated', 'cart.updated', 'cart.deleted']);
  });
});

describe('carts under load and over time', () => {
  it('serialises writes per cart: 50 parallel adds of one item end with quantity 50', async () => {
    const me = await shopper();
    const product = await catalog.create(mug({ name: 'Popular', stock: { trackInventory: false } }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(product.id)] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const cart = (await me.ok(await me.send('GET', CURRENT))).cart;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(50);
    expect(cart.revision).toBe('50');
  });

  it("merges a visitor's cart into the member's when they sign in", async () => {
    const [a, b, c] = await Promise.all([
      catalog.create(mug({ name: 'Merge A' })),
      catalog.create(mug({ name: 'Merge B' })),
      catalog.create(mug({ name: 'Merge C' })),
    ]);
    const site = atrium.site.siteId;
    const carts = atrium.modules.carts;
    const visitor = {
      kind: 'visitor',
      siteId: site,
      clientId: atrium.site.clientId,
      visitorId: crypto.randomUUID(),
    } as const;
    const member = {
      kind: 'member',
      siteId: site,
      clientId: atrium.site.clientId,
      memberId: crypto.randomUUID(),
    } as const;
    const add = (auth: typeof visitor | typeof member, lineItems: object[]) =>
      carts.service.add({ auth, siteId: site, current: true }, { lineItems } as never);
    await add(member, [line(a.id, 1), line(b.id, 1)]);
    await add(visitor, [line(b.id, 2), line(c.id, 1)]);
    await carts.adopt(site, visitor.visitorId, member.memberId);
    const merged = (await carts.service.get({ auth: member, siteId: site, current: true })).cart;
    expect(merged.lineItems.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Merge A', 1],
      ['Merge B', 3],
      ['Merge C', 1],
    ]);
    await expect(carts.service.get({ auth: visitor, siteId: site, current: true })).rejects.toThrow();

    // A member without a cart takes the visitor's as it is.
    const newcomer = { ...member, memberId: crypto.randomUUID() };
    const other = { ...visitor, visitorId: crypto.randomUUID() };
    const kept = (await add(other, [line(c.id, 4)])).cart;
    await carts.adopt(site, other.visitorId, newcomer.memberId);
    const taken = (await carts.service.get({ auth: newcomer, siteId: site, current: true })).cart;
    expect(taken.id).toBe(kept.id);
    expect(taken.buyerInfo).toMatchObject({ memberId: newcomer.memberId });
  });
});
