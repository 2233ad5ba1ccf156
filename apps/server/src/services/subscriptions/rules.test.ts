import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCode,
  createTestApp,
  memberToken,
  visitorToken,
  type TestAtrium,
} from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { address, APP_ID, CHECKOUTS, orderTestApp } from '../../test/orders.js';
import { violatedFields } from '../../test/wire.js';

const CURRENT = '/ecom/v1/carts/current';
const CONTRACTS = '/ecom/subscription-contracts/v1/subscription-contracts';
const OWN = '/atrium/v1/subscription-contracts';

describe('subscription rules', () => {
  let atrium: TestAtrium;
  let other: TestAtrium;
  let admin: ReturnType<typeof productsApi>;
  let product: { id: string; subscriptionOptions: Array<{ id: string }> };
  const subscribed = (optionId: string, quantity = 1) => ({
    quantity,
    catalogReference: {
      appId: APP_ID,
      catalogItemId: product.id,
      options: { subscriptionOptionId: optionId },
    },
  });

  beforeAll(async () => {
    ({ atrium, admin } = await orderTestApp({ config: { rateLimits: false } }));
    other = await createTestApp();
    product = await admin.create({
      name: 'Tea',
      priceData: { price: '10.00' },
      subscriptionOptions: [{ title: 'Weekly', frequency: 'WEEK', autoRenewal: true }],
    });
  });
  afterAll(async () => {
    await atrium?.close();
    await other?.close();
  });

  it('refuses options that contradict themselves, and keeps the ids sent back', async () => {
    const bad = await admin.send('POST', '/atrium/v1/products', {
      product: {
        name: 'Bad',
        priceData: { price: '1' },
        subscriptionOptions: [
          { title: 'A', frequency: 'MONTH', autoRenewal: true, billingCycles: 3 },
          { title: 'B', frequency: 'MONTH', autoRenewal: false },
          { title: 'C', frequency: 'DAY', autoRenewal: true, discount: { type: 'PERCENT', value: '100' } },
          { title: 'D', frequency: 'UNDEFINED', autoRenewal: true },
          { title: 'E', frequency: 'DAY', autoRenewal: true, discount: { type: 'AMOUNT', value: '0.001' } },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(violatedFields(bad)).toEqual(
      expect.arrayContaining([
        'product.subscriptionOptions[0].billingCycles',
        'product.subscriptionOptions[1].billingCycles',
        'product.subscriptionOptions[2].discount.value',
        'product.subscriptionOptions[3].frequency',
      ]),
    );
    const amount = await admin.send('POST', '/atrium/v1/products', {
      product: {
        name: 'Bad amount',
        priceData: { price: '1' },
        subscriptionOptions: [
          { title: 'E', frequency: 'DAY', autoRenewal: true, discount: { type: 'AMOUNT', value: '0.001' } },
        ],
      },
    });
    expect(violatedFields(amount)).toEqual(['product.subscriptionOptions[0].discount.value']);
    const [kept] = product.subscriptionOptions;
    const patched = await admin.patch(product.id, {
      subscriptionOptions: [
        { ...kept, title: 'Weekly tea' },
        { title: 'Yearly', frequency: 'YEAR', autoRenewal: true },
      ],
    });
    expect(patched.subscriptionOptions[0]).toMatchObject({ id: kept!.id, title: 'Weekly tea' });
    expect(patched.subscriptionOptions).toHaveLength(2);
  });

  it('lets only a signed-in member buy a subscription, alone in its checkout and paid by card', async () => {
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const place = async (me: ReturnType<typeof productsApi>, lines: object[], body: object = {}) => {
      await me.ok(await me.send('POST', `${CURRENT}/add-to-cart`, { lineItems: lines }));
      const { checkoutId } = await me.ok(
        await me.send('POST', `${CURRENT}/create-checkout`, {
          channelType: 'WEB',
          email: 'sub@example.com',
          shippingAddress: address,
        }),
      );
      return me.send('POST', `${CHECKOUTS}/${checkoutId}/create-order`, { id: checkoutId, ...body });
    };
    const optionId = product.subscriptionOptions[0]!.id;
    expect(applicationCode(await place(visitor, [subscribed(optionId)]))).toBe(
      'SUBSCRIPTION_REQUIRES_MEMBER',
    );
    const member = productsApi(atrium, await memberToken(atrium, 'sub@example.com'));
    expect(applicationCode(await place(member, [subscribed(optionId)]))).toBe(
      'SUBSCRIPTION_PAYMENT_REQUIRED',
    );
    const mixed = productsApi(atrium, await memberToken(atrium, 'mixed@example.com'));
    const plain = { quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: product.id } };
    expect(applicationCode(await place(mixed, [subscribed(optionId), plain]))).toBe('SUBSCRIPTION_NOT_ALONE');
  });

  it("answers another site's contract ids as not found, and refuses visitors and API keys without ecom.manage", async () => {
    const id = crypto.randomUUID();
    const elsewhere = productsApi(other);
    expect(applicationCode(await elsewhere.send('GET', `${CONTRACTS}/${id}`))).toBe(
      'SUBSCRIPTION_CONTRACT_NOT_FOUND',
    );
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect((await visitor.send('GET', `${CONTRACTS}/query`)).statusCode).toBe(403);
    expect((await visitor.send('POST', `${OWN}/${id}/cancel`, {})).statusCode).toBe(403);
    const key = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'narrow', ['media.manage']);
    const narrow = productsApi(atrium, key.key);
    expect(applicationCode(await narrow.send('GET', `${CONTRACTS}/query`))).toBe('MISSING_PERMISSION');
    expect(applicationCode(await narrow.send('POST', `${OWN}/${id}/pause`, {}))).toBe('MISSING_PERMISSION');
  });
});
