// @vitest-environment node
import {
  abandonedCheckouts,
  backInStockNotifications,
  products,
  subscriptionContracts,
  tips,
  tipSettings,
} from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import { atriumKeys } from '../query-keys.js';
import { adminSetUp } from '../testing/admin.js';
import { abandonedCheckoutsQueries } from './abandoned-checkouts.js';
import { backInStockQueries } from './back-in-stock.js';
import { subscriptionsQueries } from './subscriptions.js';
import { tipsQueries } from './tips.js';

const { client, queryClient } = adminSetUp({
  abandonedCheckouts,
  backInStockNotifications,
  products,
  subscriptionContracts,
  tips,
  tipSettings,
});

describe('the dashboard’s commerce options against the real server', () => {
  it('reads tip settings and the distributions report under the tips family', async () => {
    const settings = await queryClient.fetchQuery(tipsQueries.settings(client));
    expect(settings).toHaveProperty('enabled');
    const report = tipsQueries.distributions(client, { filter: {}, limit: 5, offset: 0 });
    expect(report.queryKey.slice(0, 3)).toEqual([...atriumKeys.tips.all, 'distributions']);
    expect((await queryClient.fetchQuery(report)).tipDistributions).toEqual(expect.any(Array));
    const sum = await queryClient.fetchQuery(tipsQueries.distributionsSum(client, {}));
    expect(sum.totalAmount).toEqual(expect.any(String));
  });

  it('lists subscriptions, waiting items and the latest requests, and reads the recovery settings', async () => {
    expect((await queryClient.fetchQuery(subscriptionsQueries.list(client))).items).toEqual(
      expect.any(Array),
    );
    expect(await queryClient.fetchQuery(backInStockQueries.waiting(client))).toEqual(expect.any(Array));
    expect((await queryClient.fetchQuery(backInStockQueries.latest(client))).requests).toEqual(
      expect.any(Array),
    );
    const settings = await queryClient.fetchQuery(abandonedCheckoutsQueries.settings(client));
    expect(settings).toHaveProperty('enabled');
    expect(abandonedCheckoutsQueries.period(client, '2026-11-01').queryKey).toEqual(
      atriumKeys.abandonedCheckouts.period('2026-11-01'),
    );
  });
});
