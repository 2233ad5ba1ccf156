import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  checkout,
  createClient,
  currentCart,
  isApplicationError,
  OAuthStrategy,
  orders,
  products,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const TOTAL = 'priceSummary.total.amount';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

const site = () =>
  createClient({
    modules: { products, orders },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });

/** An order a visitor placed for a digital product (paid offline), and the visitor's client. */
async function placedOrder(productId: string) {
  const me = createClient({
    modules: { currentCart, checkout, orders },
    auth: OAuthStrategy({ clientId: atrium.site.clientId }),
    host: atrium.host,
  });
  await me.currentCart.addToCurrentCart({
    lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: productId } }],
  });
  const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
    email: 'figures@example.com',
  });
  const { orderId } = await me.checkout.createOrder(checkoutId!);
  return { me, orderId: orderId! };
}

describe('the orders module: figures and payment gateway orders, against the real server', () => {
  it('aggregates orders and prepares their collection', async () => {
    const shop = site();
    const ebook = await shop.products.createProduct({
      name: 'SDK figures ebook',
      productType: 'DIGITAL',
      priceData: { price: '3.35' },
    });
    const { me, orderId } = await placedOrder(ebook._id!);
    await placedOrder(ebook._id!);

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
