import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, type TestAtrium } from '../../../test/app.js';
import { mug, productsApi } from '../../../test/catalog.js';
import { CHECKOUTS, line, ORDERS, orderTestApp, placedOrder, shopperCheckout } from '../../../test/orders.js';
import { outboxEvents, violatedFields, wireError } from '../../../test/wire.js';

const PAYMENTS = '/ecom/v1/payments';
const COLLECTOR = '/ecom/v1/payments-collector/orders';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Recorded cup', stock: { trackInventory: true, quantity: 1000 } }));
});
afterAll(async () => atrium?.close());

type Api = ReturnType<typeof productsApi>;
interface WirePayment {
  id: string;
  status: string;
  amount: { amount: string };
  regularPaymentDetails?: Record<string, unknown>;
}

const read = async (id: string) => (await admin.ok(await admin.send('GET', `${ORDERS}/${id}`))).order;
const transactions = async (id: string) =>
  (await admin.ok(await admin.send('GET', `${PAYMENTS}/orders/${id}`))).orderTransactions as {
    payments: WirePayment[];
    refunds: Array<{ id: string; transactions: Array<Record<string, unknown>> }>;
  };
const activities = async (id: string) => (await read(id)).activities.map((a: { type: string }) => a.type);
const add = (orderId: string, payments: object[], as: Api = admin) =>
  as.send('POST', `${PAYMENTS}/orders/${orderId}/add-payment`, { orderId, payments });
const setStatus = (
  orderId: string,
  { paymentId, status }: { paymentId: string; status: string },
  as: Api = admin,
) =>
  as.send('POST', `${PAYMENTS}/${paymentId}/orders/${orderId}/update-payment-transaction-status`, {
    orderId,
    paymentId,
    status,
  });
const moveRefund = (
  orderId: string,
  { refundId, transaction }: { refundId: string; transaction: object },
  as: Api = admin,
) =>
  as.send('POST', `${PAYMENTS}/orders/${orderId}/update-refund-transaction`, {
    orderId,
    refundId,
    transaction,
  });
/** An order of one cup (12.50 + 5.00 shipping = 17.50), placed to be paid offline: nothing paid yet. */
const order = async () => (await placedOrder(atrium, [line(cup.id)])).orderId;
/** One external payment recorded on an order; its id. */
async function recorded(orderId: string, amount: string, status: string) {
  const answer = await admin.ok(await add(orderId, [{ amount: { amount }, status }]));
  return answer.paymentsIds[0] as string;
}
/** An order paid through the sandbox provider: authorized only, unless captured. */
async function chargedOrder(delayCapture: boolean) {
  const shopper = await shopperCheckout(atrium, [line(cup.id)]);
  const { orderId } = await shopper.me.ok(
    await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
      id: shopper.id,
      paymentToken: await shopper.token(),
      delayCapture,
    }),
  );
  return { orderId: orderId as string, paymentId: (await transactions(orderId)).payments[0]!.id };
}

