import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, memberToken, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { CHECKOUTS, line, ORDERS, orderTestApp, placedOrder, shopperCheckout } from '../../test/orders.js';
import { SETTINGS, teamMember, TIPS, tipSettings } from '../../test/tips.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const COLLECTOR = '/ecom/v1/payments-collector/orders';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cup: { id: string };
let ada: Awaited<ReturnType<typeof teamMember>>;

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
  cup = await admin.create(mug({ name: 'Tip cup', stock: { trackInventory: true, quantity: 100 } }));
  ada = await teamMember(atrium, 'Ada');
  await admin.ok(await admin.send('PATCH', SETTINGS, tipSettings([ada.id])));
});
afterAll(async () => atrium?.close());

const order = async (id: string) => (await admin.ok(await admin.send('GET', `${ORDERS}/${id}`))).order;
const setTip = (api: ReturnType<typeof productsApi>, orderId: string, tip: object) =>
  api.send('POST', `${TIPS}/set`, { orderId, tip });
const money = (o: { priceSummary: Record<string, { amount: string }> }) =>
  Object.fromEntries(Object.entries(o.priceSummary).map(([k, v]) => [k, v.amount]));
/** The order's summary sums: subtotal less discounts, plus shipping, fees and tax, is the total. */
function assertSums(o: { priceSummary: Record<string, { amount: string }> }) {
  const cents = (k: string) => Math.round(Number(o.priceSummary[k]!.amount) * 100);
  expect(
    cents('subtotal') - cents('discount') + cents('shipping') + cents('totalAdditionalFees') + cents('tax'),
  ).toBe(cents('total'));
}

describe('a tip chosen at checkout', () => {
  it('becomes part of the order: its fee, its total, what was charged, and its tip', async () => {
    const shopper = await shopperCheckout(atrium, [line(cup.id, 3)]);
    await shopper.me.ok(
      await shopper.me.send('PATCH', `${TIPS}/choice`, {
        tipChoice: { tipType: 'PERCENTAGE', value: '15' },
        purchaseFlowId: shopper.id,
      }),
    );
    const { orderId } = await shopper.me.ok(
      await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
        id: shopper.id,
        paymentToken: await shopper.token(),
      }),
    );
    const placed = await order(orderId);
    // 3 × 12.50 = 37.50; 15% is 5.625, rounded once to 5.63.
    expect(money(placed)).toMatchObject({ subtotal: '37.50', totalAdditionalFees: '5.63', total: '48.13' });
    assertSums(placed);
    expect(placed.paymentStatus).toBe('PAID');
    expect(placed.balanceSummary.paid.amount).toBe('48.13');
    const fee = placed.additionalFees.find((f: { code: string }) => f.code === 'tip');
    const { tip } = await shopper.me.ok(await shopper.me.send('GET', `${TIPS}/order/${orderId}`));
    expect(tip).toMatchObject({ lineItemSubtotal: '37.50', amount: '5.63', undistributedAmount: '5.63' });
    expect(fee.id).toEqual(expect.any(String));

    // Lowering the tip of a paid order would leave it paid past its total: refused, nothing changed.
    expect(applicationCode(await setTip(admin, orderId, { amount: '1' }))).toBe('TIP_ORDER_NOT_CHANGEABLE');
    expect(applicationCode(await admin.send('POST', `${TIPS}/remove`, { orderId }))).toBe(
      'TIP_ORDER_NOT_CHANGEABLE',
    );
    expect(money(await order(orderId)).total).toBe('48.13');
  });
});

