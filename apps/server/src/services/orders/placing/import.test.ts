import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { APP_ID, ORDERS } from '../../../test/orders.js';
import { outboxEvents, violatedFields } from '../../../test/wire.js';

const IMPORT = `${ORDERS}/import`;
const COUNTER = `${IMPORT}/set-order-number-counter`;
const BULK_DELETE = `${IMPORT}/bulk-delete-imported-orders`;

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

/** A new site of the same server, and its admin API key: a counter no other test moves. */
async function freshSite() {
  const { site } = await atrium.modules.sites.createSite({ name: 'Counter', origins: [], redirectUris: [] });
  return productsApi(atrium, (await atrium.modules.sites.createApiKey(site.id, 'k')).key);
}

const line = (extra: object = {}) => ({
  productName: { original: 'Imported mug' },
  quantity: 2,
  price: { amount: '12.50' },
  ...extra,
});
/** 2 × 12.50 − 5.00 + 3.00 shipping + 2.00 tax = 25.00. */
const summary = {
  subtotal: { amount: '25.00' },
  discount: { amount: '5.00' },
  shipping: { amount: '3.00' },
  tax: { amount: '2.00' },
  totalAdditionalFees: { amount: '0' },
  total: { amount: '25.00' },
};
const importOrder = (order: object, as = admin) => as.send('POST', IMPORT, { order });
const create = (as = admin) => as.send('POST', ORDERS, { order: { lineItems: [line({ quantity: 1 })] } });

describe('importOrder', () => {
  it('keeps the number, dates, totals, payments and timeline it is given, and never moves stock', async () => {
    const cup = (await admin.create(
      mug({ name: 'Imported cup', stock: { trackInventory: true, quantity: 4 } }),
    )) as {
      id: string;
    };
    const { order } = await admin.ok(
      await importOrder({
        number: '501',
        createdDate: '2023-05-01T10:00:00.000Z',
        purchasedDate: '2023-04-30T09:00:00.000Z',
        lineItems: [line({ catalogReference: { appId: APP_ID, catalogItemId: cup.id }, refundQuantity: 1 })],
        priceSummary: summary,
        paymentStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        status: 'APPROVED',
        buyerInfo: { email: 'old@example.com' },
        activities: [
          { activityType: 'ORDER_PLACED', createdDate: '2023-05-01T10:00:00.000Z' },
          { merchantComment: { message: 'Shipped by hand' }, createdDate: '2023-05-02T08:00:00.000Z' },
          { orderRefunded: { manual: true, amount: { amount: '12.5' } }, authorEmail: 'shop@example.com' },
        ],
      }),
    );
    expect(order).toMatchObject({
      number: '501',
      imported: true,
      createdDate: '2023-05-01T10:00:00.000Z',
      purchasedDate: '2023-04-30T09:00:00.000Z',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      channelInfo: { type: 'OTHER_PLATFORM' },
      priceSummary: { total: { amount: '25.00' }, discount: { amount: '5.00' }, tax: { amount: '2.00' } },
      balanceSummary: { paid: { amount: '25.00' }, balance: { amount: '0.00' } },
      lineItems: [
        { refundQuantity: 1, totalDiscount: { amount: '5.00' }, taxInfo: { taxAmount: { amount: '2.00' } } },
      ],
    });
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual([
      'ORDER_PLACED',
      'MERCHANT_COMMENT',
      'ORDER_REFUNDED',
    ]);
    expect(order.activities[1]).toMatchObject({
      createdDate: '2023-05-02T08:00:00.000Z',
      merchantComment: { message: 'Shipped by hand' },
    });
    expect(order.activities[2]).toMatchObject({
      authorEmail: 'shop@example.com',
      orderRefunded: { amount: { amount: '12.50', formattedAmount: '$12.50' } },
    });
    expect((await admin.get(cup.id)).stock.quantity).toBe(4);
    // The timeline is the server's record: callers cannot delete it.
    const deleted = await admin.send('DELETE', `${ORDERS}/${order.id}/activities/${order.activities[1].id}`);
    expect(applicationCode(deleted)).toBe('ACTIVITY_NOT_EDITABLE');
    expect(await atrium.core.mail.list(atrium.site.siteId)).toEqual([]);
    const events = await outboxEvents(atrium);
    expect(events.find((e) => e.entityId === order.id)).toMatchObject({
      type: 'order.created',
      data: { imported: true },
    });
  });

  it('refuses a total that is not the sum of its parts, a taken number, and statuses it cannot record', async () => {
    await admin.ok(
      await importOrder({ number: '502', lineItems: [line()], priceSummary: { total: { amount: '25.00' } } }),
    );
    const taken = await importOrder({ number: '502', lineItems: [line()] });
    expect(taken.statusCode).toBe(409);
    expect(applicationCode(taken)).toBe('ORDER_NUMBER_TAKEN');
    for (const [order, field] of [
      [
        { lineItems: [line()], priceSummary: { ...summary, total: { amount: '26.00' } } },
        'order.priceSummary.total.amount',
      ],
      [
        { lineItems: [line()], priceSummary: { subtotal: { amount: '24.00' } } },
        'order.priceSummary.subtotal.amount',
      ],
      [{ lineItems: [line()], priceSummary: { tax: { amount: '1.001' } } }, 'order.priceSummary.tax.amount'],
      [{ lineItems: [line()], number: 'A-17' }, 'order.number'],
      [{ lineItems: [line()], paymentStatus: 'PARTIALLY_PAID' }, 'order.paymentStatus'],
      [{ lineItems: [line({ price: { amount: '0' } })], paymentStatus: 'NOT_PAID' }, 'order.paymentStatus'],
      [{ lineItems: [line()], currency: 'GBP' }, 'order.currency'],
      [{ lineItems: [line()], activities: [{}] }, 'order.activities[0].activityType'],
      [
        { lineItems: [line()], activities: [{ orderRefunded: { amount: { amount: '1.001' } } }] },
        'order.activities[0].orderRefunded.amount.amount',
      ],
      [
        {
          lineItems: [line()],
          activities: [{ activityType: 'ORDER_PAID', merchantComment: { message: 'x' } }],
        },
        'order.activities[0].activityType',
      ],
      [{ lineItems: [line()], createdDate: 'yesterday' }, 'order.createdDate'],
    ] as const) {
      const answer = await importOrder(order);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await importOrder({ lineItems: [line()] }, visitor))).toBe('FORBIDDEN');
  });

  it('deletes only imported orders of the site', async () => {
    const imported = (await admin.ok(await importOrder({ number: '503', lineItems: [line()] }))).order;
    const made = (await admin.ok(await create())).order;
    const other = await freshSite();
    const theirs = (await other.ok(await importOrder({ number: '503', lineItems: [line()] }, other))).order;
    const answer = await admin.ok(
      await admin.send('POST', BULK_DELETE, {
        orderIds: [imported.id, made.id, theirs.id, crypto.randomUUID()],
      }),
    );
    expect(answer.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(applicationCode(await admin.send('GET', `${ORDERS}/${imported.id}`))).toBe('ORDER_NOT_FOUND');
    await admin.ok(await admin.send('GET', `${ORDERS}/${made.id}`));
    await other.ok(await other.send('GET', `${ORDERS}/${theirs.id}`));
    // Its number is free again.
    await admin.ok(await importOrder({ number: '503', lineItems: [line()] }));
    const bad = await admin.send('POST', BULK_DELETE, { orderIds: ['nope'] });
    expect(violatedFields(bad)).toContain('orderIds[0]');
  });
});

