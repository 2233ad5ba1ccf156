import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../apps/server/src/test/wait.js';
import {
  checkout,
  currentCart,
  isApplicationError,
  products,
  sandboxPayments,
  subscriptionContracts,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { APP_ID, memberClient, siteClient, visitorClient } from './shopper.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

// The whole purchase-to-renewal flow is proved in apps/server (services/subscriptions); here the SDK's calls
// reach the server under their names, with its paging, errors and access rules.
describe('subscription contracts through the SDK', () => {
  it('query with the builder and the typed form, and answer the wire errors of get, cancel, pause and resume', async () => {
    const site = siteClient(atrium, { subscriptionContracts });
    const page = await site.subscriptionContracts
      .querySubscriptionContracts()
      .eq('status', 'ACTIVE')
      .limit(5)
      .find();
    expect(page.items).toEqual([]);
    expect(page.hasNext()).toBe(false);
    const typed = await site.subscriptionContracts.querySubscriptionContracts({
      filter: { status: 'CANCELED' },
    });
    expect(typed.subscriptionContracts).toEqual([]);
    const missing = crypto.randomUUID();
    for (const call of [
      () => site.subscriptionContracts.getSubscriptionContract(missing),
      () => site.subscriptionContracts.cancelSubscriptionContract(missing),
      () => site.subscriptionContracts.pauseSubscriptionContract(missing),
      () => site.subscriptionContracts.resumeSubscriptionContract(missing),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(isApplicationError(error) && error.code).toBe('SUBSCRIPTION_CONTRACT_NOT_FOUND');
    }
    const visitor = visitorClient(atrium, { subscriptionContracts });
    const refused = await visitor.subscriptionContracts
      .getSubscriptionContract(missing)
      .catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('FORBIDDEN');
  });
});

describe('a subscription bought through the SDK', () => {
  it('is made by a member paying with a card, then read and cancelled by that member', async () => {
    const site = siteClient(atrium, { products, subscriptionContracts });
    // Digital: the checkout needs no delivery address.
    const recipes = await site.products.createProduct({
      name: 'Recipe of the week',
      productType: 'DIGITAL',
      priceData: { price: '4.20' },
      subscriptionOptions: [
        {
          title: 'Every week',
          frequency: 'WEEK',
          autoRenewal: true,
          enableCustomerCancellation: true,
          discount: { type: 'PERCENT', value: '10' },
        },
      ],
    });
    const option = recipes.subscriptionOptions![0]!;
    const me = await memberClient(atrium, 'cook@example.com', {
      currentCart,
      checkout,
      sandboxPayments,
      subscriptionContracts,
    });

    const { cart } = await me.currentCart.addToCurrentCart({
      lineItems: [
        {
          quantity: 1,
          catalogReference: {
            appId: APP_ID,
            catalogItemId: recipes._id!,
            options: { subscriptionOptionId: option._id },
          },
        },
      ],
    });
    // 4.20 less 10%: the subscribed line's own price.
    expect(cart?.lineItems[0]?.price?.amount).toBe('3.78');
    const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'cook@example.com',
    });
    const { token: card } = await me.sandboxPayments.createSandboxToken({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const { orderId } = await me.checkout.createOrderAndCharge(checkoutId!, { paymentToken: card });

    // The order's event makes the contract, in a job of its own.
    const contract = await waitFor(
      async () => (await me.subscriptionContracts.querySubscriptionContracts().find()).items[0],
    );
    expect(contract).toMatchObject({ status: 'ACTIVE', orderId, cyclesCompleted: 1 });
    expect(contract.nextBillingDate).toBeTruthy();
    const canceled = await me.subscriptionContracts.cancelSubscriptionContract(contract._id!);
    expect(canceled.status).toBe('CANCELED');
    expect((await site.subscriptionContracts.getSubscriptionContract(contract._id!)).status).toBe('CANCELED');
    // Another member sees none of it.
    const other = await memberClient(atrium, 'other@example.com', { subscriptionContracts });
    expect((await other.subscriptionContracts.querySubscriptionContracts().find()).items).toEqual([]);
  });
});