describe('setting and removing an order’s tip', () => {
  it('moves the total and balance, and keeps the payment status true to the payments', async () => {
    const { orderId, me } = await placedOrder(atrium, [line(cup.id)]);
    await admin.ok(
      await admin.send('POST', `${COLLECTOR}/${orderId}/mark-as-paid`, { ecomOrderId: orderId }),
    );
    expect((await order(orderId)).paymentStatus).toBe('PAID');

    // The owner adds a tip in the dashboard: the paid order now owes the tip.
    const set = await ada.api.ok(await setTip(ada.api, orderId, { amount: '2.50' }));
    expect(set.tip).toMatchObject({ amount: '2.50', lineItemSubtotal: '12.50' });
    expect(set.orderInfo).toMatchObject({ orderId, additionalFeePrice: { amount: '2.50' } });
    const owed = await order(orderId);
    expect(owed.paymentStatus).toBe('PARTIALLY_PAID');
    expect(owed.balanceSummary.balance.amount).toBe('2.50');
    expect(money(owed)).toMatchObject({ totalAdditionalFees: '2.50', total: '20.00' });
    assertSums(owed);
    expect(owed.additionalFees).toEqual([
      expect.objectContaining({
        id: set.orderInfo.additionalFeeId,
        code: 'tip',
        price: expect.objectContaining({ amount: '2.50' }),
      }),
    ]);
    const events = await outboxEvents(atrium);
    expect(events.some((e) => e.type === 'order.updated' && e.entityId === orderId)).toBe(true);

    // Setting it again replaces it (one fee, same id); removing it makes the order paid again.
    const again = await admin.ok(await setTip(admin, orderId, { amount: '3' }));
    expect(again.orderInfo.additionalFeeId).toBe(set.orderInfo.additionalFeeId);
    expect(money(await order(orderId)).total).toBe('20.50');
    const removed = await me.ok(await me.send('POST', `${TIPS}/remove`, { orderId }));
    expect(removed.orderInfo).toEqual({ orderId });
    const back = await order(orderId);
    expect(back.paymentStatus).toBe('PAID');
    expect(back.additionalFees).toEqual([]);
    expect(money(back)).toMatchObject({ totalAdditionalFees: '0.00', total: '17.50' });
    const none = await me.ok(await me.send('GET', `${TIPS}/order/${orderId}`));
    expect(none.tip).toMatchObject({ amount: '0.00', distributions: [] });
  });

  it('is the buyer’s own order or the site’s; others learn nothing, bad amounts are refused', async () => {
    const { orderId, me } = await placedOrder(atrium, [line(cup.id)]);
    // The buyer tips after the fact, on the web.
    const mine = await me.ok(await setTip(me, orderId, { amount: '1.00' }));
    expect(mine.tip.amount).toBe('1.00');
    const stranger = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(applicationCode(await setTip(stranger, orderId, { amount: '5' }))).toBe('ORDER_NOT_FOUND');
    expect(applicationCode(await stranger.send('GET', `${TIPS}/order/${orderId}`))).toBe('ORDER_NOT_FOUND');
    expect(applicationCode(await stranger.send('POST', `${TIPS}/remove`, { orderId }))).toBe(
      'ORDER_NOT_FOUND',
    );
    const member = productsApi(atrium, await memberToken(atrium, 'other-tipper@example.com'));
    expect(applicationCode(await setTip(member, orderId, { amount: '5' }))).toBe('ORDER_NOT_FOUND');
    expect(applicationCode(await setTip(admin, crypto.randomUUID(), { amount: '5' }))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(violatedFields(await setTip(admin, orderId, {}))).toEqual(['tip.amount']);
    expect(violatedFields(await setTip(admin, orderId, { amount: '1.005' }))).toEqual(['tip.amount']);
    expect(violatedFields(await setTip(admin, orderId, { amount: '-1' }))).toEqual(['tip.amount']);
    expect(
      violatedFields(await setTip(me, orderId, { amount: '1', distributions: [{ amount: '1' }] })),
    ).toEqual(['tip.distributions']);
    expect(money(await order(orderId)).total).toBe('18.50');

    // A canceled order keeps its tip as it was.
    await admin.ok(await admin.send('POST', `${ORDERS}/${orderId}/cancel`, { id: orderId }));
    expect(applicationCode(await setTip(admin, orderId, { amount: '4' }))).toBe('TIP_ORDER_NOT_CHANGEABLE');

    // With tips off, shoppers cannot tip; the site still records one.
    await admin.ok(await admin.send('PATCH', SETTINGS, tipSettings([ada.id], { enabled: false })));
    const other = await placedOrder(atrium, [line(cup.id)]);
    expect(applicationCode(await setTip(other.me, other.orderId, { amount: '1' }))).toBe('TIPS_NOT_ENABLED');
    await admin.ok(await setTip(admin, other.orderId, { amount: '1' }));
    await admin.ok(await admin.send('PATCH', SETTINGS, tipSettings([ada.id])));
  });

  it('set in parallel, leaves one tip fee, and the total agrees with the tip kept', async () => {
    const { orderId } = await placedOrder(atrium, [line(cup.id)]);
    const amounts = ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00'];
    const answers = await Promise.all(amounts.map((amount) => setTip(admin, orderId, { amount })));
    expect(answers.map((a) => a.statusCode)).toEqual(amounts.map(() => 200));
    const after = await order(orderId);
    const fees = after.additionalFees.filter((f: { code: string }) => f.code === 'tip');
    expect(fees).toHaveLength(1);
    const { tip } = await admin.ok(await admin.send('GET', `${TIPS}/order/${orderId}`));
    expect(fees[0].price.amount).toBe(tip.amount);
    expect(Math.round(Number(after.priceSummary.total.amount) * 100)).toBe(
      1750 + Math.round(Number(tip.amount) * 100),
    );
    assertSums(after);
  });
});
