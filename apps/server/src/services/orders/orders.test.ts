import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi, PRODUCTS } from '../../test/catalog.js';
import {
  address,
  CHECKOUTS,
  DECLINES,
  line,
  ORDERS,
  orderTestApp,
  shopperCheckout,
} from '../../test/orders.js';
import { violatedFields } from '../../test/wire.js';

const CURRENT = '/ecom/v1/carts/current';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
});
afterAll(async () => atrium?.close());

const product = async (name: string, price = '10', quantity = 5) =>
  (await admin.create(mug({ name, priceData: { price }, stock: { trackInventory: true, quantity } }))) as {
    id: string;
  };
const stockOf = async (id: string) =>
  (await admin.ok(await admin.send('GET', `${PRODUCTS}/${id}`))).product.stock.quantity as number;

const checkoutOf = (lines: object[], extra: object = {}) => shopperCheckout(atrium, lines, extra);

describe('an order from a checkout', () => {
  it('is placed once, with its number, snapshot and stock taken; the checkout closes', async () => {
    const cup = await product('Order cup');
    const { me, id } = await checkoutOf([line(cup.id, 2)]);
    const placed = await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id }));
    expect(placed.orderId).toMatch(/^[0-9a-f-]{36}$/);
    const { order } = await me.ok(await me.send('GET', `${ORDERS}/${placed.orderId}`));
    expect(order).toMatchObject({
      id: placed.orderId,
      status: 'APPROVED',
      paymentStatus: 'NOT_PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      checkoutId: id,
      buyerInfo: { email: 'buyer@example.com' },
      channelInfo: { type: 'WEB' },
      recipientInfo: { address: { city: 'London' } },
      shippingInfo: { title: 'Flat', cost: { price: { amount: '5.00' } } },
      priceSummary: {
        subtotal: { amount: '20.00' },
        shipping: { amount: '5.00' },
        total: { amount: '25.00' },
      },
      balanceSummary: { balance: { amount: '25.00' }, paid: { amount: '0.00' } },
      lineItems: [{ quantity: 2, productName: { original: 'Order cup' }, price: { amount: '10.00' } }],
      activities: [{ type: 'ORDER_PLACED' }],
    });
    expect(Number(order.number)).toBeGreaterThanOrEqual(10001);
    expect(await stockOf(cup.id)).toBe(3);
    // Placed again: the same order, nothing taken twice.
    expect((await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id }))).orderId).toBe(
      placed.orderId,
    );
    expect(await stockOf(cup.id)).toBe(3);
    const checkout = (await me.ok(await me.send('GET', `${CHECKOUTS}/${id}`))).checkout;
    expect(checkout.completed).toBe(true);
    expect(applicationCode(await me.send('GET', CURRENT))).toBe('OWNED_CART_NOT_FOUND');
    expect(
      applicationCode(await me.send('PATCH', `${CHECKOUTS}/${id}`, { checkout: { id, buyerNote: 'late' } })),
    ).toBe('CHECKOUT_ALREADY_COMPLETED');
    // A later price change leaves the order as it was sold.
    await admin.patch(cup.id, { priceData: { price: '99' } });
    const again = (await admin.ok(await admin.send('GET', `${ORDERS}/${placed.orderId}`))).order;
    expect(again.priceSummary.total.amount).toBe('25.00');
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await stranger.send('GET', `${ORDERS}/${placed.orderId}`))).toBe(
      'ORDER_NOT_FOUND',
    );
  });

  it('charges a sandbox card: PAID at once, or authorized only with delayCapture', async () => {
    const cup = await product('Charged cup');
    const paid = await checkoutOf([line(cup.id)]);
    const { orderId } = await paid.me.ok(
      await paid.me.send('POST', `${CHECKOUTS}/${paid.id}/create-order-and-charge`, {
        id: paid.id,
        paymentToken: await paid.token(),
      }),
    );
    const order = (await paid.me.ok(await paid.me.send('GET', `${ORDERS}/${orderId}`))).order;
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { balance: { amount: '0.00' }, paid: { amount: '15.00' } },
    });
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual(['ORDER_PLACED', 'ORDER_PAID']);
    const later = await checkoutOf([line(cup.id)]);
    const held = await later.me.ok(
      await later.me.send('POST', `${CHECKOUTS}/${later.id}/create-order-and-charge`, {
        id: later.id,
        paymentToken: await later.token(),
        delayCapture: true,
      }),
    );
    const authorized = (await later.me.ok(await later.me.send('GET', `${ORDERS}/${held.orderId}`))).order;
    expect(authorized).toMatchObject({
      paymentStatus: 'PENDING',
      balanceSummary: { authorized: { amount: '15.00' }, paid: { amount: '0.00' } },
    });
  });

  it('makes no order for a declined card: no stock, coupon or gift card used', async () => {
    const cup = await product('Declined cup');
    await admin.ok(
      await admin.send('POST', '/atrium/v1/coupons', {
        coupon: { code: 'DECLINE5', type: 'PERCENTAGE', percentage: 5, usageLimit: 1 },
      }),
    );
    const issued = await admin.ok(
      await admin.send('POST', '/atrium/v1/gift-cards', { giftCard: { initialBalance: '3.00' } }),
    );
    const { me, id, token } = await checkoutOf([line(cup.id)]);
    await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${id}`, {
        checkout: { id },
        couponCode: 'DECLINE5',
        giftCardCode: issued.code,
      }),
    );
    const declined = await me.send('POST', `${CHECKOUTS}/${id}/create-order-and-charge`, {
      id,
      paymentToken: await token(DECLINES),
    });
    expect(declined.statusCode).toBe(402);
    expect(applicationCode(declined)).toBe('PAYMENT_DECLINED');
    expect(await stockOf(cup.id)).toBe(5);
    const checkout = (await me.ok(await me.send('GET', `${CHECKOUTS}/${id}`))).checkout;
    expect(checkout.completed).toBe(false);
    const balance = await admin.ok(await admin.send('GET', `/atrium/v1/gift-cards/${issued.giftCard.id}`));
    expect(balance.giftCard.balance).toBe('3.00');
    // The same checkout with a good card: the coupon and the gift card are used now, once.
    const { orderId } = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${id}/create-order-and-charge`, {
        id,
        paymentToken: await token(),
      }),
    );
    const order = (await me.ok(await me.send('GET', `${ORDERS}/${orderId}`))).order;
    // 10.00 − 5% + 5.00 shipping = 14.50, of which the card pays 3.00 and the card network 11.50.
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      priceSummary: { discount: { amount: '0.50' }, total: { amount: '14.50' } },
      balanceSummary: { paid: { amount: '14.50' }, balance: { amount: '0.00' } },
    });
    const after = await admin.ok(await admin.send('GET', `/atrium/v1/gift-cards/${issued.giftCard.id}`));
    expect(after.giftCard.balance).toBe('0.00');
    const next = await checkoutOf([line(cup.id)]);
    expect(
      applicationCode(
        await next.me.send('PATCH', `${CHECKOUTS}/${next.id}`, {
          checkout: { id: next.id },
          couponCode: 'DECLINE5',
        }),
      ),
    ).toBe('COUPON_USAGE_LIMIT_REACHED');
  });

  it('is refused while the checkout is not ready, saying why', async () => {
    const cup = await product('Not ready cup', '10', 1);
    const me = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: [line(cup.id)] }));
    const { checkoutId: id } = await me.ok(
      await me.send('POST', `${CURRENT}/create-checkout`, { channelType: 'WEB' }),
    );
    const refused = await me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id });
    expect(applicationCode(refused)).toBe('CHECKOUT_NOT_READY');
    expect(JSON.stringify(refused.json())).toContain('email');
    // Ready, then sold out before it is placed.
    await me.ok(
      await me.send('PATCH', `${CHECKOUTS}/${id}`, {
        checkout: {
          id,
          buyerInfo: { email: 'late@example.com' },
          shippingInfo: { shippingDestination: { address } },
        },
      }),
    );
    const other = await checkoutOf([line(cup.id)]);
    await other.me.ok(await other.me.send('POST', `${CHECKOUTS}/${other.id}/create-order`, { id: other.id }));
    expect(applicationCode(await me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id }))).toBe(
      'CHECKOUT_NOT_READY',
    );
    expect(await stockOf(cup.id)).toBe(0);
    const offline = await checkoutOf([line((await product('No token cup')).id)]);
    expect(
      applicationCode(
        await offline.me.send('POST', `${CHECKOUTS}/${offline.id}/create-order-and-charge`, {
          id: offline.id,
        }),
      ),
    ).toBe('PAYMENT_TOKEN_REQUIRED');
  });

  it('never oversells: parallel orders for the last items take exactly what is left', async () => {
    const cup = await product('Last cups', '10', 3);
    const checkouts = await Promise.all(Array.from({ length: 6 }, () => checkoutOf([line(cup.id)])));
    const answers = await Promise.all(
      checkouts.map(({ me, id }) => me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id })),
    );
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(3);
    // Refused in the order's transaction, or before it when the checkout was priced after the stock ran out.
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(['INSUFFICIENT_STOCK', 'CHECKOUT_NOT_READY']).toContain(applicationCode(refused));
    expect(await stockOf(cup.id)).toBe(0);
    const numbers = await Promise.all(
      placed.map(async (a) =>
        Number((await admin.ok(await admin.send('GET', `${ORDERS}/${a.json().orderId}`))).order.number),
      ),
    );
    expect(new Set(numbers).size).toBe(3);
  });

  it('gives one order for one checkout placed many times at once', async () => {
    const cup = await product('Once cup');
    const { me, id } = await checkoutOf([line(cup.id)]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id })),
    );
    const ids = answers.map((a) => a.json().orderId);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(ids).size).toBe(1);
    expect(await stockOf(cup.id)).toBe(4);
  });

  it('answers a repeated Idempotency-Key with the first answer, and charges once', async () => {
    const cup = await product('Key cup');
    const { authorization, id, token } = await checkoutOf([line(cup.id)]);
    const body = { id, paymentToken: await token() };
    const send = (key: string, payload: object = body) =>
      atrium.app.inject({
        method: 'POST',
        url: `${CHECKOUTS}/${id}/create-order-and-charge`,
        payload,
        headers: { authorization, 'idempotency-key': key },
      });
    const first = await send('order-key-1');
    expect(first.statusCode).toBe(200);
    const repeat = await send('order-key-1');
    expect(repeat.json()).toEqual(first.json());
    expect(applicationCode(await send('order-key-1', { ...body, delayCapture: true }))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    const bad = await send('has spaces in it');
    expect(bad.statusCode).toBe(400);
    expect(violatedFields(bad)).toContain('Idempotency-Key');
    const charges = await atrium.database.db.execute(
      `select count(*)::int as n from sandbox_payments where reference = '${first.json().orderId}'` as never,
    );
    expect(JSON.stringify(charges)).toContain('"n":1');
  });

  it('refuses bad input, other sites and other buyers, storing nothing', async () => {
    const cup = await product('Bad input cup');
    const { me, id } = await checkoutOf([line(cup.id)]);
    for (const [path, body, field] of [
      [`${CHECKOUTS}/not-a-uuid/create-order`, {}, 'id'],
      [`${CHECKOUTS}/${id}/create-order`, { id, delayCapture: 'yes' }, 'delayCapture'],
      [`${CHECKOUTS}/${id}/create-order-and-charge`, { id, paymentToken: '' }, 'paymentToken'],
      [`${CHECKOUTS}/${id}/create-order-and-charge`, { id, paymentToken: 'x'.repeat(2001) }, 'paymentToken'],
      [`${CHECKOUTS}/${id}/create-order-and-charge`, { id, paymentToken: 'a\u0000b' }, 'paymentToken'],
      [`${CHECKOUTS}/${id}/mark-as-completed`, { id, orderId: 'nope' }, 'orderId'],
    ] as const) {
      const answer = await me.send('POST', path, body);
      expect(answer.statusCode, path).toBe(400);
      expect(violatedFields(answer), path).toContain(field);
    }
    const forged = await me.send('POST', `${CHECKOUTS}/${id}/create-order-and-charge`, {
      id,
      paymentToken: 'tok_sandbox_forged',
    });
    expect(applicationCode(forged)).toBe('PAYMENT_DECLINED');
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await stranger.send('POST', `${CHECKOUTS}/${id}/create-order`, { id }))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    const elsewhere = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const otherKey = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key,
    );
    expect(applicationCode(await otherKey.send('POST', `${CHECKOUTS}/${id}/create-order`, { id }))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    expect(applicationCode(await otherKey.send('GET', `${ORDERS}/${crypto.randomUUID()}`))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(await stockOf(cup.id)).toBe(5);
    expect((await me.ok(await me.send('GET', `${CHECKOUTS}/${id}`))).checkout.completed).toBe(false);
  });

  it('closes a checkout whose order was made elsewhere, once', async () => {
    const cup = await product('Elsewhere cup');
    const { me, id } = await checkoutOf([line(cup.id)]);
    expect(
      applicationCode(
        await me.send('POST', `${CHECKOUTS}/${id}/mark-as-completed`, { id, orderId: crypto.randomUUID() }),
      ),
    ).toBe('ORDER_NOT_FOUND');
    expect(await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/mark-as-completed`, { id }))).toEqual({});
    expect(await me.ok(await me.send('POST', `${CHECKOUTS}/${id}/mark-as-completed`, { id }))).toEqual({});
    expect(applicationCode(await me.send('POST', `${CHECKOUTS}/${id}/create-order`, { id }))).toBe(
      'CHECKOUT_ALREADY_COMPLETED',
    );
    expect(await stockOf(cup.id)).toBe(5);
  });
});
