import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { violatedFields } from '../../test/wire.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CHECKOUTS = '/ecom/v1/checkouts';
const address = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' };

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };
let jug: { id: string };

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
  cup = await admin.create(mug({ name: 'Lines cup', priceData: { price: '10' } }));
  jug = await admin.create(mug({ name: 'Lines jug', priceData: { price: '25' } }));
});
afterAll(async () => atrium?.close());

const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});
const engraving = { quantity: 1, price: '4.25', productName: { original: 'Engraving' } };

const shopper = async () => productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
const countCheckouts = async () =>
  Number(
    (
      (await atrium.database.db.execute('select count(*)::int as n from checkouts' as never)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n,
  );

describe('a checkout from lines', () => {
  it('is made without a cart, with its buyer, coupon and lines, and is only its buyer’s', async () => {
    await admin.ok(
      await admin.send('POST', '/atrium/v1/coupons', {
        coupon: { code: 'LINES10', type: 'PERCENTAGE', percentage: 10 },
      }),
    );
    const me = await shopper();
    const made = await me.ok(
      await me.send('POST', CHECKOUTS, {
        channelType: 'WEB',
        lineItems: [line(cup.id), line(jug.id, 2)],
        couponCode: 'LINES10',
        checkoutInfo: {
          buyerInfo: { email: 'ada@example.com' },
          shippingInfo: { shippingDestination: { address } },
          buyerNote: 'Gift wrap',
          // The server's own: dropped, never taken.
          priceSummary: { total: { amount: '0.01' } },
        },
      }),
    );
    expect(made.checkout).toMatchObject({
      channelType: 'WEB',
      buyerNote: 'Gift wrap',
      buyerInfo: { email: 'ada@example.com' },
      shippingInfo: { shippingDestination: { address: { city: 'London' } } },
      priceSummary: {
        subtotal: { amount: '60.00' },
        discount: { amount: '6.00' },
        total: { amount: '54.00' },
      },
      completed: false,
    });
    expect(made.checkout.cartId ?? null).toBeNull();
    expect(made.checkout.createdBy.visitorId).toBeTruthy();
    expect(made.checkout.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1, 2]);
    const { id } = made.checkout;
    expect((await me.ok(await me.send('GET', `${CHECKOUTS}/${id}`))).checkout).toEqual(made.checkout);
    const stranger = await shopper();
    expect(applicationCode(await stranger.send('GET', `${CHECKOUTS}/${id}`))).toBe('CHECKOUT_NOT_FOUND');
    expect(
      applicationCode(
        await stranger.send('POST', `${CHECKOUTS}/${id}/add-to-checkout`, { id, lineItems: [line(cup.id)] }),
      ),
    ).toBe('CHECKOUT_NOT_FOUND');
  });

  it('takes lines added later: the same item adds to its line, a new one comes last', async () => {
    const me = await shopper();
    const { checkout } = await me.ok(
      await me.send('POST', CHECKOUTS, { channelType: 'WEB', lineItems: [line(cup.id)] }),
    );
    const added = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${checkout.id}/add-to-checkout`, {
        id: checkout.id,
        lineItems: [line(cup.id, 2), line(jug.id)],
      }),
    );
    expect(
      added.checkout.lineItems.map((l: { id: string; quantity: number }) => [
        l.id === checkout.lineItems[0].id,
        l.quantity,
      ]),
    ).toEqual([
      [true, 3],
      [false, 1],
    ]);
    expect(added.checkout.priceSummary.subtotal.amount).toBe('55.00');
    // The update call takes lines too.
    const updated = await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${checkout.id}`, {
        checkout: { id: checkout.id },
        lineItems: [line(jug.id)],
      }),
    );
    expect(updated.checkout.priceSummary.subtotal.amount).toBe('80.00');
  });

  it('adds every line of parallel adds, none lost', async () => {
    const plate = await admin.create(mug({ name: 'Lines plate', stock: { trackInventory: false } }));
    const me = await shopper();
    const { checkout } = await me.ok(
      await me.send('POST', CHECKOUTS, { channelType: 'WEB', lineItems: [line(jug.id)] }),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        me.send('POST', `${CHECKOUTS}/${checkout.id}/add-to-checkout`, {
          id: checkout.id,
          lineItems: [line(plate.id)],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const read = (await me.ok(await me.send('GET', `${CHECKOUTS}/${checkout.id}`))).checkout;
    expect(read.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1, 8]);
  });

  it('takes prices only from the site: custom lines from a key, never from a shopper', async () => {
    const me = await shopper();
    const before = await countCheckouts();
    expect(
      applicationCode(await me.send('POST', CHECKOUTS, { channelType: 'WEB', customLineItems: [engraving] })),
    ).toBe('PRICE_OVERRIDE_NOT_ALLOWED');
    expect(
      applicationCode(
        await me.send('POST', CHECKOUTS, {
          channelType: 'WEB',
          lineItems: [{ ...line(cup.id), catalogOverrideFields: { price: '0.01' } }],
        }),
      ),
    ).toBe('PRICE_OVERRIDE_NOT_ALLOWED');
    expect(await countCheckouts()).toBe(before);
    const { checkout } = await me.ok(
      await me.send('POST', CHECKOUTS, { channelType: 'WEB', lineItems: [line(cup.id)] }),
    );
    expect(
      applicationCode(
        await me.send('POST', `${CHECKOUTS}/${checkout.id}/add-to-checkout`, {
          id: checkout.id,
          customLineItems: [engraving],
        }),
      ),
    ).toBe('PRICE_OVERRIDE_NOT_ALLOWED');
    const byKey = await admin.ok(
      await admin.send('POST', `${CHECKOUTS}/${checkout.id}/add-to-checkout`, {
        id: checkout.id,
        customLineItems: [engraving],
      }),
    );
    expect(byKey.checkout.priceSummary.subtotal.amount).toBe('14.25');
    const made = await admin.ok(
      await admin.send('POST', CHECKOUTS, {
        channelType: 'BACKOFFICE_MERCHANT',
        customLineItems: [engraving],
        checkoutInfo: { buyerInfo: { email: 'buyer@example.com' }, billingInfo: { address } },
      }),
    );
    expect(made.checkout).toMatchObject({
      createdBy: { appId: expect.any(String) },
      lineItems: [{ quantity: 1 }],
    });
  });

  it('refuses bad input, bad codes, other sites and completed checkouts, storing nothing', async () => {
    const me = await shopper();
    const before = await countCheckouts();
    const bad: Array<[object, string]> = [
      [{ channelType: 'WEB' }, 'lineItems'],
      [{ lineItems: [line(cup.id)] }, 'channelType'],
      [{ channelType: 'PIGEON', lineItems: [line(cup.id)] }, 'channelType'],
      [{ channelType: 'WEB', lineItems: [{ quantity: 1 }] }, 'lineItems[0].catalogReference'],
      [{ channelType: 'WEB', lineItems: [line(cup.id, 0)] }, 'lineItems[0].quantity'],
      [{ channelType: 'WEB', lineItems: Array(301).fill(line(cup.id)) }, 'lineItems'],
      [
        { channelType: 'WEB', lineItems: [line(cup.id)], checkoutInfo: { buyerNote: 'a\u0000b' } },
        'checkoutInfo.buyerNote',
      ],
      [
        { channelType: 'WEB', lineItems: [line(cup.id)], overrideCheckoutUrl: 'x'.repeat(1001) },
        'overrideCheckoutUrl',
      ],
      [
        { channelType: 'WEB', lineItems: [line(cup.id)], giftCardRedeemAmount: 'ten' },
        'giftCardRedeemAmount',
      ],
      // A visitor who is not signed in must leave an email with an address.
      [
        { channelType: 'WEB', lineItems: [line(cup.id)], checkoutInfo: { billingInfo: { address } } },
        'checkoutInfo.buyerInfo.email',
      ],
    ];
    for (const [body, field] of bad) {
      const answer = await me.send('POST', CHECKOUTS, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(body).slice(0, 200)).toContain(field);
    }
    for (const [codes, code] of [
      [{ couponCode: 'NOSUCHCODE' }, 'COUPON_DOES_NOT_EXIST'],
      [{ giftCardCode: 'NOSUCHCARD' }, 'GIFT_CARD_DOES_NOT_EXIST'],
    ] as const)
      expect(
        applicationCode(
          await me.send('POST', CHECKOUTS, { channelType: 'WEB', lineItems: [line(cup.id)], ...codes }),
        ),
      ).toBe(code);
    expect(await countCheckouts()).toBe(before);

    const { checkout } = await me.ok(
      await me.send('POST', CHECKOUTS, { channelType: 'WEB', lineItems: [line(cup.id)] }),
    );
    const add = (body: object, as = me) =>
      as.send('POST', `${CHECKOUTS}/${checkout.id}/add-to-checkout`, { id: checkout.id, ...body });
    for (const [body, field] of [
      [{ lineItems: Array(101).fill(line(cup.id)) }, 'lineItems'],
      [{ lineItems: [line(cup.id, 100_001)] }, 'lineItems[0].quantity'],
      [
        { lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID } }] },
        'lineItems[0].catalogReference.catalogItemId',
      ],
    ] as const) {
      const answer = await add(body);
      expect(answer.statusCode).toBe(400);
      expect(violatedFields(answer)).toContain(field);
    }
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    expect(applicationCode(await add({ lineItems: [line(jug.id)] }, limited))).toBe('MISSING_PERMISSION');
    expect(
      applicationCode(
        await limited.send('POST', CHECKOUTS, { channelType: 'WEB', lineItems: [line(cup.id)] }),
      ),
    ).toBe('MISSING_PERMISSION');
    const elsewhere = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const otherKey = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key,
    );
    expect(applicationCode(await add({ lineItems: [line(jug.id)] }, otherKey))).toBe('CHECKOUT_NOT_FOUND');
    await atrium.database.db.execute(
      `update checkouts set completed = true where id = '${checkout.id}'` as never,
    );
    expect(applicationCode(await add({ lineItems: [line(jug.id)] }))).toBe('CHECKOUT_ALREADY_COMPLETED');
    const after = (await me.ok(await me.send('GET', `${CHECKOUTS}/${checkout.id}`))).checkout;
    expect(after.lineItems).toHaveLength(1);
  });
});
