import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { APP_ID, ORDERS, shopperCheckout } from '../../../test/orders.js';
import { outboxEvents, violatedFields } from '../../../test/wire.js';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const product = async (name: string, quantity: number) =>
  (await admin.create(mug({ name, stock: { trackInventory: true, quantity } }))) as { id: string };
const stockOf = async (id: string) => (await admin.get(id)).stock.quantity as number;
const ordersStored = async () =>
  Number(
    (
      await atrium.database.executeSql('select count(*)::int as n from orders where site_id = $1', [
        atrium.site.siteId,
      ])
    ).rows[0]!.n,
  );
const line = (extra: object = {}) => ({
  productName: { original: 'Phone order mug' },
  quantity: 1,
  price: { amount: '10.00' },
  ...extra,
});
const create = (order: object, as = admin, settings?: object) =>
  as.send('POST', ORDERS, { order, ...(settings ? { settings } : {}) });

describe('createOrder', () => {
  it('adds up the order in minor units from what it is given, and takes its stock', async () => {
    const cup = await product('Direct cup', 10);
    const { order } = await admin.ok(
      await create({
        lineItems: [line({ quantity: 3, catalogReference: { appId: APP_ID, catalogItemId: cup.id } })],
        appliedDiscounts: [{ merchantDiscount: { amount: { amount: '2.50' }, description: 'Loyal' } }],
        shippingInfo: { title: 'Courier', cost: { price: { amount: '4.99' } } },
        taxInfo: { totalTax: { amount: '1.20' } },
        buyerInfo: { email: 'phone@example.com' },
        buyerNote: 'Called in',
      }),
    );
    // 3 × 10.00 − 2.50 + 4.99 shipping + 1.20 tax.
    expect(order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'NOT_PAID',
      imported: false,
      currency: 'USD',
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      buyerInfo: { email: 'phone@example.com' },
      buyerNote: 'Called in',
      priceSummary: {
        subtotal: { amount: '30.00' },
        discount: { amount: '2.50' },
        shipping: { amount: '4.99' },
        tax: { amount: '1.20' },
        total: { amount: '33.69', formattedAmount: '$33.69' },
        totalAdditionalFees: { amount: '0.00' },
      },
      balanceSummary: { balance: { amount: '33.69' }, paid: { amount: '0.00' } },
      shippingInfo: { title: 'Courier', cost: { price: { amount: '4.99' } } },
      appliedDiscounts: [
        {
          merchantDiscount: { amount: { amount: '2.50' } },
          discountType: 'GLOBAL',
          lineItemIds: [expect.any(String)],
        },
      ],
      lineItems: [
        {
          quantity: 3,
          priceBeforeDiscounts: { amount: '10.00' },
          lineItemPrice: { amount: '30.00' },
          totalDiscount: { amount: '2.50' },
          totalPriceBeforeTax: { amount: '27.50' },
          totalPriceAfterTax: { amount: '28.70' },
          taxInfo: { taxAmount: { amount: '1.20' } },
        },
      ],
      activities: [{ type: 'ORDER_PLACED' }],
      createdBy: { appId: expect.any(String) },
    });
    expect(Number(order.number)).toBeGreaterThanOrEqual(10001);
    expect(await stockOf(cup.id)).toBe(7);
    const events = await outboxEvents(atrium);
    expect(events.find((e) => e.type === 'order.created' && e.entityId === order.id)).toBeDefined();
    const read = await admin.ok(await admin.send('GET', `${ORDERS}/${order.id}`));
    expect(read.order).toEqual(order);
  });

  it('spreads a discount over lines and sums taxes and fees exactly; a free order is PAID', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const { order } = await admin.ok(
      await create({
        lineItems: [
          line({ id: a, price: { amount: '0.10' }, taxInfo: { taxAmount: { amount: '0.01' } } }),
          line({ id: b, quantity: 2, price: { amount: '0.10' }, taxInfo: { taxAmount: { amount: '0.02' } } }),
        ],
        appliedDiscounts: [{ coupon: { id: 'c1', code: 'TEN', amount: { amount: '0.10' } } }],
        additionalFees: [
          { name: 'Packing', price: { amount: '1.00' }, taxInfo: { taxAmount: { amount: '0.20' } } },
        ],
        taxInfo: { totalTax: { amount: '0.23' } },
      }),
    );
    // 0.10 off 0.10 and 0.20: 0.03 and 0.07 by largest remainder, which sum to it.
    expect(order.lineItems.map((l: { totalDiscount: { amount: string } }) => l.totalDiscount.amount)).toEqual(
      ['0.03', '0.07'],
    );
    expect(order.priceSummary).toMatchObject({
      subtotal: { amount: '0.30' },
      discount: { amount: '0.10' },
      totalAdditionalFees: { amount: '1.00' },
      tax: { amount: '0.23' },
      total: { amount: '1.43' },
    });
    expect(order.additionalFees[0]).toMatchObject({ priceAfterTax: { amount: '1.20' } });
    const free = await admin.ok(await create({ lineItems: [line({ price: { amount: '0' } })] }));
    expect(free.order).toMatchObject({ paymentStatus: 'PAID', priceSummary: { total: { amount: '0.00' } } });
  });

  it('refuses totals that disagree, amounts the currency cannot hold and what is derived, storing nothing', async () => {
    const before = await ordersStored();
    for (const [order, field] of [
      [
        { lineItems: [line({ lineItemPrice: { amount: '11.00' } })] },
        'order.lineItems[0].lineItemPrice.amount',
      ],
      [
        {
          lineItems: [line({ taxInfo: { taxAmount: { amount: '1.00' } } })],
          taxInfo: { totalTax: { amount: '2.00' } },
        },
        'order.taxInfo.totalTax.amount',
      ],
      [{ lineItems: [line({ price: { amount: '10.005' } })] }, 'order.lineItems[0].price.amount'],
      [{ lineItems: [line()], currency: 'EUR' }, 'order.currency'],
      [{ lineItems: [line()], paymentStatus: 'PAID' }, 'order.paymentStatus'],
      [{ lineItems: [line()], status: 'CANCELED' }, 'order.status'],
      [
        { lineItems: [line()], appliedDiscounts: [{ merchantDiscount: { amount: { amount: '10.01' } } }] },
        'order.appliedDiscounts[0]',
      ],
      [
        { lineItems: [line({ quantity: 100000, price: { amount: '1000000000000000' } })] },
        'order.lineItems[0].price.amount',
      ],
      [{ lineItems: [line({ image: 'javascript:alert(1)' })] }, 'order.lineItems[0].image'],
    ] as const) {
      const answer = await create(order);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    expect(await ordersStored()).toBe(before);
  });

  it('refuses bad input, visitors and keys without ecom.manage, storing nothing', async () => {
    const before = await ordersStored();
    for (const [body, field] of [
      [{}, 'order'],
      [{ order: {} }, 'order.lineItems'],
      [{ order: { lineItems: [line({ quantity: 'three' })] } }, 'order.lineItems[0].quantity'],
      [
        { order: { lineItems: [line({ productName: { original: 'x'.repeat(1000) } })] } },
        'order.lineItems[0].productName.original',
      ],
      [{ order: { lineItems: [line()], buyerNote: 'a\u0000b' } }, 'order.buyerNote'],
      [{ order: { lineItems: [line()], buyerInfo: { memberId: 'not-a-uuid' } } }, 'order.buyerInfo.memberId'],
      [{ order: { lineItems: [line()], checkoutId: 'nope' } }, 'order.checkoutId'],
      [{ order: { lineItems: [line({ price: { amount: '-1' } })] } }, 'order.lineItems[0].price.amount'],
    ] as const) {
      const answer = await admin.send('POST', ORDERS, body);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await create({ lineItems: [line()] }, visitor))).toBe('FORBIDDEN');
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    expect(applicationCode(await create({ lineItems: [line()] }, limited))).toBe('MISSING_PERMISSION');
    const anonymous = await atrium.app.inject({
      method: 'POST',
      url: ORDERS,
      payload: { order: { lineItems: [line()] } },
    });
    expect(applicationCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(await ordersStored()).toBe(before);
  });

  it('rolls everything back when stock runs short: no order, no stock, no number used', async () => {
    const cup = await product('Short cup', 2);
    const first = await admin.ok(await create({ lineItems: [line()] }));
    const short = await create({
      lineItems: [line({ quantity: 3, catalogReference: { appId: APP_ID, catalogItemId: cup.id } })],
    });
    expect(short.statusCode).toBe(409);
    expect(applicationCode(short)).toBe('INSUFFICIENT_STOCK');
    expect(await stockOf(cup.id)).toBe(2);
    const next = await admin.ok(await create({ lineItems: [line()] }));
    expect(Number(next.order.number)).toBe(Number(first.order.number) + 1);
    // Waiting for approval, nothing is taken yet.
    const pending = await admin.ok(
      await create(
        { lineItems: [line({ quantity: 3, catalogReference: { appId: APP_ID, catalogItemId: cup.id } })] },
        admin,
        { orderApprovalStrategy: 'PAYMENT_RECEIVED' },
      ),
    );
    expect(pending.order.status).toBe('INITIALIZED');
    expect(await stockOf(cup.id)).toBe(2);
  });

  it('numbers parallel orders one after another, none twice', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => create({ lineItems: [line()] })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const numbers = answers.map((a) => Number(a.json().order.number)).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('closes the checkout it names; a checkout that became an order is refused', async () => {
    const cup = await product('Checkout cup', 5);
    const shopper = await shopperCheckout(atrium, [
      { quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: cup.id } },
    ]);
    const made = await admin.ok(await create({ lineItems: [line()], checkoutId: shopper.id }));
    expect(made.order.checkoutId).toBe(shopper.id);
    const checkout = (await shopper.me.ok(await shopper.me.send('GET', `/ecom/v1/checkouts/${shopper.id}`)))
      .checkout;
    expect(checkout).toMatchObject({ completed: true });
    const placed = await shopper.me.ok(
      await shopper.me.send('POST', `/ecom/v1/checkouts/${shopper.id}/create-order`, { id: shopper.id }),
    );
    expect(placed.orderId).toBe(made.order.id);
    expect(applicationCode(await create({ lineItems: [line()], checkoutId: shopper.id }))).toBe(
      'CHECKOUT_ALREADY_COMPLETED',
    );
  });
});
