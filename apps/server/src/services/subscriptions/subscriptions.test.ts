import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, type TestAtrium } from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { address, APP_ID, APPROVES, CHECKOUTS, ORDERS, orderTestApp } from '../../test/orders.js';
import { jobsSettled, waitFor } from '../../test/wait.js';

const CURRENT = '/ecom/v1/carts/current';
const TOKENS = '/atrium/v1/payments/sandbox/tokens';
const CONTRACTS = '/ecom/subscription-contracts/v1/subscription-contracts';
const OWN = '/atrium/v1/subscription-contracts';
const RENEWAL_DECLINES = '4000000000000341';
const DAY = 86_400_000;

let now = Date.parse('2026-01-31T10:00:00.000Z');
const clock = () => now;

describe('subscriptions', () => {
  let atrium: TestAtrium;
  let admin: ReturnType<typeof productsApi>;
  let product: { id: string; subscriptionOptions: Array<{ id: string }> };

  beforeAll(async () => {
    ({ atrium, admin } = await orderTestApp({ clock, config: { rateLimits: false } }));
    product = await admin.create({
      name: 'Coffee',
      priceData: { price: '19.99' },
      subscriptionOptions: [
        {
          title: 'Monthly, 3 times',
          frequency: 'MONTH',
          autoRenewal: false,
          billingCycles: 3,
          discount: { type: 'PERCENT', value: '15' },
          enableCustomerCancellation: false,
        },
        {
          title: 'Every 2 weeks',
          frequency: 'WEEK',
          interval: 2,
          autoRenewal: true,
          discount: { type: 'AMOUNT', value: '2.50' },
        },
      ],
    });
  });
  afterAll(() => atrium?.close());

  /** A new member who subscribes to `option` with `card`: their API, the order and (once the job ran) the contract. */
  async function subscribe(option: number, card = APPROVES) {
    const email = `m${Math.random().toString(36).slice(2)}@example.com`;
    const me = productsApi(atrium, await memberToken(atrium, email));
    await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, {
        lineItems: [
          {
            quantity: 1,
            catalogReference: {
              appId: APP_ID,
              catalogItemId: product.id,
              options: { subscriptionOptionId: product.subscriptionOptions[option]!.id },
            },
          },
        ],
      }),
    );
    const { checkoutId } = await me.ok(
      await me.send('POST', `${CURRENT}/create-checkout`, {
        channelType: 'WEB',
        email,
        shippingAddress: address,
      }),
    );
    const checkout = (await me.ok(await me.send('GET', `${CHECKOUTS}/${checkoutId}`))).checkout;
    const { token } = await me.ok(
      await me.send('POST', TOKENS, { card: { number: card, expMonth: 12, expYear: 2030, cvc: '123' } }),
    );
    const { orderId } = await me.ok(
      await me.send('POST', `${CHECKOUTS}/${checkoutId}/create-order-and-charge`, {
        id: checkoutId,
        paymentToken: token,
      }),
    );
    const order = (await me.ok(await me.send('GET', `${ORDERS}/${orderId}`))).order;
    const contractId = order.lineItems[0].subscriptionInfo.id as string;
    const contract = await waitFor(async () => {
      const answer = await me.send('GET', `${CONTRACTS}/${contractId}`);
      return answer.statusCode === 200 ? answer.json().subscriptionContract : undefined;
    });
    return { me, checkout, order, contract };
  }

  it('prices a subscribed line with its discount and lists each cycle with its billing date', async () => {
    const { checkout, order, contract } = await subscribe(0);
    const [line] = checkout.lineItems;
    // 19.99 less 15 % (2.9985, rounded half away from zero to 3.00).
    expect(line.price.amount).toBe('16.99');
    expect(line.subscriptionOptionInfo).toMatchObject({
      subscriptionSettings: { frequency: 'MONTH', interval: 1, autoRenewal: false, billingCycles: 3 },
      title: { original: 'Monthly, 3 times' },
    });
    expect(
      checkout.subscriptionCharges.charges.map((c: { cycleBillingDate: string }) => c.cycleBillingDate),
    ).toEqual(['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z', '2026-03-31T10:00:00.000Z']);
    expect(checkout.subscriptionCharges.charges[0].priceSummary.total.amount).toBe('21.99');
    expect(order.lineItems[0].subscriptionInfo).toMatchObject({ cycleNumber: 1 });
    expect(contract).toMatchObject({
      status: 'ACTIVE',
      cyclesCompleted: 1,
      nextBillingDate: '2026-02-28T10:00:00.000Z',
      priceSummary: { total: { amount: '21.99' } },
    });
  });

  it('refuses an option the product does not offer, and a visitor', async () => {
    const me = productsApi(
      atrium,
      (
        await atrium.app.inject({
          method: 'POST',
          url: '/oauth2/token',
          payload: { grantType: 'anonymous', clientId: atrium.site.clientId },
        })
      ).json().access_token,
    );
    const added = await me.ok(
      await me.send('POST', `${CURRENT}/add-to-cart`, {
        lineItems: [
          {
            quantity: 1,
            catalogReference: {
              appId: APP_ID,
              catalogItemId: product.id,
              options: { subscriptionOptionId: crypto.randomUUID() },
            },
          },
        ],
      }),
    );
    expect(added.cart.lineItems[0].availability.status).toBe('NOT_FOUND');
  });

  it('lets a member see and cancel their own contract only when the option allows it', async () => {
    now = Date.parse('2026-01-31T10:00:00.000Z');
    const locked = await subscribe(0);
    const refused = await locked.me.send('POST', `${OWN}/${locked.contract.id}/cancel`, {});
    expect(refused.statusCode).toBe(403);
    const open = await subscribe(1);
    const mine = await open.me.ok(await open.me.send('GET', `${CONTRACTS}/query`));
    expect(mine.subscriptionContracts.map((c: { id: string }) => c.id)).toEqual([open.contract.id]);
    const canceled = await open.me.ok(await open.me.send('POST', `${OWN}/${open.contract.id}/cancel`, {}));
    expect(canceled.subscriptionContract).toMatchObject({ status: 'CANCELED', nextBillingDate: null });
    expect((await open.me.send('POST', `${OWN}/${open.contract.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('renews on the billing date, not before, and ends after its cycles', async () => {
    now = Date.parse('2026-01-31T10:00:00.000Z');
    const { contract } = await subscribe(0);
    const sweep = () => atrium.modules.subscriptions.renewals.sweep();
    now = Date.parse('2026-02-28T09:59:59.000Z');
    await sweep();
    const read = async () =>
      (await admin.ok(await admin.send('GET', `${CONTRACTS}/${contract.id}`))).subscriptionContract;
    let got = await read();
    expect(got.cyclesCompleted).toBe(1);
    now = Date.parse('2026-02-28T10:00:00.000Z');
    await Promise.all([sweep(), sweep()]);
    got = await read();
    expect(got).toMatchObject({
      cyclesCompleted: 2,
      status: 'ACTIVE',
      nextBillingDate: '2026-03-31T10:00:00.000Z',
    });
    now = Date.parse('2026-03-31T10:00:00.000Z');
    await sweep();
    got = await read();
    expect(got).toMatchObject({ cyclesCompleted: 3, status: 'ENDED', nextBillingDate: null });
    const renewed = got.history.filter((h: { type: string }) => h.type === 'RENEWED');
    expect(renewed).toHaveLength(2);
    const orders = await atrium.database.executeSql(`select total from orders where id = any($1)`, [
      renewed.map((h: { orderId: string }) => h.orderId),
    ]);
    expect(orders.rows.map((r) => String((r as { total: unknown }).total))).toEqual(['2199', '2199']);
  });

  it('retries a declined renewal after 1, 3 and 7 days, mailing each time, then suspends it', async () => {
    now = Date.parse('2026-01-31T10:00:00.000Z');
    const { contract } = await subscribe(1, RENEWAL_DECLINES);
    const read = async () =>
      (await admin.ok(await admin.send('GET', `${CONTRACTS}/${contract.id}`))).subscriptionContract;
    const sweep = () => atrium.modules.subscriptions.renewals.sweep();
    const due = Date.parse(contract.nextBillingDate);
    expect(contract.nextBillingDate).toBe('2026-02-14T10:00:00.000Z');
    for (const days of [0, 1, 3]) {
      now = due + days * DAY;
      await sweep();
      const got = await read();
      expect(got.status).toBe('ACTIVE');
      expect(got.nextRetryDate).toBe(new Date(due + [1, 3, 7][[0, 1, 3].indexOf(days)]! * DAY).toISOString());
    }
    now = due + 7 * DAY;
    await sweep();
    const got = await read();
    expect(got.status).toBe('SUSPENDED');
    expect(got.cyclesCompleted).toBe(1);
    const mail = await atrium.core.mail.list(atrium.site.siteId, { limit: 200 });
    const mine = mail.filter((m) => m.to === contract.buyerInfo.email);
    expect(mine.filter((m) => m.subject.startsWith('We could not renew'))).toHaveLength(3);
    expect(mine.filter((m) => m.subject.includes('is suspended'))).toHaveLength(1);
    const canceled = await admin.ok(await admin.send('POST', `${OWN}/${contract.id}/cancel`, {}));
    expect(canceled.subscriptionContract.status).toBe('CANCELED');
  });

  it('lets the site pause and resume, skipping the billing dates passed while paused', async () => {
    now = Date.parse('2026-01-31T10:00:00.000Z');
    const { contract, me } = await subscribe(1);
    expect((await me.send('POST', `${OWN}/${contract.id}/pause`, {})).statusCode).toBe(403);
    const paused = await admin.ok(await admin.send('POST', `${OWN}/${contract.id}/pause`, {}));
    expect(paused.subscriptionContract.status).toBe('PAUSED');
    now = Date.parse('2026-03-01T10:00:00.000Z');
    await atrium.modules.subscriptions.renewals.sweep();
    const still = (await admin.ok(await admin.send('GET', `${CONTRACTS}/${contract.id}`)))
      .subscriptionContract;
    expect(still).toMatchObject({ status: 'PAUSED', cyclesCompleted: 1 });
    const resumed = await admin.ok(await admin.send('POST', `${OWN}/${contract.id}/resume`, {}));
    expect(resumed.subscriptionContract).toMatchObject({
      status: 'ACTIVE',
      nextBillingDate: '2026-03-14T10:00:00.000Z',
    });
    const again = await admin.send('POST', `${OWN}/${contract.id}/resume`, {});
    expect(again.statusCode).toBe(409);
    const query = await admin.ok(
      await admin.send('POST', `${CONTRACTS}/query`, { query: { filter: { status: 'ACTIVE' } } }),
    );
    expect(query.subscriptionContracts.map((c: { id: string }) => c.id)).toContain(contract.id);
    const other = productsApi(atrium, await memberToken(atrium, 'other@example.com'));
    expect((await other.send('POST', `${OWN}/${contract.id}/cancel`, {})).statusCode).toBe(404);
    expect((await other.send('GET', `${CONTRACTS}/${contract.id}`)).statusCode).toBe(404);
    const theirs = await other.ok(await other.send('GET', `${CONTRACTS}/query`));
    expect(theirs.subscriptionContracts).toEqual([]);
    await jobsSettled(atrium.database, ['subscriptions.order-placed']);
  });

  it('takes over a try left claimed by a stopped worker after ten minutes, and renews it once', async () => {
    now = Date.parse('2026-01-31T10:00:00.000Z');
    const { contract } = await subscribe(1);
    const due = Date.parse(contract.nextBillingDate);
    now = due;
    // A worker claimed cycle 2 and stopped before charging.
    await atrium.database.executeSql(
      `insert into subscription_renewals (contract_id, cycle, attempt, site_id, status, created_at)
       values ($1, 2, 1, $2, 'CLAIMED', $3)`,
      [contract.id, atrium.site.siteId, new Date(due).toISOString()],
    );
    const read = async () =>
      (await admin.ok(await admin.send('GET', `${CONTRACTS}/${contract.id}`))).subscriptionContract;
    now = due + 9 * 60_000;
    await atrium.modules.subscriptions.renewals.sweep();
    expect((await read()).cyclesCompleted).toBe(1);
    now = due + 11 * 60_000;
    await Promise.all([
      atrium.modules.subscriptions.renewals.sweep(),
      atrium.modules.subscriptions.renewals.sweep(),
    ]);
    const renewed = await read();
    expect(renewed.cyclesCompleted).toBe(2);
    expect(renewed.history.filter((h: { type: string }) => h.type === 'RENEWED')).toHaveLength(1);
  });
});
