import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { CHECKOUTS, line, ORDERS, orderTestApp, placedOrder, shopperCheckout } from '../../../test/orders.js';
import { violatedFields } from '../../../test/wire.js';

const COLLECTOR = '/ecom/v1/payments-collector/orders';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Collector cup', stock: { trackInventory: true, quantity: 100 } }));
});
afterAll(async () => atrium?.close());

const read = async (id: string) => (await admin.ok(await admin.send('GET', `${ORDERS}/${id}`))).order;
const transactions = async (id: string) =>
  (await admin.ok(await admin.send('GET', `/ecom/v1/payments/orders/${id}`))).orderTransactions;
const stock = async () => (await admin.get(cup.id)).stock.quantity as number;

/** An order charged to a sandbox card (12.50 + 5.00 shipping per cup), captured unless asked not to. */
async function chargedOrder(quantity = 1, delayCapture = false) {
  const shopper = await shopperCheckout(atrium, [line(cup.id, quantity)]);
  const { orderId } = await shopper.me.ok(
    await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
      id: shopper.id,
      paymentToken: await shopper.token(),
      delayCapture,
    }),
  );
  const [payment] = (await transactions(orderId)).payments;
  return { orderId: orderId as string, paymentId: payment.id as string, shopper };
}
const refund = (
  orderId: string,
  payment: object,
  { extra = {}, key }: { extra?: object; key?: string } = {},
) =>
  atrium.app.inject({
    method: 'POST',
    url: `${COLLECTOR}/${orderId}/trigger-refund`,
    payload: { ecomOrderId: orderId, payments: [payment], ...extra },
    headers: { authorization: atrium.site.apiKey, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('the payments collector', () => {
  it('takes an offline order’s money by hand, in part then in full', async () => {
    const { orderId } = await placedOrder(atrium, [line(cup.id)]);
    const status = async () =>
      admin.ok(await admin.send('GET', `${COLLECTOR}/${orderId}/payment-collectability-status`));
    expect(await status()).toMatchObject({ status: 'COLLECTABLE', amount: { amount: '17.50' } });
    const manual = (amount: string) =>
      admin.send('POST', `${COLLECTOR}/${orderId}/manual-payment`, {
        orderId,
        amount: { amount },
        userDefinedPaymentMethodName: { predefined: 'CASH' },
      });
    expect(applicationCode(await manual('20.00'))).toBe('PAYMENT_AMOUNT_EXCEEDS_BALANCE');
    expect(await admin.ok(await manual('7.50'))).toEqual({});
    expect(await read(orderId)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      balanceSummary: { paid: { amount: '7.50' }, balance: { amount: '10.00' } },
    });
    const paid = await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${orderId}/mark-as-paid`, { ecomOrderId: orderId }),
    );
    expect(paid.order).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { balance: { amount: '0.00' } },
    });
    expect(await status()).toMatchObject({ status: 'NONCOLLECTABLE_ORDER_IS_PAID' });
    expect(
      applicationCode(
        await admin.send('POST', `${COLLECTOR}/${orderId}/mark-as-paid`, { ecomOrderId: orderId }),
      ),
    ).toBe('PAYMENT_NOT_COLLECTABLE');
    const listed = await transactions(orderId);
    expect(listed.payments.map((p: { amount: { amount: string } }) => p.amount.amount)).toEqual([
      '7.50',
      '10.00',
    ]);
    expect(listed.payments[0].regularPaymentDetails).toMatchObject({
      offlinePayment: true,
      paymentMethodName: { userDefinedName: { predefined: 'CASH' } },
    });
    const refundability = await admin.ok(await admin.send('GET', `${COLLECTOR}/${orderId}/refundability`));
    expect(refundability.refundabilities[0]).toMatchObject({
      refundabilityStatus: 'MANUAL',
      manuallyRefundableReason: 'OFFLINE',
    });
  });

  it('marks orders paid in bulk, each on its own', async () => {
    const first = await placedOrder(atrium, [line(cup.id)]);
    const missing = crypto.randomUUID();
    const bulk = await admin.ok(
      await admin.send('POST', '/v1/bulk/payments-collector/mark-as-paid', {
        ecomOrderIds: [first.orderId, missing],
      }),
    );
    expect(bulk.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual([
      true,
      false,
    ]);
    expect(bulk.results[1].itemMetadata.error.code).toBe('ORDER_NOT_FOUND');
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
  });

  it('captures and voids authorizations, once each', async () => {
    const held = await chargedOrder(1, true);
    expect((await read(held.orderId)).paymentStatus).toBe('PENDING');
    const capture = (key?: string) =>
      atrium.app.inject({
        method: 'POST',
        url: `${COLLECTOR}/${held.orderId}/capture-authorized-payments`,
        payload: { ecomOrderId: held.orderId, payments: [{ paymentId: held.paymentId }] },
        headers: { authorization: atrium.site.apiKey, ...(key ? { 'idempotency-key': key } : {}) },
      });
    const captured = await capture('capture-1');
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().orderTransactions.payments[0]).toMatchObject({
      status: 'APPROVED',
      regularPaymentDetails: {
        authorizationDetails: { delayedCapture: true, captures: [{ status: 'SUCCEEDED' }] },
      },
    });
    expect((await capture('capture-1')).json()).toEqual(captured.json());
    expect(applicationCode(await capture())).toBe('PAYMENT_NOT_AUTHORIZED');
    const order = await read(held.orderId);
    expect(order.paymentStatus).toBe('PAID');
    expect(order.activities.map((a: { type: string }) => a.type)).toContain('AUTHORIZED_PAYMENT_CAPTURED');

    const released = await chargedOrder(1, true);
    const voided = await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${released.orderId}/void-authorized-payments`, {
        ecomOrderId: released.orderId,
        paymentIds: [released.paymentId],
      }),
    );
    expect(voided.orderTransactions.payments[0].status).toBe('VOIDED');
    expect((await read(released.orderId)).paymentStatus).toBe('NOT_PAID');
  });

  it('refunds never more than was captured, even when asked at once many times', async () => {
    const { orderId, paymentId } = await chargedOrder(2);
    // 2 × 12.50 + 5.00 = 30.00 captured.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(orderId, { paymentId, amount: { amount: '10.00' } })),
    );
    const done = answers.filter((a) => a.statusCode === 200);
    expect(done).toHaveLength(3);
    // Refused for the amount, or because the payment has nothing left that is not refunded or being refunded.
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(['REFUND_AMOUNT_EXCEEDS_REFUNDABLE', 'PAYMENT_NOT_REFUNDABLE']).toContain(
        applicationCode(refused),
      );
    const order = await read(orderId);
    expect(order).toMatchObject({
      paymentStatus: 'FULLY_REFUNDED',
      balanceSummary: { refunded: { amount: '30.00' } },
    });
    const listed = await transactions(orderId);
    expect(listed.refunds).toHaveLength(3);
    expect(listed.payments[0].status).toBe('REFUNDED');
    const refundability = await admin.ok(await admin.send('GET', `${COLLECTOR}/${orderId}/refundability`));
    expect(refundability.refundabilities[0]).toMatchObject({
      refundabilityStatus: 'NOT_REFUNDABLE',
      nonRefundableReason: 'ALREADY_REFUNDED',
    });
  });

  it('refunds a line with its stock given back, the buyer told, and a repeated key answered once', async () => {
    const { orderId, paymentId } = await chargedOrder(3);
    const order = await read(orderId);
    const lineId = order.lineItems[0].id;
    const before = await stock();
    const body = {
      details: { lineItems: [{ lineItemId: lineId, quantity: 2 }], reason: 'Damaged' },
      sideEffects: {
        restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: lineId, quantity: 2 }] },
        sendOrderRefundedEmail: true,
      },
    };
    const first = await refund(
      orderId,
      { paymentId, amount: { amount: '25.00' } },
      { extra: body, key: 'refund-1' },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ failedPaymentIds: [], refundId: expect.any(String) });
    const again = await refund(
      orderId,
      { paymentId, amount: { amount: '25.00' } },
      { extra: body, key: 'refund-1' },
    );
    expect(again.json()).toEqual(first.json());
    expect(await stock()).toBe(before + 2);
    const after = await read(orderId);
    expect(after).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      lineItems: [{ refundQuantity: 2, restockQuantity: 2 }],
      balanceSummary: { refunded: { amount: '25.00' } },
    });
    expect(after.activities.map((a: { type: string }) => a.type)).toEqual(
      expect.arrayContaining(['REFUND_INITIATED', 'PAYMENT_REFUNDED']),
    );
    const mail = await atrium.core.mail.list(atrium.site.siteId);
    expect(mail.some((m) => m.subject === `A refund for your order #${after.number}`)).toBe(true);
    const tooMany = await refund(
      orderId,
      { paymentId, amount: { amount: '1.00' } },
      {
        extra: {
          details: { lineItems: [{ lineItemId: lineId, quantity: 2 }] },
        },
      },
    );
    expect(violatedFields(tooMany)).toEqual(['details.lineItems[0].quantity']);
    // Canceled with all its stock back: only the unit the refund did not restock comes back now.
    await admin.ok(
      await admin.send('POST', `${ORDERS}/${orderId}/cancel`, { id: orderId, restockAllItems: true }),
    );
    expect(await stock()).toBe(before + 3);
  });

  it('refuses bad input, unknown payments, other sites and callers without the permission', async () => {
    const { orderId, paymentId, shopper } = await chargedOrder();
    for (const [payment, field] of [
      [{ paymentId: 'nope' }, 'payments[0].paymentId'],
      [{ paymentId, amount: { amount: '1.005' } }, 'payments[0].amount.amount'],
      [{ paymentId, amount: { amount: 'ten' } }, 'payments[0].amount.amount'],
    ] as const) {
      const answer = await refund(orderId, payment);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    expect(applicationCode(await refund(orderId, { paymentId: crypto.randomUUID() }))).toBe(
      'PAYMENT_NOT_FOUND',
    );
    expect(applicationCode(await refund(orderId, { paymentId, amount: { amount: '0' } }))).toBe(
      'REFUND_AMOUNT_EXCEEDS_REFUNDABLE',
    );
    expect(applicationCode(await shopper.me.send('GET', `${COLLECTOR}/${orderId}/refundability`))).toBe(
      'FORBIDDEN',
    );
    const elsewhere = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const other = productsApi(atrium, (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key);
    expect(applicationCode(await other.send('GET', `/ecom/v1/payments/orders/${orderId}`))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(
      (await other.ok(await other.send('POST', '/ecom/v1/payments/list-by-ids', { orderIds: [orderId] })))
        .orderTransactions,
    ).toEqual([]);
    expect(
      applicationCode(
        await admin.send('POST', `${COLLECTOR}/${orderId}/charge-membership`, {
          ecomOrderId: orderId,
          memberId: crypto.randomUUID(),
          membershipCharges: [
            { membershipId: 'gold', appId: crypto.randomUUID(), lineItemId: crypto.randomUUID() },
          ],
        }),
      ),
    ).toBe('MEMBERSHIPS_NOT_AVAILABLE');
    expect((await read(orderId)).balanceSummary.refunded.amount).toBe('0.00');
  });
});
