import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { violatedFields } from '../../test/wire.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CURRENT = '/ecom/v1/carts/current';
const CHECKOUTS = '/ecom/v1/checkouts';
const address = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 Canal St' };

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };
let jug: { id: string };

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
  cup = await admin.create(mug({ name: 'Edit cup', priceData: { price: '10' } }));
  jug = await admin.create(mug({ name: 'Edit jug', priceData: { price: '25' } }));
});
afterAll(async () => atrium?.close());

const line = (catalogItemId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: APP_ID, catalogItemId },
});

/** A visitor with a checkout of one cup and two jugs (60.00). */
async function checkoutOfShopper() {
  const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
  await me.ok(
    await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(cup.id), line(jug.id, 2)] }),
  );
  const { checkoutId } = await me.ok(
    await me.send('POST', `${CURRENT}/create-checkout`, { channelType: 'WEB' }),
  );
  const read = async () => (await me.ok(await me.send('GET', `${CHECKOUTS}/${checkoutId}`))).checkout;
  return { me, id: checkoutId as string, read };
}

describe('checkout edits', () => {
  it('take the buyer’s details and a coupon, and refuse a bad code without changing anything', async () => {
    await admin.ok(
      await admin.send('POST', '/atrium/v1/coupons', {
        coupon: { code: 'EDIT10', type: 'PERCENTAGE', percentage: 10 },
      }),
    );
    const { me, id, read } = await checkoutOfShopper();
    const updated = await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${id}`, {
        checkout: {
          id,
          buyerInfo: { email: 'ada@example.com' },
          buyerNote: 'Leave by the door',
          shippingInfo: { shippingDestination: { address }, selectedCarrierServiceOption: { code: 'x' } },
          billingInfo: { address, contactDetails: { firstName: 'Ada' } },
          // Computed by the server: dropped, never taken.
          priceSummary: { total: { amount: '0.01' } },
        },
        couponCode: 'EDIT10',
      }),
    );
    expect(updated.checkout).toMatchObject({
      buyerInfo: { email: 'ada@example.com' },
      buyerNote: 'Leave by the door',
      billingInfo: { address: { city: 'London' }, contactDetails: { firstName: 'Ada' } },
      shippingInfo: { shippingDestination: { address: { postalCode: 'N1 9GU' } } },
      appliedDiscounts: [{ coupon: { code: 'EDIT10', amount: { amount: '6.00' } } }],
      priceSummary: {
        subtotal: { amount: '60.00' },
        discount: { amount: '6.00' },
        total: { amount: '54.00' },
      },
    });
    const before = await read();
    const refused = await me.send('PATCH', `${CHECKOUTS}/${id}`, {
      checkout: { id, buyerNote: 'changed' },
      couponCode: 'NOPE1234',
    });
    expect(applicationCode(refused)).toBe('COUPON_DOES_NOT_EXIST');
    expect((await read()).buyerNote).toBe(before.buyerNote);
    const removed = await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/remove-coupon`, { id }));
    expect(removed.checkout.priceSummary.total.amount).toBe('60.00');
    const own = 'https://shop.test/my-checkout';
    await me.ok(await me.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id }, overrideCheckoutUrl: own }));
    const stored = async () =>
      JSON.stringify(
        await atrium.database.db.execute(`select info from checkouts where id = '${id}'` as never),
      );
    expect(await stored()).toContain(own);
    await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/remove-override-checkout-url`, { id }));
    expect(await stored()).not.toContain(own);
  });

  it('take a gift card by its code, keep only its id, and say when it can no longer pay', async () => {
    const issued = await admin.ok(
      await admin.send('POST', '/atrium/v1/gift-cards', { giftCard: { initialBalance: '15.00' } }),
    );
    const { me, id, read } = await checkoutOfShopper();
    const withCard = await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id }, giftCardCode: issued.code }),
    );
    expect(withCard.checkout.giftCard).toMatchObject({ amount: { amount: '15.00' } });
    expect(withCard.checkout.priceSummary.total.amount).toBe('45.00');
    const stored = await atrium.database.db.execute('select * from checkouts' as never);
    expect(JSON.stringify(stored)).not.toContain(issued.code.replace(/-/g, ''));
    const partly = await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id }, giftCardRedeemAmount: '4.50' }),
    );
    expect(partly.checkout.priceSummary.total.amount).toBe('55.50');
    await admin.ok(await admin.send('POST', `/atrium/v1/gift-cards/${issued.giftCard.id}/disable`, {}));
    const disabled = await read();
    expect(disabled.giftCard ?? null).toBeNull();
    expect(disabled.calculationErrors.giftCardCalculationError.applicationError.code).toBe(
      'GIFT_CARD_DISABLED',
    );
    expect(disabled.priceSummary.total.amount).toBe('60.00');
    const removed = await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/remove-gift-card`, { id }));
    expect(removed.checkout.calculationErrors?.giftCardCalculationError ?? null).toBeNull();
    expect(
      applicationCode(
        await me.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id }, giftCardCode: 'NOSUCHCARD' }),
      ),
    ).toBe('GIFT_CARD_DOES_NOT_EXIST');
  });

  it('set line quantities and remove lines, each line by its id', async () => {
    const { me, id, read } = await checkoutOfShopper();
    const [first, second] = (await read()).lineItems;
    const set = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${id}/update-line-items-quantity`, {
        id,
        lineItems: [{ id: second.id, quantity: 5 }],
      }),
    );
    expect(set.checkout.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1, 5]);
    expect(set.checkout.priceSummary.subtotal.amount).toBe('135.00');
    const missing = crypto.randomUUID();
    const unknown = await me.send('POST', `${CHECKOUTS}/${id}/remove-line-items`, {
      id,
      lineItemIds: [first.id, missing],
    });
    expect(applicationCode(unknown)).toBe('LINE_ITEM_NOT_FOUND');
    expect((await read()).lineItems).toHaveLength(2);
    const removed = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${id}/remove-line-items`, { id, lineItemIds: [first.id] }),
    );
    expect(removed.checkout.lineItems.map((l: { id: string }) => l.id)).toEqual([second.id]);
  });

  it('refuse bad input, other buyers and completed checkouts, storing nothing', async () => {
    const { me, id, read } = await checkoutOfShopper();
    const before = await read();
    const bad: Array<[string, object, string]> = [
      ['PATCH', { checkout: { id, buyerInfo: { email: 'not-an-email' } } }, 'checkout.buyerInfo.email'],
      ['PATCH', { checkout: { id, buyerNote: 'x'.repeat(1001) } }, 'checkout.buyerNote'],
      ['PATCH', { checkout: { id, buyerNote: 'a\u0000b' } }, 'checkout.buyerNote'],
      ['PATCH', { checkout: { id }, giftCardRedeemAmount: '1.005' }, 'giftCardRedeemAmount'],
      ['PATCH', { checkout: { id }, couponCode: 42 }, 'couponCode'],
      // A visitor who is not signed in must leave an email with an address.
      ['PATCH', { checkout: { id, billingInfo: { address } } }, 'checkout.buyerInfo.email'],
      [
        'update-line-items-quantity',
        { id, lineItems: [{ id: before.lineItems[0].id, quantity: 0 }] },
        'lineItems[0].quantity',
      ],
      ['update-line-items-quantity', { id, lineItems: [] }, 'lineItems'],
      ['remove-line-items', { id, lineItemIds: ['not-a-uuid'] }, 'lineItemIds[0]'],
      ['PATCH', { checkout: { id }, lineItems: [{ quantity: 1 }] }, 'lineItems[0].catalogReference'],
    ];
    for (const [call, body, field] of bad) {
      const answer =
        call === 'PATCH'
          ? await me.send('PATCH', `${CHECKOUTS}/${id}`, body)
          : await me.send('POST', `${CHECKOUTS}/${id}/${call}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(violatedFields(answer), JSON.stringify(body)).toContain(field);
    }
    expect(await read()).toEqual(before);
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(
      applicationCode(
        await stranger.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id, buyerNote: 'mine' } }),
      ),
    ).toBe('CHECKOUT_NOT_FOUND');
    expect(applicationCode(await stranger.send('POST', `${CHECKOUTS}/${id}/remove-coupon`, { id }))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    // The site's own API key may edit a buyer's checkout.
    await admin.ok(
      await admin.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id, buyerNote: 'By staff' } }),
    );
    await atrium.database.db.execute(`update checkouts set completed = true where id = '${id}'` as never);
    expect(
      applicationCode(await me.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id, buyerNote: 'late' } })),
    ).toBe('CHECKOUT_ALREADY_COMPLETED');
  });
});
