import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abandonedCheckouts, checkout, currentCart, isApplicationError, products } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { checkoutOf, siteClient, visitorClient } from './shopper.js';

const HOUR = 3_600_000;
let now = Date.parse('2026-11-24T10:00:00.000Z');
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium({ clock: () => now });
});
afterAll(async () => atrium?.close());

describe('abandoned checkouts through the SDK', () => {
  it('are found, read, searched, annotated, reopened, counted and deleted by the site', async () => {
    const site = siteClient(atrium, { products, abandonedCheckouts });
    const book = await site.products.createProduct({
      name: 'Left-behind book',
      productType: 'DIGITAL',
      priceData: { price: '9' },
    });
    const me = visitorClient(atrium, { currentCart, checkout });
    const checkoutId = await checkoutOf(me, book._id!, { quantity: 2, email: 'sdk-left@example.com' });

    expect(await site.abandonedCheckouts.getAbandonedCheckoutSettings()).toEqual({
      enabled: true,
      abandonAfterMinutes: 60,
      mailAfterMinutes: [60, 1440],
    });
    expect(
      (await site.abandonedCheckouts.updateAbandonedCheckoutSettings({ mailAfterMinutes: [120] }))
        .mailAfterMinutes,
    ).toEqual([120]);

    now += HOUR;
    await atrium.modules.abandonedCheckouts.sweep(now);

    const page = await site.abandonedCheckouts.queryAbandonedCheckouts().eq('status', 'ABANDONED').find();
    expect(page.items).toHaveLength(1);
    const found = page.items[0]!;
    expect(found.checkoutId).toBe(checkoutId);
    expect(found._createdDate).toBeInstanceOf(Date);
    expect(found.totalPrice.amount).toBe('18.00');
    const typed = await site.abandonedCheckouts.queryAbandonedCheckouts({ filter: { checkoutId } });
    expect(typed.abandonedCheckouts.map((a) => a._id)).toEqual([found._id]);
    expect(typed.metadata.count).toBe(1);

    const got = await site.abandonedCheckouts.getAbandonedCheckout(found._id);
    expect(got.buyerInfo.email).toBe('sdk-left@example.com');
    const searched = await site.abandonedCheckouts.searchAbandonedCheckouts({
      search: { expression: 'sdk-left' },
    });
    expect(searched.abandonedCheckouts.map((a) => a._id)).toEqual([found._id]);

    const noted = await site.abandonedCheckouts.addAbandonedCheckoutActivity(found._id, {
      activityType: 'TASK_CREATED',
    });
    expect(noted.abandonedCheckout.activities.map((a) => [a.type, a.role])).toEqual([
      ['SCHEDULED', 'VISITOR'],
      ['TASK_CREATED', 'ADMIN'],
    ]);

    const redirect = await site.abandonedCheckouts.redirectToCheckout(found._id, atrium.site.siteId);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.find((h) => h.key === 'Location')?.value).toMatch(/^http:\/\/atrium\.test\//);

    const today = new Date(now).toISOString().slice(0, 10);
    const figures = await site.abandonedCheckouts.getAbandonedCheckoutAnalytics(today, {
      metrics: ['RECOVERABLE_VALUE', 'RECOVERABLE_CHECKOUT_COUNT'],
    });
    expect(figures).toMatchObject({
      currency: 'USD',
      recoverableValue: '18.00',
      recoverableCheckoutCount: 1,
      recoveryRate: null,
    });

    const bulk = await site.abandonedCheckouts.bulkDeleteAbandonedCheckouts([
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 0, totalFailures: 1, undetailedFailures: 0 });
    await site.abandonedCheckouts.deleteAbandonedCheckout(found._id);
    const gone = await site.abandonedCheckouts
      .getAbandonedCheckout(found._id)
      .catch((error: unknown) => error);
    expect(isApplicationError(gone) && gone.code).toBe('ABANDONED_CHECKOUT_NOT_FOUND');
  });
});