describe('setOrderNumberCounter', () => {
  it('raises the counter, refuses lowering it unless allowed and never below an existing number', async () => {
    const site = await freshSite();
    const set = (counter: string, allowLowerCounter?: boolean) =>
      site.send('POST', COUNTER, {
        counter,
        ...(allowLowerCounter === undefined ? {} : { allowLowerCounter }),
      });
    expect(await site.ok(await set('20000'))).toEqual({ oldCounter: '10000', newCounter: '20000' });
    expect((await site.ok(await create(site))).order.number).toBe('20001');
    const lower = await set('500');
    expect(lower.statusCode).toBe(409);
    expect(applicationCode(lower)).toBe('ORDER_COUNTER_LOWER_NOT_ALLOWED');
    expect(applicationCode(await set('20000', true))).toBe('ORDER_COUNTER_BELOW_EXISTING_ORDER');
    expect(await site.ok(await set('30000'))).toEqual({ oldCounter: '20001', newCounter: '30000' });
    expect(await site.ok(await set('20001', true))).toEqual({ oldCounter: '30000', newCounter: '20001' });
    expect((await site.ok(await create(site))).order.number).toBe('20002');
    // An imported number above the counter moves it past that number, so no later order takes it.
    await site.ok(await importOrder({ number: '20010', lineItems: [line()] }, site));
    expect((await site.ok(await create(site))).order.number).toBe('20011');
    expect(applicationCode(await set('20005', true))).toBe('ORDER_COUNTER_BELOW_EXISTING_ORDER');
    for (const [counter, field] of [
      ['-1', 'counter'],
      ['1000000000', 'counter'],
      ['ten', 'counter'],
    ] as const) {
      const answer = await set(counter);
      expect(answer.statusCode, counter).toBe(400);
      expect(violatedFields(answer)).toContain(field);
    }
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    expect(applicationCode(await limited.send('POST', COUNTER, { counter: '1' }))).toBe('MISSING_PERMISSION');
  });

  it('gives parallel orders and imports distinct numbers under the counter lock', async () => {
    const site = await freshSite();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => create(site)),
      importOrder({ number: '10003', lineItems: [line()] }, site),
      site.send('POST', COUNTER, { counter: '10001', allowLowerCounter: true }),
    ]);
    const numbers = answers
      .filter((a) => a.statusCode === 200 && a.json().order)
      .map((a) => Number(a.json().order.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(['ORDER_NUMBER_TAKEN', 'ORDER_COUNTER_BELOW_EXISTING_ORDER']).toContain(
        applicationCode(refused),
      );
  });
});
