import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  checkout,
  createClient,
  currentCart,
  isApplicationError,
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

describe('the payments collector and order transactions against the real server', () => {
  it('captures an authorization, refunds part of it, and lists the transactions', async () => {
    const site = createClient({
      modules: { products, orders, orderTransactions },
      auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
      host: atrium.host,
    });
    const course = await site.products.createProduct({
      name: 'SDK course',
      productType: 'DIGITAL',
      priceData: { price: '40' },
    });
    const me = createClient({
      modules: { currentCart, checkout, sandboxPayments },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: course._id! } }],
    });
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'learner@example.com',
    });
    const { token } = await me.sandboxPayments.createSandboxToken({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const { orderId } = await me.checkout.createOrderAndCharge(checkoutId!, {
      paymentToken: token,
      delayCapture: true,
    });
    const listed = await site.orderTransactions.listTransactionsForSingleOrder(orderId!);
    const payment = listed.orderTransactions!.payments![0]!;
    expect(payment.status).toBe('AUTHORIZED');
    const captured = await site.orders.captureAuthorizedPayments(orderId!, [{ paymentId: payment._id! }]);
    expect(captured.orderTransactions?.payments?.[0]?.status).toBe('APPROVED');
    const refunded = await site.orders.triggerRefund(orderId!, [
      { paymentId: payment._id!, amount: { amount: '15.00' } },
    ]);
    expect(refunded.failedPaymentIds).toEqual([]);
    const tooMuch = await site.orders
      .triggerRefund(orderId!, [{ paymentId: payment._id!, amount: { amount: '30.00' } }])
      .catch((e: unknown) => e);
    expect(isApplicationError(tooMuch) && tooMuch.code).toBe('REFUND_AMOUNT_EXCEEDS_REFUNDABLE');
    const order = await site.orders.getOrder(orderId!);
    expect(order).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      balanceSummary: { paid: { amount: '40.00' }, refunded: { amount: '15.00' } },
    });
    const both = await site.orderTransactions.listTransactionsForMultipleOrders([orderId!]);
    expect(both.orderTransactions?.[0]?.refunds).toHaveLength(1);
    const refundability = await site.orders.getRefundabilityStatus(orderId!);
    expect(refundability.refundabilities?.[0]?.refundabilityStatus).toBe('REFUNDABLE');
  });
});
