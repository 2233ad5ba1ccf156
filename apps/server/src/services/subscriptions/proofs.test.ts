import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type Atrium } from '../../app.js';
import { connect } from '../../core/db/index.js';
import { memberToken, type TestAtrium } from '../../test/app.js';
import { onPostgres } from '../../test/database.js';
import { productsApi } from '../../test/catalog.js';
import { address, APP_ID, APPROVES, CHECKOUTS, orderTestApp } from '../../test/orders.js';
import { waitFor } from '../../test/wait.js';

const CURRENT = '/ecom/v1/carts/current';
const CONTRACTS = 12;
const DAY = 86_400_000;
let now = Date.parse('2026-03-01T08:00:00.000Z');
const clock = () => now;

/** A member's daily subscription, placed and paid: the contract's id. */
async function subscribed(
  atrium: TestAtrium,
  { productId, optionId }: { productId: string; optionId: string },
  i: number,
) {
  const email = `proof${i}@example.com`;
  const me = productsApi(atrium, await memberToken(atrium, email));
  const reference = { appId: APP_ID, catalogItemId: productId, options: { subscriptionOptionId: optionId } };
  await me.ok(
    await me.send('POST', `${CURRENT}/add-to-cart`, {
      lineItems: [{ quantity: 1, catalogReference: reference }],
    }),
  );
  const { checkoutId } = await me.ok(
    await me.send('POST', `${CURRENT}/create-checkout`, {
      channelType: 'WEB',
      email,
      shippingAddress: address,
    }),
  );
  const { token } = await me.ok(
    await me.send('POST', '/atrium/v1/payments/sandbox/tokens', {
      card: { number: APPROVES, expMonth: 12, expYear: 2030, cvc: '123' },
    }),
  );
  const { orderId } = await me.ok(
    await me.send('POST', `${CHECKOUTS}/${checkoutId}/create-order-and-charge`, {
      id: checkoutId,
      paymentToken: token,
    }),
  );
  return orderId as string;
}

describe.runIf(onPostgres)('two job workers on one database (PostgreSQL only)', () => {
  let atrium: TestAtrium;
  let second: Atrium | undefined;
  afterAll(async () => {
    await second?.app.close();
    await atrium?.close();
  });

  it('makes each renewal order once while both sweep the same due contracts, on time and never before', async () => {
    ({ atrium } = await orderTestApp({ clock, config: { rateLimits: false } }));
    const database = await connect({ databaseUrl: atrium.database.url!, poolSize: 5 });
    second = (await buildApp({
      config: { ...atrium.config, jobs: true },
      database,
      logger: false,
      clock,
    })) as Atrium;
    const workers = [atrium, second];
    const product = await productsApi(atrium).create({
      name: 'Daily bread',
      priceData: { price: '3.10' },
      subscriptionOptions: [{ title: 'Daily', frequency: 'DAY', autoRenewal: true }],
    });
    const orderIds = [];
    for (let i = 0; i < CONTRACTS; i++)
      orderIds.push(
        await subscribed(atrium, { productId: product.id, optionId: product.subscriptionOptions[0].id }, i),
      );
    const count = async (sql: string) =>
      ((await atrium.database.executeSql(sql, [atrium.site.siteId])).rows[0] as { n: number }).n;
    await waitFor(
      async () =>
        (await count(`select count(*)::int as n from subscription_contracts where site_id = $1`)) ===
        CONTRACTS,
    );
    const sweepAll = () =>
      Promise.all(workers.flatMap((w) => [1, 2, 3].map(() => w.modules.subscriptions.renewals.sweep())));
    // A second before the first renewal: nothing is due.
    now += DAY - 1000;
    await sweepAll();
    expect(await count(`select count(*)::int as n from orders where site_id = $1`)).toBe(CONTRACTS);
    for (const day of [1, 2, 3]) {
      now = Date.parse('2026-03-01T08:00:00.000Z') + day * DAY;
      await sweepAll();
      expect(await count(`select count(*)::int as n from orders where site_id = $1`)).toBe(
        CONTRACTS * (1 + day),
      );
    }
    // Each cycle of each contract has exactly one paid renewal and one order; the provider charged each once.
    expect(
      await count(
        `select count(*)::int as n from (select contract_id, cycle from subscription_renewals where site_id = $1
           group by contract_id, cycle having count(*) > 1 or bool_or(status <> 'PAID')) dup`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from sandbox_payments where site_id = $1 and reference like 'subscription:%'`,
      ),
    ).toBe(CONTRACTS * 3);
    expect(
      await count(
        `select count(*)::int as n from subscription_contracts where site_id = $1 and cycles_completed = 4`,
      ),
    ).toBe(CONTRACTS);
  }, 120_000);
});
