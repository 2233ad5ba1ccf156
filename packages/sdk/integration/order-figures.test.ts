import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApplicationError, orders, products } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { siteClient, visitorOrder } from './shopper.js';

const TOTAL = 'priceSummary.total.amount';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

const site = () => siteClient(atrium, { products, orders });
const placed = (productId: string) => visitorOrder(atrium, productId, 'figures@example.com');

describe('the orders module: figures and payment gateway orders, against the real server', () => {
  it('aggregates orders and prepares their collection', async () => {
    const shop = site();
    const ebook = await shop.products.createProduct({
      name: 'SDK figures ebook',
      productType: 'DIGITAL',
      priceData: { price: '3.35' },
    });
    const { me, orderId } = await placed(ebook._id!);
    await placed(ebook._id!);

    const { aggregates } = await shop.orders.aggregateOrders({
      filter: { paymentStatus: 'NOT_PAID' },
      aggregation: {
        all: { type: 'SCALAR', money: { fieldPath: TOTAL, operations: ['SUM', 'AVG'] } },
        perDay: { type: 'DATE_HISTOGRAM', fieldPath: 'createdDate', dateHistogram: { interval: 'DAY' } },
      },
    });
    expect(aggregates.all).toMatchObject({
      count: 2,
      amounts: [{ count: 2, sum: { amount: '6.70' }, avg: { amount: '3.35' } }],
    });
    expect(aggregates.perDay!.results!.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(2);

    const prepared = await shop.orders.preparePaymentCollection(
      orderId,
      { amount: '1.35' },
      { redirectUrls: { successUrl: 'https://shop.test/thanks' } },
    );
    expect(prepared.paymentGatewayOrderId).toMatch(/^[0-9a-f-]{36}$/);
    const whole = await shop.orders.paymentCollectionCreatePaymentGatewayOrder(orderId);
    expect(whole.paymentGatewayOrderId).not.toBe(prepared.paymentGatewayOrderId);

    const tooMuch = await shop.orders.preparePaymentCollection(orderId, { amount: '3.36' }).catch((e) => e);
    expect(isApplicationError(tooMuch) && tooMuch.code).toBe('PAYMENT_AMOUNT_EXCEEDS_BALANCE');
    // A buyer's client is not elevated: the SDK refuses before anything is sent.
    await expect(me.orders.aggregateOrders({ aggregation: {} })).rejects.toThrow();
  });
});
