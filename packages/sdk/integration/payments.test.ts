import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  checkout,
  createClient,
  currentCart,
  isApplicationError,
  isValidationError,
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
  it('records payments and a refund taken outside the providers; the order’s status follows them', async () => {
    const site = createClient({
      modules: { products, orders, orderTransactions },
      auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
      host: atrium.host,
    });
    const guide = await site.products.createProduct({
      name: 'SDK guide',
      productType: 'DIGITAL',
      priceData: { price: '20' },
    });
    const me = createClient({
      modules: { currentCart, checkout },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: guide._id! } }],
    });
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'reader@example.com',
    });
    const { orderId } = await me.checkout.createOrder(checkoutId!);
    const added = await site.orderTransactions.addPayments(orderId!, [
      {
        amount: { amount: '8.00' },
        status: 'APPROVED',
        regularPaymentDetails: { gatewayTransactionId: 'pos-1' },
      },
      { amount: { amount: '12.00' }, status: 'PENDING' },
    ]);
    const [paid, waiting] = added.paymentsIds!;
    expect(added.orderTransactions?.payments?.map((p) => [p._id, p.status])).toEqual([
      [paid, 'APPROVED'],
      [waiting, 'PENDING'],
    ]);
    const declined = await site.orderTransactions.updatePaymentStatus(
      { orderId: orderId!, paymentId: waiting! },
      { status: 'DECLINED' },
    );
    expect(declined.orderTransactions?.payments?.[1]?.status).toBe('DECLINED');
    const bulk = await site.orderTransactions.bulkUpdatePaymentStatuses(
      [{ orderId: orderId!, paymentId: waiting! }],
      {
        status: 'APPROVED',
        returnFullEntity: true,
      },
    );
    expect(bulk.results?.[0]?.itemMetadata).toMatchObject({
      _id: waiting,
      success: false,
      error: { code: 'PAYMENT_STATUS_MOVE_NOT_ALLOWED' },
    });
    const tooFine = await site.orderTransactions
      .addPayments(orderId!, [{ amount: { amount: '1.001' }, status: 'APPROVED' }])
      .catch((e: unknown) => e);
    expect(isValidationError(tooFine) && tooFine.fieldViolations.map((v) => v.field)).toEqual([
      'payments[0].amount.amount',
    ]);
    await site.orderTransactions.addPayments(orderId!, [{ amount: { amount: '12.00' }, status: 'APPROVED' }]);
    expect((await site.orders.getOrder(orderId!)).paymentStatus).toBe('PAID');

    const { refundId } = await site.orders.triggerRefund(orderId!, [
      { paymentId: paid!, amount: { amount: '3.00' }, externalRefund: true },
    ]);
    const done = { paymentId: paid!, refundStatus: 'SUCCEEDED' as const };
    expect(
      await site.orderTransactions.updateRefundTransaction(orderId!, refundId!, { transaction: done }),
    ).toEqual({});
    const undo = await site.orderTransactions
      .updateRefundTransaction(orderId!, refundId!, { transaction: { ...done, refundStatus: 'FAILED' } })
      .catch((e: unknown) => e);
    expect(isApplicationError(undo) && undo.code).toBe('REFUND_STATUS_MOVE_NOT_ALLOWED');
    expect(await site.orders.getOrder(orderId!)).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      balanceSummary: { paid: { amount: '20.00' }, refunded: { amount: '3.00' } },
    });
    // The protocol declares updatePayments without arguments: the order id of its path is never sent.
    await expect(site.orderTransactions.updatePayments()).rejects.toThrow('Missing path parameter "orderId"');
  });
});
