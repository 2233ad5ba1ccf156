import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApplicationError, subscriptionContracts } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { siteClient, visitorClient } from './shopper.js';

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
