import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  backInStockNotifications,
  createClient,
  isApplicationError,
  OAuthStrategy,
  products,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

describe('back-in-stock notification requests through the SDK', () => {
  it('are asked for by a visitor, counted and reported by the site, and read back as NOTIFICATION_SENT', async () => {
    const { siteId, apiKey, clientId } = atrium.site;
    const site = createClient({
      modules: { products, backInStockNotifications },
      auth: ApiKeyStrategy({ apiKey, siteId }),
      host: atrium.host,
    });
    const visitor = createClient({
      modules: { backInStockNotifications },
      auth: OAuthStrategy({ clientId }),
      host: atrium.host,
    });
    const lamp = await site.products.createProduct({
      name: 'Lamp',
      priceData: { price: '30' },
      stock: { trackInventory: true, quantity: 0 },
    });
    const catalogReference = { appId: APP_ID, catalogItemId: lamp._id! };
    const request = await visitor.backInStockNotifications.createBackInStockNotificationRequest(
      { email: 'lamp@example.com', catalogReference },
      { name: 'Lamp', price: '30.00' },
    );
    expect(request).toMatchObject({ status: 'RECEIVED', email: 'lamp@example.com' });
    expect(request._createdDate).toBeInstanceOf(Date);
    expect((await visitor.backInStockNotifications.getBackInStockNotificationRequest(request._id!))._id).toBe(
      request._id,
    );

    const counts =
      await site.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences([
        catalogReference,
      ]);
    expect(counts.countsPerCatalogReference).toEqual([{ catalogReference, count: 1 }]);

    const mine = await visitor.backInStockNotifications
      .queryBackInStockNotificationRequests()
      .eq('status', 'RECEIVED')
      .find();
    expect(mine.items.map((r) => r._id)).toEqual([request._id]);
    const typed = await site.backInStockNotifications.queryBackInStockNotificationRequests({
      filter: { 'catalogReference.catalogItemId': lamp._id },
      paging: { limit: 10 },
    });
    expect(typed.requests).toHaveLength(1);
    expect(typed.metadata.total).toBe(1);

    await site.backInStockNotifications.reportItemsBackInStock({ name: 'Lamp' }, { catalogReference });
    const sent = await site.backInStockNotifications.getBackInStockNotificationRequest(request._id!);
    expect(sent).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: false });
    expect((await site.backInStockNotifications.markAsNotificationSent(request._id!)).request.status).toBe(
      'NOTIFICATION_SENT',
    );

    await visitor.backInStockNotifications.deleteBackInStockNotificationRequest(request._id!);
    const gone = await site.backInStockNotifications
      .getBackInStockNotificationRequest(request._id!)
      .catch((error: unknown) => error);
    expect(isApplicationError(gone) && gone.code).toBe('BACK_IN_STOCK_REQUEST_NOT_FOUND');
  });
});
