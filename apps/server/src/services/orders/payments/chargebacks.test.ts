import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, type TestAtrium } from '../../../test/app.js';
import { mug, type productsApi } from '../../../test/catalog.js';
import { CHECKOUTS, line, orderTestApp, ORDERS, placedOrder, shopperCheckout } from '../../../test/orders.js';
import { violatedFields } from '../../../test/wire.js';

const CHARGEBACKS = '/atrium/v1/payments/sandbox/chargebacks';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Disputed cup', stock: { trackInventory: false } }));
});
afterAll(async () => atrium?.close());

const read = async (id: string) => (await admin.ok(await admin.send('GET', `${ORDERS}/${id}`))).order;

/** An order of one cup (12.50 + 5.00 shipping) charged to a sandbox card. */
async function chargedOrder() {
  const shopper = await shopperCheckout(atrium, [line(cup.id)]);
  const { orderId } = await shopper.me.ok(
    await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
      id: shopper.id,
      paymentToken: await shopper.token(),
    }),
  );
  const listed = await admin.ok(await admin.send('GET', `/ecom/v1/payments/orders/${orderId}`));
  return {
    orderId: orderId as string,
    paymentId: listed.orderTransactions.payments[0].id as string,
    shopper,
  };
}

describe('sandbox chargebacks', () => {
  it('are opened, approved and reversed, and the order follows', async () => {
    const { orderId, paymentId } = await chargedOrder();
    const opened = await admin.ok(
      await admin.send('POST', CHARGEBACKS, { orderId, paymentId, amount: '10.00' }),
    );
    expect(opened.chargeback).toMatchObject({ amount: '10.00', status: null });
    const id = opened.chargeback.id;
    // While disputed, the payment can refund only what the dispute leaves: 7.50.
    const refund = (amount: string) =>
      admin.send('POST', `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`, {
        ecomOrderId: orderId,
        payments: [{ paymentId, amount: { amount } }],
      });
    expect(applicationCode(await refund('8.00'))).toBe('REFUND_AMOUNT_EXCEEDS_REFUNDABLE');
    const approved = await admin.ok(
      await admin.send('POST', `${CHARGEBACKS}/${id}/approve`, { chargebackId: id }),
    );
    expect(approved.chargeback.status).toBe('APPROVED');
    expect(await read(orderId)).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      balanceSummary: { chargeback: { amount: '10.00' } },
    });
    const collectability = await admin.ok(
      await admin.send('GET', `/ecom/v1/payments-collector/orders/${orderId}/payment-collectability-status`),
    );
    expect(collectability.status).toBe('NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS');
    const listed = await admin.ok(await admin.send('GET', `/ecom/v1/payments/orders/${orderId}`));
    expect(listed.orderTransactions.payments[0].regularPaymentDetails.chargebacks).toMatchObject([
      { id, status: 'APPROVED', amount: { amount: '10.00' } },
    ]);
    expect(
      applicationCode(await admin.send('POST', `${CHARGEBACKS}/${id}/approve`, { chargebackId: id })),
    ).toBe('CHARGEBACK_ALREADY_DECIDED');
    const reversed = await admin.ok(
      await admin.send('POST', `${CHARGEBACKS}/${id}/reverse`, { chargebackId: id }),
    );
    expect(reversed.chargeback.status).toBe('REVERSED');
    const after = await read(orderId);
    expect(after).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { chargeback: { amount: '0.00' } },
    });
    expect(after.activities.map((a: { type: string }) => a.type)).toEqual(
      expect.arrayContaining(['CHARGEBACK_CREATED', 'CHARGEBACK_REVERSED']),
    );
    expect(
      applicationCode(await admin.send('POST', `${CHARGEBACKS}/${id}/reverse`, { chargebackId: id })),
    ).toBe('CHARGEBACK_ALREADY_DECIDED');
  });

  it('are refused on what a payment does not hold, and to anyone but the site', async () => {
    const { orderId, paymentId, shopper } = await chargedOrder();
    const open = (body: object, as = admin) => as.send('POST', CHARGEBACKS, body);
    expect(applicationCode(await open({ orderId, paymentId, amount: '17.51' }))).toBe(
      'CHARGEBACK_NOT_ALLOWED',
    );
    expect(applicationCode(await open({ orderId, paymentId: crypto.randomUUID() }))).toBe(
      'PAYMENT_NOT_FOUND',
    );
    expect(applicationCode(await open({ orderId: crypto.randomUUID(), paymentId }))).toBe('ORDER_NOT_FOUND');
    expect(applicationCode(await open({ orderId, paymentId }, shopper.me))).toBe('FORBIDDEN');
    for (const [body, field] of [
      [{ orderId, paymentId, amount: '-1' }, 'amount'],
      [{ orderId, paymentId, amount: '1.0001' }, 'amount'],
      [{ orderId: 'nope', paymentId }, 'orderId'],
    ] as const) {
      const answer = await open(body);
      expect(answer.statusCode, field).toBe(400);
      expect(violatedFields(answer), field).toContain(field);
    }
    const missing = crypto.randomUUID();
    expect(
      applicationCode(
        await admin.send('POST', `${CHARGEBACKS}/${missing}/approve`, { chargebackId: missing }),
      ),
    ).toBe('CHARGEBACK_NOT_FOUND');
    // A payment taken by hand has no card network to dispute it.
    const offline = await placedOrder(atrium, [line(cup.id)]);
    await admin.ok(
      await admin.send('POST', `/ecom/v1/payments-collector/orders/${offline.orderId}/mark-as-paid`, {
        ecomOrderId: offline.orderId,
      }),
    );
    const manual = (await admin.ok(await admin.send('GET', `/ecom/v1/payments/orders/${offline.orderId}`)))
      .orderTransactions.payments[0].id;
    expect(applicationCode(await open({ orderId: offline.orderId, paymentId: manual }))).toBe(
      'CHARGEBACK_NOT_ALLOWED',
    );
    expect((await read(orderId)).paymentStatus).toBe('PAID');
  });
});