describe('order transactions recorded outside the providers', () => {
  it('records external payments with exact money; the order’s payment status is derived, never taken', async () => {
    const orderId = await order();
    const answer = await add(orderId, [
      {
        amount: { amount: '7.5' },
        status: 'APPROVED',
        regularPaymentDetails: {
          gatewayTransactionId: 'pos-4711',
          creditCardDetails: { brand: 'Visa', lastFourDigits: '4242' },
          paymentMethodName: { userDefinedName: { custom: 'Shop terminal' } },
        },
      },
      // The deprecated status says the same thing.
      { amount: { amount: '10.00' }, regularPaymentDetails: { status: 'PENDING' } },
    ]);
    const body = await admin.ok(answer);
    expect(body.paymentsIds).toHaveLength(2);
    expect(body.orderTransactions.payments).toMatchObject([
      {
        id: body.paymentsIds[0],
        status: 'APPROVED',
        amount: { amount: '7.50' },
        regularPaymentDetails: {
          creditCardDetails: { brand: 'Visa', lastFourDigits: '4242' },
          paymentMethodName: { userDefinedName: { custom: 'Shop terminal' } },
        },
      },
      { id: body.paymentsIds[1], status: 'PENDING', amount: { amount: '10.00' } },
    ]);
    expect(await read(orderId)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      balanceSummary: { paid: { amount: '7.50' }, balance: { amount: '10.00' } },
    });
    expect(await activities(orderId)).toContain('PAYMENT_PENDING');

    const approved = await admin.ok(
      await setStatus(orderId, { paymentId: body.paymentsIds[1], status: 'APPROVED' }),
    );
    expect(approved.orderTransactions.payments[1]).toMatchObject({ status: 'APPROVED' });
    expect(await read(orderId)).toMatchObject({
      paymentStatus: 'PAID',
      balanceSummary: { paid: { amount: '17.50' }, balance: { amount: '0.00' } },
    });
    expect(await activities(orderId)).toContain('ORDER_PAID');
    const events = (await outboxEvents(atrium)).filter(
      (e) => e.entityId === orderId && e.type === 'order.payment_status_updated',
    );
    expect(events.map((e) => e.data.paymentStatus)).toEqual(['PARTIALLY_PAID', 'PAID']);
    // updatePayments carries no changes: it derives the status again, which stays what the payments say.
    expect(
      await admin.ok(await admin.send('POST', `${PAYMENTS}/orders/${orderId}/update-payments`, {})),
    ).toEqual({});
    expect((await read(orderId)).paymentStatus).toBe('PAID');
    // A status that drifted from the payments (written behind the server's back) is derived again.
    await atrium.database.executeSql(`update orders set payment_status = 'NOT_PAID' where id = $1`, [
      orderId,
    ]);
    await admin.ok(await admin.send('POST', `${PAYMENTS}/orders/${orderId}/update-payments`, {}));
    expect((await read(orderId)).paymentStatus).toBe('PAID');
    // An order-level status sent with a payment is not a field of it, and changes nothing.
    const another = await order();
    await admin.ok(
      await add(another, [{ amount: { amount: '1.00' }, status: 'PENDING', paymentStatus: 'PAID' }]),
    );
    expect((await read(another)).paymentStatus).toBe('PENDING');
  });

  it('records a repeated Idempotency-Key once', async () => {
    const orderId = await order();
    const send = (amount: string) =>
      atrium.app.inject({
        method: 'POST',
        url: `${PAYMENTS}/orders/${orderId}/add-payment`,
        payload: { orderId, payments: [{ amount: { amount }, status: 'APPROVED' }] },
        headers: { authorization: atrium.site.apiKey, 'idempotency-key': 'pos-sale-1' },
      });
    const first = await send('4.00');
    expect(first.statusCode, first.body).toBe(200);
    expect((await send('4.00')).json()).toEqual(first.json());
    expect(applicationCode(await send('5.00'))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await transactions(orderId)).payments.map((p) => p.amount.amount)).toEqual(['4.00']);
  });

  it('refuses payments past the total, a canceled order, and amounts that cannot be paid, storing nothing', async () => {
    const orderId = await order();
    const tooMuch = await add(orderId, [
      { amount: { amount: '10.00' }, status: 'APPROVED' },
      { amount: { amount: '7.51' }, status: 'APPROVED' },
    ]);
    expect(applicationCode(tooMuch)).toBe('PAYMENTS_EXCEED_ORDER_TOTAL');
    expect(tooMuch.json().details.applicationError.data).toMatchObject({ total: '17.50', captured: '17.51' });
    for (const [payment, field, rule] of [
      [{ amount: { amount: '1.005' }, status: 'APPROVED' }, 'payments[0].amount.amount', 'DECIMAL_MAX_SCALE'],
      [{ amount: { amount: '0' }, status: 'APPROVED' }, 'payments[0].amount.amount', 'DECIMAL_GT'],
      [{ status: 'APPROVED' }, 'payments[0].amount', 'REQUIRED_FIELD'],
      [{ amount: { amount: '1.00' } }, 'payments[0].status', 'REQUIRED_FIELD'],
      [{ amount: { amount: '1.00' }, status: 'REFUNDED' }, 'payments[0].status', 'VALIDATION'],
      [
        { amount: { amount: '1.00' }, status: 'APPROVED', regularPaymentDetails: { status: 'PENDING' } },
        'payments[0].regularPaymentDetails.status',
        'VALIDATION',
      ],
      [
        {
          amount: { amount: '1.00' },
          status: 'APPROVED',
          giftcardPaymentDetails: { giftCardPaymentId: 'g', appId: crypto.randomUUID() },
        },
        'payments[0].giftcardPaymentDetails',
        'FIELD_NOT_ALLOWED',
      ],
      [
        {
          amount: { amount: '1.00' },
          status: 'APPROVED',
          regularPaymentDetails: { chargebacks: [{ status: 'APPROVED' }] },
        },
        'payments[0].regularPaymentDetails.chargebacks',
        'FIELD_NOT_ALLOWED',
      ],
      [
        {
          amount: { amount: '1.00' },
          status: 'APPROVED',
          regularPaymentDetails: { platformFee: { amount: '0.001' } },
        },
        'payments[0].regularPaymentDetails.platformFee.amount',
        'DECIMAL_MAX_SCALE',
      ],
    ] as const) {
      const violations = wireError(await add(orderId, [payment]), 400);
      expect(
        violations.map((v) => [v.field, v.violatedRule]),
        field,
      ).toContainEqual([field, rule]);
    }
    // The second payment's violation refuses the first with it.
    expect(
      violatedFields(
        await add(orderId, [
          { amount: { amount: '1.00' }, status: 'APPROVED' },
          { amount: { amount: '1.001' }, status: 'APPROVED' },
        ]),
      ),
    ).toEqual(['payments[1].amount.amount']);
    expect((await transactions(orderId)).payments).toEqual([]);
    expect((await read(orderId)).paymentStatus).toBe('NOT_PAID');
    // The whole total, exactly, is taken; a cent more then is not.
    await recorded(orderId, '17.50', 'APPROVED');
    expect(applicationCode(await add(orderId, [{ amount: { amount: '0.01' }, status: 'APPROVED' }]))).toBe(
      'PAYMENTS_EXCEED_ORDER_TOTAL',
    );
    const canceled = await order();
    await admin.ok(await admin.send('POST', `${ORDERS}/${canceled}/cancel`, { id: canceled }));
    expect(applicationCode(await add(canceled, [{ amount: { amount: '1.00' }, status: 'APPROVED' }]))).toBe(
      'PAYMENT_NOT_COLLECTABLE',
    );
    expect((await transactions(canceled)).payments).toEqual([]);
  });

  it('moves recorded payments along the allowed moves, and refuses the rest', async () => {
    const orderId = await order();
    const pending = await recorded(orderId, '5.00', 'PENDING');
    expect((await read(orderId)).paymentStatus).toBe('PENDING');
    await admin.ok(await setStatus(orderId, { paymentId: pending, status: 'DECLINED' }));
    expect((await read(orderId)).paymentStatus).toBe('NOT_PAID');
    expect(await activities(orderId)).toEqual(
      expect.arrayContaining(['PAYMENT_PENDING', 'PAYMENT_DECLINED']),
    );
    expect((await read(orderId)).activities).toContainEqual(
      expect.objectContaining({
        type: 'PAYMENT_DECLINED',
        paymentDeclined: {
          paymentId: pending,
          regular: { amount: expect.objectContaining({ amount: '5.00' }) },
        },
      }),
    );
    // Asked again for the status it has: nothing changes, and nothing is logged twice.
    await admin.ok(await setStatus(orderId, { paymentId: pending, status: 'DECLINED' }));
    expect((await activities(orderId)).filter((t: string) => t === 'PAYMENT_DECLINED')).toHaveLength(1);
    for (const to of ['APPROVED', 'PENDING', 'UNDEFINED', 'REFUNDED'])
      expect(applicationCode(await setStatus(orderId, { paymentId: pending, status: to })), to).toBe(
        'PAYMENT_STATUS_MOVE_NOT_ALLOWED',
      );

    // An external authorization: captured or voided here, never by the collector, which has no provider for it.
    const authorized = await recorded(orderId, '5.00', 'AUTHORIZED');
    expect((await read(orderId)).paymentStatus).toBe('PENDING');
    const capture = await admin.send('POST', `${COLLECTOR}/${orderId}/capture-authorized-payments`, {
      ecomOrderId: orderId,
      payments: [{ paymentId: authorized }],
    });
    expect(applicationCode(capture)).toBe('PAYMENT_NOT_AUTHORIZED');
    await admin.ok(await setStatus(orderId, { paymentId: authorized, status: 'APPROVED' }));
    expect(await read(orderId)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      balanceSummary: { paid: { amount: '5.00' } },
    });
    expect(await activities(orderId)).toEqual(
      expect.arrayContaining(['AUTHORIZED_PAYMENT_CREATED', 'AUTHORIZED_PAYMENT_CAPTURED']),
    );
    const approvedMove = await setStatus(orderId, { paymentId: authorized, status: 'CANCELED' });
    expect(applicationCode(approvedMove)).toBe('PAYMENT_STATUS_MOVE_NOT_ALLOWED');
    expect(approvedMove.json().details.applicationError.description).toContain('triggerRefund');

    // A payment taken by hand is recorded too: approved at once, so it does not move either.
    await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${orderId}/manual-payment`, {
        orderId,
        amount: { amount: '2.00' },
      }),
    );
    const manual = (await transactions(orderId)).payments.find(
      (p) => p.regularPaymentDetails?.offlinePayment,
    )!;
    expect(applicationCode(await setStatus(orderId, { paymentId: manual.id, status: 'DECLINED' }))).toBe(
      'PAYMENT_STATUS_MOVE_NOT_ALLOWED',
    );
    // Approving a waiting payment past the total is refused like adding one.
    const big = await recorded(orderId, '11.00', 'PENDING');
    expect(applicationCode(await setStatus(orderId, { paymentId: big, status: 'APPROVED' }))).toBe(
      'PAYMENTS_EXCEED_ORDER_TOTAL',
    );
    expect(await read(orderId)).toMatchObject({ balanceSummary: { paid: { amount: '7.00' } } });
    expect(
      applicationCode(await setStatus(orderId, { paymentId: crypto.randomUUID(), status: 'APPROVED' })),
    ).toBe('PAYMENT_NOT_FOUND');
  });

  it('refuses provider and gift-card payments, naming the collector’s calls', async () => {
    const held = await chargedOrder(true);
    const refused = await setStatus(held.orderId, { paymentId: held.paymentId, status: 'APPROVED' });
    expect(applicationCode(refused)).toBe('PAYMENT_STATUS_NOT_EDITABLE');
    const description = refused.json().details.applicationError.description as string;
    expect(description).toContain('captureAuthorizedPayments');
    expect(description).toContain('voidAuthorizedPayments');
    expect((await transactions(held.orderId)).payments[0]!.status).toBe('AUTHORIZED');
    expect((await read(held.orderId)).paymentStatus).toBe('PENDING');

    const issued = await admin.ok(
      await admin.send('POST', '/atrium/v1/gift-cards', { giftCard: { initialBalance: '3.00' } }),
    );
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    await shopper.me.ok(
      await shopper.me.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
        checkout: { id: shopper.id },
        giftCardCode: issued.code,
      }),
    );
    const { orderId } = await shopper.me.ok(
      await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order`, { id: shopper.id }),
    );
    const card = (await transactions(orderId)).payments.find((p) => p.amount.amount === '3.00')!;
    const giftCard = await setStatus(orderId, { paymentId: card.id, status: 'CANCELED' });
    expect(applicationCode(giftCard)).toBe('PAYMENT_STATUS_NOT_EDITABLE');
    expect(giftCard.json().details.applicationError.description).toContain('gift card');
    expect((await read(orderId)).balanceSummary.paid.amount).toBe('3.00');
  });

  it('lands parallel status updates of one payment consistently', async () => {
    const orderId = await order();
    const paymentId = await recorded(orderId, '17.50', 'PENDING');
    const asked = ['APPROVED', 'DECLINED', 'APPROVED', 'CANCELED', 'APPROVED', 'DECLINED'];
    const answers = await Promise.all(
      asked.map((to) => setStatus(orderId, { paymentId: paymentId, status: to })),
    );
    const final = (await transactions(orderId)).payments[0]!.status;
    // The first move wins; those asking for the same status succeed too, the others are refused.
    answers.forEach((answer, i) => {
      if (asked[i] === final) expect(answer.statusCode, answer.body).toBe(200);
      else expect(applicationCode(answer)).toBe('PAYMENT_STATUS_MOVE_NOT_ALLOWED');
    });
    const after = await read(orderId);
    expect(after.paymentStatus).toBe(final === 'APPROVED' ? 'PAID' : 'NOT_PAID');
    expect(after.balanceSummary.paid.amount).toBe(final === 'APPROVED' ? '17.50' : '0.00');
    expect((await activities(orderId)).filter((t: string) => t === 'ORDER_PAID')).toHaveLength(
      final === 'APPROVED' ? 1 : 0,
    );

    // Two waiting payments that together pass the total: only one of them is approved.
    const both = await order();
    const first = await recorded(both, '10.00', 'PENDING');
    const second = await recorded(both, '10.00', 'PENDING');
    const [a, b] = await Promise.all([
      setStatus(both, { paymentId: first, status: 'APPROVED' }),
      setStatus(both, { paymentId: second, status: 'APPROVED' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(applicationCode(a.statusCode === 409 ? a : b)).toBe('PAYMENTS_EXCEED_ORDER_TOTAL');
    expect(await read(both)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      balanceSummary: { paid: { amount: '10.00' } },
    });
  });

  it('moves statuses in bulk, each payment on its own, with the payment when asked', async () => {
    const one = await order();
    const two = await order();
    const first = await recorded(one, '4.00', 'PENDING');
    const second = await recorded(two, '6.00', 'PENDING');
    const held = await chargedOrder(true);
    const bulk = (body: object) =>
      admin.send('POST', '/ecom/v1/bulk/payments/update-payment-transaction-status', body);
    const missing = crypto.randomUUID();
    const answer = await admin.ok(
      await bulk({
        paymentAndOrderIds: [
          { orderId: one, paymentId: first },
          { orderId: two, paymentId: second },
          { orderId: one, paymentId: missing },
          { orderId: held.orderId, paymentId: held.paymentId },
        ],
        status: 'APPROVED',
        returnFullEntity: true,
      }),
    );
    expect(answer.results.map((r: { itemMetadata: object }) => r.itemMetadata)).toMatchObject([
      { id: first, originalIndex: 0, success: true },
      { id: second, originalIndex: 1, success: true },
      { id: missing, originalIndex: 2, success: false, error: { code: 'PAYMENT_NOT_FOUND' } },
      {
        id: held.paymentId,
        originalIndex: 3,
        success: false,
        error: { code: 'PAYMENT_STATUS_NOT_EDITABLE' },
      },
    ]);
    expect(answer.results[0].item).toMatchObject({
      id: first,
      status: 'APPROVED',
      amount: { amount: '4.00' },
    });
    expect(answer.results[2].item).toBeUndefined();
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 2, undetailedFailures: 0 });
    expect((await read(two)).balanceSummary.paid.amount).toBe('6.00');
    const plain = await admin.ok(
      await bulk({ paymentAndOrderIds: [{ orderId: one, paymentId: first }], status: 'APPROVED' }),
    );
    expect(plain.results).toEqual([{ itemMetadata: { id: first, originalIndex: 0, success: true } }]);
  });

  it('records the outcome of an external refund once; a provider’s refund is refused', async () => {
    const orderId = await order();
    const paymentId = await recorded(orderId, '17.50', 'APPROVED');
    // Given back by hand: the refund is done (SUCCEEDED) as it is recorded.
    const given = await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${orderId}/trigger-refund`, {
        ecomOrderId: orderId,
        payments: [{ paymentId, amount: { amount: '5.00' }, externalRefund: true }],
      }),
    );
    expect(
      applicationCode(
        await moveRefund(orderId, {
          refundId: given.refundId,
          transaction: { paymentId, refundStatus: 'FAILED' },
        }),
      ),
    ).toBe('REFUND_STATUS_MOVE_NOT_ALLOWED');
    expect(
      await admin.ok(
        await moveRefund(orderId, {
          refundId: given.refundId,
          transaction: { paymentId, refundStatus: 'SUCCEEDED' },
        }),
      ),
    ).toEqual({});
    expect((await read(orderId)).balanceSummary.refunded.amount).toBe('5.00');

    // An external refund still waiting for its outcome. No call of Atrium leaves one PENDING today (an external
    // refund is recorded as done), so the test writes it as the gateway's pending refund would be.
    const pendingRefund = async (amount: string) => {
      const refundId = crypto.randomUUID();
      await atrium.database.executeSql(
        `insert into order_refunds (id, order_id, site_id, details, created_at) values ($1, $2, $3, '{}', now())`,
        [refundId, orderId, atrium.site.siteId],
      );
      await atrium.database.executeSql(
        `insert into order_refund_transactions (id, refund_id, order_id, payment_id, amount, status, external, updated_at)
         values ($1, $2, $3, $4, $5, 'PENDING', true, now())`,
        [crypto.randomUUID(), refundId, orderId, paymentId, amount],
      );
      return refundId;
    };
    const succeeded = await pendingRefund('250');
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        moveRefund(orderId, {
          refundId: succeeded,
          transaction: { paymentId, refundStatus: 'SUCCEEDED', providerRefundId: 're-1' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await read(orderId)).toMatchObject({
      paymentStatus: 'PARTIALLY_REFUNDED',
      balanceSummary: { refunded: { amount: '7.50' } },
    });
    const failed = await pendingRefund('1000');
    await admin.ok(
      await moveRefund(orderId, {
        refundId: failed,
        transaction: {
          paymentId,
          refundStatus: 'FAILED',
          refundStatusInfo: { description: 'Card closed' },
        },
      }),
    );
    expect(
      applicationCode(
        await moveRefund(orderId, {
          refundId: failed,
          transaction: { paymentId, refundStatus: 'SUCCEEDED' },
        }),
      ),
    ).toBe('REFUND_STATUS_MOVE_NOT_ALLOWED');
    const listed = await transactions(orderId);
    expect(listed.refunds.find((r) => r.id === succeeded)!.transactions[0]).toMatchObject({
      refundStatus: 'SUCCEEDED',
      providerRefundId: 're-1',
      amount: { amount: '2.50' },
    });
    expect(listed.refunds.find((r) => r.id === failed)!.transactions[0]).toMatchObject({
      refundStatus: 'FAILED',
      refundStatusInfo: { description: 'Card closed' },
    });
    expect((await read(orderId)).balanceSummary.refunded.amount).toBe('7.50');
    expect(await activities(orderId)).toEqual(
      expect.arrayContaining(['PAYMENT_REFUNDED', 'PAYMENT_REFUND_FAILED']),
    );
    expect((await activities(orderId)).filter((t: string) => t === 'PAYMENT_REFUNDED')).toHaveLength(1);
    expect(
      applicationCode(
        await moveRefund(orderId, {
          refundId: crypto.randomUUID(),
          transaction: { paymentId, refundStatus: 'SUCCEEDED' },
        }),
      ),
    ).toBe('REFUND_TRANSACTION_NOT_FOUND');

    const charged = await chargedOrder(false);
    const provider = await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${charged.orderId}/trigger-refund`, {
        ecomOrderId: charged.orderId,
        payments: [{ paymentId: charged.paymentId, amount: { amount: '1.00' } }],
      }),
    );
    expect(
      applicationCode(
        await moveRefund(charged.orderId, {
          refundId: provider.refundId,
          transaction: {
            paymentId: charged.paymentId,
            refundStatus: 'FAILED',
          },
        }),
      ),
    ).toBe('REFUND_TRANSACTION_NOT_EDITABLE');
    expect((await read(charged.orderId)).balanceSummary.refunded.amount).toBe('1.00');
  });

  it('refuses another site’s ids, a visitor and a key without ecom.manage', async () => {
    const orderId = await order();
    const paymentId = await recorded(orderId, '1.00', 'PENDING');
    const elsewhere = await atrium.modules.sites.createSite({
      name: 'Elsewhere',
      origins: [],
      redirectUris: [],
    });
    const other = productsApi(atrium, (await atrium.modules.sites.createApiKey(elsewhere.site.id, 'k')).key);
    const limited = productsApi(
      atrium,
      (await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', ['catalog.manage'])).key,
    );
    const { me: visitor } = await shopperCheckout(atrium, [line(cup.id)]);
    for (const [caller, code] of [
      [other, 'ORDER_NOT_FOUND'],
      [limited, 'MISSING_PERMISSION'],
      [visitor, 'FORBIDDEN'],
    ] as const) {
      expect(
        applicationCode(await add(orderId, [{ amount: { amount: '1.00' }, status: 'APPROVED' }], caller)),
      ).toBe(code);
      expect(
        applicationCode(await setStatus(orderId, { paymentId: paymentId, status: 'APPROVED' }, caller)),
      ).toBe(code);
      expect(
        applicationCode(await caller.send('POST', `${PAYMENTS}/orders/${orderId}/update-payments`, {})),
      ).toBe(code);
      expect(
        applicationCode(
          await moveRefund(
            orderId,
            { refundId: crypto.randomUUID(), transaction: { paymentId, refundStatus: 'SUCCEEDED' } },
            caller,
          ),
        ),
      ).toBe(code);
    }
    const bulk = await other.ok(
      await other.send('POST', '/ecom/v1/bulk/payments/update-payment-transaction-status', {
        paymentAndOrderIds: [{ orderId, paymentId }],
        status: 'APPROVED',
      }),
    );
    expect(bulk.results[0].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'ORDER_NOT_FOUND' },
    });
    expect((await transactions(orderId)).payments).toMatchObject([{ id: paymentId, status: 'PENDING' }]);
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const orderId = await order();
    const url = `${PAYMENTS}/orders/${orderId}/add-payment`;
    const cases: Array<[object, string]> = [
      [{ orderId }, 'payments'],
      [{ orderId, payments: [] }, 'payments'],
      [{ orderId, payments: 'all' }, 'payments'],
      [{ orderId, payments: [{ amount: { amount: 5 }, status: 'APPROVED' }] }, 'payments[0].amount.amount'],
      [{ orderId, payments: [{ amount: { amount: '5' }, status: 'PAID' }] }, 'payments[0].status'],
      [
        {
          orderId,
          payments: [
            {
              amount: { amount: '5' },
              status: 'APPROVED',
              regularPaymentDetails: { gatewayTransactionId: 'x'.repeat(101) },
            },
          ],
        },
        'payments[0].regularPaymentDetails.gatewayTransactionId',
      ],
      [
        {
          orderId,
          payments: [
            {
              amount: { amount: '5' },
              status: 'APPROVED',
              regularPaymentDetails: { paymentMethod: 'Cash\u0000' },
            },
          ],
        },
        'payments[0].regularPaymentDetails.paymentMethod',
      ],
      [
        { orderId, payments: [{ amount: { amount: '5.001' }, status: 'APPROVED' }] },
        'payments[0].amount.amount',
      ],
      [
        { orderId, payments: [{ amount: { amount: '5' }, status: 'APPROVED', chargeCorrelationId: 'nope' }] },
        'payments[0].chargeCorrelationId',
      ],
    ];
    for (const [payload, field] of cases) {
      const answer = await admin.send('POST', url, payload);
      expect(violatedFields(answer), JSON.stringify(payload).slice(0, 120)).toContain(field);
    }
    expect(
      violatedFields(await admin.send('POST', `${PAYMENTS}/orders/nope/add-payment`, { payments: [] })),
    ).toContain('orderId');
    const paymentId = await recorded(orderId, '1.00', 'PENDING');
    expect(violatedFields(await setStatus(orderId, { paymentId: 'nope', status: 'APPROVED' }))).toContain(
      'paymentId',
    );
    expect(violatedFields(await setStatus(orderId, { paymentId: paymentId, status: 'GONE' }))).toContain(
      'status',
    );
    expect(
      violatedFields(
        await admin.send('POST', '/ecom/v1/bulk/payments/update-payment-transaction-status', {
          paymentAndOrderIds: [{ orderId: 'nope', paymentId }],
          status: 'APPROVED',
        }),
      ),
    ).toContain('paymentAndOrderIds[0].orderId');
    expect(
      violatedFields(
        await admin.send('POST', '/ecom/v1/bulk/payments/update-payment-transaction-status', {
          paymentAndOrderIds: [],
          status: 'APPROVED',
        }),
      ),
    ).toContain('paymentAndOrderIds');
    expect(
      violatedFields(
        await moveRefund(orderId, { refundId: crypto.randomUUID(), transaction: { paymentId } }),
      ),
    ).toContain('transaction.refundStatus');
    expect(
      violatedFields(
        await moveRefund(orderId, { refundId: 'nope', transaction: { paymentId, refundStatus: 'FAILED' } }),
      ),
    ).toContain('refundId');
    expect(
      violatedFields(
        await moveRefund(orderId, {
          refundId: crypto.randomUUID(),
          transaction: {
            paymentId,
            refundStatus: 'FAILED',
            refundStatusInfo: { description: 'x'.repeat(1001) },
          },
        }),
      ),
    ).toContain('transaction.refundStatusInfo.description');
    expect((await transactions(orderId)).payments).toMatchObject([{ id: paymentId, status: 'PENDING' }]);
    expect((await read(orderId)).paymentStatus).toBe('PENDING');
  });
});
