import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, seedDemoShop } from './demo-shop.js';
import { createTestApp, visitorToken, type TestAtrium } from './test/app.js';
import { productsApi } from './test/catalog.js';

let atrium: TestAtrium;
beforeAll(async () => {
  atrium = await createTestApp();
});
afterAll(async () => atrium?.close());

describe('the demo shop', () => {
  it('fills the site with a dozen pictured products in three categories, one sold out', async () => {
    await seedDemoShop(atrium.app, atrium.site.apiKey);
    const shopper = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const { products } = await shopper.ok(
      await shopper.send('POST', '/atrium/v1/products/query', { query: { paging: { limit: 100 } } }),
    );
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const product of products) {
      expect(product.images).toHaveLength(1);
      expect(product.images[0].url).toMatch(/^http/);
      expect(product.categoryIds).toHaveLength(1);
    }
    expect(new Set(products.flatMap((p: { categoryIds: string[] }) => p.categoryIds)).size).toBe(3);
    const soldOut = products.filter((p: { stock: { inStock: boolean } }) => !p.stock.inStock);
    expect(soldOut.map((p: { name: string }) => p.name)).toEqual(['Espresso cups, set of two']);
    const shirt = products.find((p: { name: string }) => p.name === 'Organic T-shirt');
    expect(shirt.variants).toHaveLength(6);
    expect(shirt.stock.quantity).toBe(30);
    // A cart can be shipped anywhere from the start: 4.99 under 50, free from 50.
    const mug = products.find((p: { name: string }) => p.name === 'Stoneware mug');
    const line = (quantity: number) => ({
      lineItems: [
        {
          quantity,
          catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: mug.id },
        },
      ],
    });
    await shopper.ok(await shopper.send('POST', '/ecom/v1/carts/current/add-to-cart', line(1)));
    const small = await shopper.ok(await shopper.send('POST', '/ecom/v1/carts/current/estimate-totals', {}));
    expect(small.priceSummary).toMatchObject({ shipping: { amount: '4.99' }, total: { amount: '17.49' } });
    await shopper.ok(await shopper.send('POST', '/ecom/v1/carts/current/add-to-cart', line(3)));
    const large = await shopper.ok(await shopper.send('POST', '/ecom/v1/carts/current/estimate-totals', {}));
    expect(large.priceSummary).toMatchObject({ shipping: { amount: '0.00' }, total: { amount: '50.00' } });
  });
});
