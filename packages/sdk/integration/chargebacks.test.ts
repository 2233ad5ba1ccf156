import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  checkout,
  createClient,
  currentCart,
  OAuthStrategy,
  orders,
  orderTransactions,
  products,
  sandboxPayments,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

describe('sandbox chargebacks against the real server', () => {
  it('lets the site open, approve and reverse a chargeback on a payment', async () => {
    const site = createClient({
      modules: { products, orders, orderTransactions, sandboxPayments },
      auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
      host: atrium.host,
    });
    const pass = await site.products.createProduct({
      name: 'SDK pass',
      productType: 'DIGITAL',
      priceData: { price: '20' },
    });
    const me = createClient({
      modules: { currentCart, checkout, sandboxPayments },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: pass._id! } }],
    });
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'dispute@example.com',
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    const { orderId } = await me.checkout.createOrderAndCharge(checkoutId!, {
      paymentToken: (await me.sandboxPayments.createSandboxToken(card)).token,
    });
    const { orderTransactions: listed } = await site.orderTransactions.listTransactionsForSingleOrder(
      orderId!,
    );
    const paymentId = listed!.payments![0]!._id!;
    const opened = await site.sandboxPayments.openSandboxChargeback({ orderId: orderId!, paymentId });
    expect(opened).toMatchObject({ amount: '20.00', status: null });
    expect((await site.sandboxPayments.approveSandboxChargeback(opened._id!)).status).toBe('APPROVED');
    expect((await site.orders.getOrder(orderId!)).paymentStatus).toBe('FULLY_REFUNDED');
    expect((await site.sandboxPayments.reverseSandboxChargeback(opened._id!)).status).toBe('REVERSED');
    expect((await site.orders.getOrder(orderId!)).paymentStatus).toBe('PAID');
  });
});
