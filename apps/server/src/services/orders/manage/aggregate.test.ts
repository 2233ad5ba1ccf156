import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCode,
  createTestApp,
  visitorToken,
  type TestAtrium,
  memberToken,
} from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { line, ORDERS, placedOrder } from '../../../test/orders.js';

const AGGREGATE = `${ORDERS}/aggregate`;
const COLLECTOR = '/ecom/v1/payments-collector/orders';
const TOTAL = 'priceSummary.total.amount';
const DAY_ONE = Date.parse('2026-03-01T09:00:00Z');
const DAY_TWO = Date.parse('2026-03-02T23:30:00Z');
let now = DAY_ONE;
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let currency: string;

/** Four orders over two days (each with 5.00 shipping): 17.50 paid and 30.00 on the first, 5.10 and 5.05 paid on the second. */
beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
  admin = productsApi(atrium);
  await admin.ok(
    await admin.send('POST', '/ecom/v1/shipping-options', {
      shippingOption: { title: 'Flat', rates: [{ amount: '5' }] },
    }),
  );
  const cup = await admin.create(mug({ name: 'Cup', stock: { trackInventory: false } }));
  const dime = await admin.create(mug({ name: 'Dime', priceData: { price: '0.10' } }));
  const nickel = await admin.create(mug({ name: 'Nickel', priceData: { price: '0.05' } }));
  const paid = async (orderId: string) =>
    admin.ok(await admin.send('POST', `${COLLECTOR}/${orderId}/mark-as-paid`, { ecomOrderId: orderId }));
  const first = await placedOrder(atrium, [line(cup.id)]);
  await paid(first.orderId);
  await placedOrder(atrium, [line(cup.id, 2)]);
  now = DAY_TWO;
  await placedOrder(atrium, [line(dime.id)]);
  await paid((await placedOrder(atrium, [line(nickel.id)])).orderId);
  currency = (await admin.ok(await admin.send('GET', `${ORDERS}/${first.orderId}`))).order.currency;
});
afterAll(async () => atrium?.close());

const aggregate = (payload: object, caller = admin) => caller.send('POST', AGGREGATE, payload);
const money = (amount: string) => ({ amount, formattedAmount: expect.any(String) });

describe('aggregateOrders', () => {
  it('counts orders by a value and adds up their totals exactly, per currency', async () => {
    const { aggregates } = await admin.ok(
      await aggregate({
        aggregation: {
          byPayment: {
            type: 'VALUE',
            fieldPath: 'paymentStatus',
            money: { fieldPath: TOTAL, operations: ['SUM', 'MAX'] },
          },
          all: { type: 'SCALAR', money: { fieldPath: TOTAL, operations: ['SUM', 'AVG', 'MIN', 'MAX'] } },
        },
      }),
    );
    expect(aggregates.byPayment).toEqual({
      type: 'VALUE',
      fieldPath: 'paymentStatus',
      results: [
        {
          value: 'NOT_PAID',
          count: 2,
          amounts: [{ currency, count: 2, sum: money('35.10'), max: money('30.00') }],
        },
        {
          value: 'PAID',
          count: 2,
          amounts: [{ currency, count: 2, sum: money('22.55'), max: money('17.50') }],
        },
      ],
    });
    // 57.65 over 4 orders is 14.4125: one rounding, to the cent.
    expect(aggregates.all).toEqual({
      type: 'SCALAR',
      fieldPath: TOTAL,
      count: 4,
      amounts: [
        {
          currency,
          count: 4,
          sum: money('57.65'),
          avg: money('14.41'),
          min: money('5.05'),
          max: money('30.00'),
        },
      ],
    });
  });

  it('answers orders and revenue per UTC day, earliest first, for a dashboard', async () => {
    const { aggregates } = await admin.ok(
      await aggregate({
        filter: { createdDate: { $gte: '2026-02-01T00:00:00.000Z' } },
        aggregation: {
          perDay: {
            type: 'DATE_HISTOGRAM',
            fieldPath: 'createdDate',
            dateHistogram: { interval: 'DAY' },
            money: { fieldPath: TOTAL, operations: ['SUM', 'AVG'] },
          },
          plain: { type: 'DATE_HISTOGRAM', fieldPath: 'createdDate', dateHistogram: { interval: 'MONTH' } },
        },
      }),
    );
    expect(aggregates.perDay.results).toEqual([
      {
        value: '2026-03-01T00:00:00.000Z',
        count: 2,
        amounts: [{ currency, count: 2, sum: money('47.50'), avg: money('23.75') }],
      },
      // (5.10 + 5.05) / 2 = 5.075: half away from zero.
      {
        value: '2026-03-02T00:00:00.000Z',
        count: 2,
        amounts: [{ currency, count: 2, sum: money('10.15'), avg: money('5.08') }],
      },
    ]);
    expect(aggregates.plain.results).toEqual([{ value: '2026-03-01T00:00:00.000Z', count: 4 }]);
  });

  it('filters with the searchOrders grammar and sorts and limits buckets as asked', async () => {
    const paid = await admin.ok(
      await aggregate({
        filter: { paymentStatus: 'PAID', createdDate: { $gte: '2026-03-02T00:00:00.000Z' } },
        aggregation: { all: { type: 'SCALAR', money: { fieldPath: TOTAL, operations: ['SUM'] } } },
      }),
    );
    expect(paid.aggregates.all).toMatchObject({ count: 1, amounts: [{ sum: { amount: '5.05' } }] });
    const sorted = await admin.ok(
      await aggregate({
        aggregation: {
          statuses: {
            type: 'VALUE',
            fieldPath: 'paymentStatus',
            value: { sortType: 'VALUE', sortDirection: 'DESC', limit: 1 },
          },
          channels: { type: 'VALUE', fieldPath: 'channelInfo.type' },
        },
        hierarchySeparatorOverride: ' / ',
      }),
    );
    expect(sorted.aggregates.statuses.results).toEqual([{ value: 'PAID', count: 2 }]);
    expect(sorted.aggregates.channels.results).toEqual([{ value: 'WEB', count: 4 }]);
  });

  it("answers only the caller's site, to its owner or an API key with ecom.manage", async () => {
    const elsewhere = await atrium.modules.sites.createSite({ name: 'Else', origins: [], redirectUris: [] });
    const other = productsApi(atrium, (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key);
    const body = {
      aggregation: {
        all: { type: 'SCALAR', money: { fieldPath: TOTAL, operations: ['SUM'] } },
        byStatus: { type: 'VALUE', fieldPath: 'status' },
      },
    };
    expect((await other.ok(await aggregate(body, other))).aggregates).toEqual({
      all: { type: 'SCALAR', fieldPath: TOTAL, count: 0, amounts: [] },
      byStatus: { type: 'VALUE', fieldPath: 'status', results: [] },
    });
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog', ['catalog.manage'])).key,
    );
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const member = productsApi(atrium, await memberToken(atrium, 'counter@example.com'));
    expect(applicationCode(await aggregate(body, limited))).toBe('MISSING_PERMISSION');
    expect(applicationCode(await aggregate(body, productsApi(atrium, visitor)))).toBe('FORBIDDEN');
    expect(applicationCode(await aggregate(body, member))).toBe('FORBIDDEN');
  });
});
