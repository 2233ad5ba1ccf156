import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, type TestAtrium } from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { address, APP_ID, APPROVES, CHECKOUTS, ORDERS, orderTestApp } from '../../test/orders.js';
import { waitFor } from '../../test/wait.js';

const CURRENT = '/ecom/v1/carts/current';
const TOKENS = '/atrium/v1/payments/sandbox/tokens';
const CONTRACTS = '/ecom/subscription-contracts/v1/subscription-contracts';
const EMAIL = 'subscriber@example.com';

let now = Date.parse('2026-01-31T10:00:00.000Z');
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp({ clock: () => now, config: { rateLimits: false } }));
});
afterAll(() => atrium?.close());

describe('a subscriber who deletes their account', () => {
  it('is charged no more: the contract is canceled by the system and forgets the member', async () => {
    const product = await admin.create({
      name: 'Tea',
      priceData: { price: '9.00' },
      subscriptionOptions: [{ title: 'Monthly', frequency: 'MONTH', autoRenewal: true }],
    });
    const token = await memberToken(atrium, EMAIL);
    const { rows: member } = await atrium.database.executeSql('select id from members where email = $1', [
      EMAIL,
    ]);
    const memberId = (member[0] as { id: string }).id;
    const me = productsApi(atrium, token);
    const reference = {
      appId: APP_ID,
      catalogItemId: product.id,
      options: { subscriptionOptionId: product.subscriptionOptions[0].id },
    };
    await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, {
        lineItems: [{ quantity: 1, catalogReference: reference }],
      }),
    );
    const { checkoutId } = await me.ok(
      await me.send('POST', `${CURRENT}/create-checkout`, {
        channelType: 'WEB',
        email: EMAIL,
        shippingAddress: address,
      }),
    );
    const card = { number: APPROVES, expMonth: 12, expYear: 2030, cvc: '123' };
    const { token: paymentToken } = await me.ok(await me.send('POST', TOKENS, { card }));
    const { orderId } = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${checkoutId}/create-order-and-charge`, {
        id: checkoutId,
        paymentToken,
      }),
    );
    const order = (await me.ok(await me.send('GET', `${ORDERS}/${orderId}`))).order;
    const contractId = order.lineItems[0].subscriptionInfo.id as string;
    const contract = async () =>
      (await admin.ok(await admin.send('GET', `${CONTRACTS}/${contractId}`))).subscriptionContract;
    await waitFor(async () => (await admin.send('GET', `${CONTRACTS}/${contractId}`)).statusCode === 200);
    const before = await contract();
    expect(before.status).toBe('ACTIVE');
    for (const personal of [EMAIL, 'Canal St', memberId]) expect(JSON.stringify(before)).toContain(personal);

    const deleted = await me.send('POST', '/atrium/v1/members/me/delete', { password: 'a fine password' });
    expect(deleted.statusCode).toBe(200);
    await waitFor(async () => (await contract()).status === 'CANCELED');
    const after = await contract();
    expect(after.nextBillingDate ?? null).toBeNull();
    expect(after.history.at(-1)).toMatchObject({ type: 'CANCELED', actor: 'SYSTEM' });
    for (const personal of [EMAIL, 'Canal St', 'N1 9GU', memberId])
      expect(JSON.stringify(after)).not.toContain(personal);
    const { rows } = await atrium.database.executeSql(
      'select member_id, buyer_email from subscription_contracts where id = $1',
      [contractId],
    );
    expect(rows).toEqual([{ member_id: null, buyer_email: null }]);

    // The renewal sweep, a month on, charges nothing.
    now = Date.parse('2026-03-01T10:00:00.000Z');
    await atrium.modules.subscriptions.renewals.sweep();
    const { rows: renewals } = await atrium.database.executeSql('select count(*)::int as n from orders');
    expect(renewals).toEqual([{ n: 1 }]);
  });
});
