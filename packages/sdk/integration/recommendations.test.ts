import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counted } from '../../../apps/server/src/test/recommendations.js';
import { checkout, currentCart, isApplicationError, products, recommendations } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { APP_ID, siteClient, visitorClient } from './shopper.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

describe('recommendations through the SDK', () => {
  it('lists the algorithms and recommends what was bought together, for a visitor', async () => {
    const site = siteClient(atrium, { products });
    const made = await Promise.all(
      ['Pen', 'Ink', 'Paper'].map((name) =>
        site.products.createProduct({ name, productType: 'DIGITAL', priceData: { price: '2' } }),
      ),
    );
    const [pen, ink, paper] = made.map((product) => product._id!);
    const buyer = visitorClient(atrium, { currentCart, checkout });
    await buyer.currentCart.addToCurrentCart({
      lineItems: [pen!, ink!].map((catalogItemId) => ({
        quantity: 1,
        catalogReference: { appId: APP_ID, catalogItemId },
      })),
    });
    const { checkoutId } = await buyer.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'pens@example.com',
    });
    await buyer.checkout.createOrder(checkoutId!);
    await counted(atrium);

    const me = visitorClient(atrium, { recommendations });
    const { availableAlgorithms } = await me.recommendations.listAvailableAlgorithms();
    expect(availableAlgorithms.map((a) => a.config?.algorithmType)).toEqual(['RELATED_ITEMS', 'GLOBAL']);
    const related = availableAlgorithms[0]!;
    const algorithm = { _id: related.config!.algorithmId!, appId: related.appId! };
    const { recommendation } = await me.recommendations.getRecommendation([algorithm], {
      items: [{ appId: APP_ID, catalogItemId: pen! }],
    });
    expect(recommendation.items).toEqual([{ appId: APP_ID, catalogItemId: ink }]);
    expect(recommendation.algorithm).toEqual(algorithm);
    expect(paper).toBeDefined();

    const refused = await me.recommendations
      .getRecommendation([algorithm], {
        items: [{ appId: APP_ID, catalogItemId: pen! }],
        minimumRecommendedItems: 2,
      })
      .catch((error: unknown) => error);
    expect(isApplicationError(refused) && refused.code).toBe('NOT_ENOUGH_RECOMMENDED_ITEMS');
    expect(isApplicationError(refused) && refused.data).toEqual({
      minimumRecommendedItems: 2,
      algorithms: [{ algorithmId: algorithm._id, appId: APP_ID, itemCount: 1 }],
    });
  });
});
