import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, type TestAtrium } from '../../test/app.js';
import type { productsApi } from '../../test/catalog.js';
import { mug, PRODUCTS } from '../../test/catalog.js';
import { CHECKOUTS, line, orderTestApp, shopperCheckout } from '../../test/orders.js';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
});
afterAll(async () => atrium?.close());

const OTHER = { other: { name: 'OTHER_DEFAULT' } };

describe('checkout violations, by validation mode', () => {
  it('say what stops an order while it is filled in, and everything when it is placed', async () => {
    const cup = await admin.create(
      mug({ name: 'Violation cup', stock: { trackInventory: true, quantity: 2 } }),
    );
    const shopper = await shopperCheckout(atrium, [line(cup.id, 1)], {
      email: undefined,
      shippingAddress: undefined,
    });
    const read = async () =>
      (await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`))).checkout.violations;
    // Being filled in: no email and no address yet are not violations.
    expect(await read()).toEqual([]);
    const placing = await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order`, {});
    expect(applicationCode(placing)).toBe('CHECKOUT_NOT_READY');
    expect(placing.json().details.applicationError.data.violations).toEqual([
      { severity: 'ERROR', target: OTHER, description: "The buyer's email is missing" },
      { severity: 'ERROR', target: OTHER, description: 'The delivery address is missing' },
    ]);

    // The item sells out: an error on its line, with the fix the page can offer.
    await admin.ok(
      await admin.send('PATCH', `${PRODUCTS}/${cup.id}`, { product: { id: cup.id, stock: { quantity: 0 } } }),
    );
    const [soldOut] = await read();
    expect(soldOut).toMatchObject({
      severity: 'ERROR',
      target: { lineItem: { name: 'LINE_ITEM_DEFAULT' } },
      suggestedFix: 'REMOVE_LINE_ITEM',
    });
  });

  it('refuse a gift card that stopped paying', async () => {
    const cup = await admin.create(mug({ name: 'Far cup' }));
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    const patch = (body: object) =>
      shopper.me.send('PATCH', `${CHECKOUTS}/${shopper.id}`, { checkout: { id: shopper.id, ...body } });
    const card = await admin.ok(
      await admin.send('POST', '/atrium/v1/gift-cards', { giftCard: { initialBalance: '5' } }),
    );
    await shopper.me.ok(
      await shopper.me.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
        checkout: { id: shopper.id },
        giftCardCode: card.code,
      }),
    );
    await admin.ok(await admin.send('POST', `/atrium/v1/gift-cards/${card.giftCard.id}/disable`, {}));
    const { checkout } = await shopper.me.ok(await patch({ buyerNote: 'again' }));
    expect(checkout.violations).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        target: OTHER,
        description: expect.stringMatching(/^The gift card cannot pay/),
      }),
    ]);
    const placing = await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order`, {});
    expect(applicationCode(placing)).toBe('CHECKOUT_NOT_READY');
  });
});
