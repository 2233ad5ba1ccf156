import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, memberToken, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { categoriesApi } from '../../test/categories.js';
import { APP_ID, line, ORDERS, orderTestApp, placedOrder } from '../../test/orders.js';
import {
  buy,
  cancel,
  counted,
  GLOBAL,
  product,
  recommend,
  recommended,
  RELATED,
} from '../../test/recommendations.js';
import { COUNT_ORDERS_QUEUE } from './module.js';

let atrium: TestAtrium;
beforeAll(async () => {
  ({ atrium } = await orderTestApp({ config: { rateLimits: false } }));
});
afterAll(async () => atrium?.close());

const byId = (ids: string[]) => [...ids].sort();
async function pairs(siteId: string, itemId: string) {
  const { rows } = await atrium.database.executeSql(
    'select other_id, orders from co_purchases where site_id = $1 and item_id = $2 order by other_id',
    [siteId, itemId],
  );
  return Object.fromEntries(
    (rows as Array<{ other_id: string; orders: number }>).map((r) => [r.other_id, r.orders]),
  );
}

describe('the algorithms', () => {
  it('are listed with their type, description, app and catalogues, to any caller of the site', async () => {
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const answer = await atrium.app.inject({
      url: '/v1/recommendations/algorithms',
      headers: { authorization: visitor },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { availableAlgorithms } = answer.json() as {
      availableAlgorithms: Array<{
        config: { algorithmType: string; algorithmId: string; description: string };
        appId: string;
        catalogAppIds: string[];
      }>;
    };
    expect(availableAlgorithms.map((a) => [a.config.algorithmType, a.config.algorithmId, a.appId])).toEqual([
      ['RELATED_ITEMS', RELATED.id, APP_ID],
      ['GLOBAL', GLOBAL.id, APP_ID],
    ]);
    for (const algorithm of availableAlgorithms) {
      expect(algorithm.catalogAppIds).toEqual([APP_ID]);
      expect(algorithm.config.description.length).toBeGreaterThan(10);
    }
    const anonymous = await atrium.app.inject({ url: '/v1/recommendations/algorithms' });
    expect(applicationCode(anonymous)).toBe('UNAUTHENTICATED');
  });
});

describe('RELATED_ITEMS', () => {
  it('ranks what was bought with the asked items in real orders, summed over them, never the asked items', async () => {
    const [a, b, c, d] = [
      await product(atrium),
      await product(atrium),
      await product(atrium),
      await product(atrium),
    ];
    await buy(atrium, [
      [a, b],
      [a, b],
      [a, c],
      [b, d],
    ]);
    expect(await pairs(atrium.site.siteId, a)).toEqual({ [b]: 2, [c]: 1 });
    expect(await recommended(atrium, [a])).toEqual([b, c]);
    // With b asked too: c (1, with a) and d (1, with b) tie and go by id; neither a nor b is recommended.
    expect(await recommended(atrium, [a, b])).toEqual(byId([c, d]));
    expect(await recommended(atrium, [d])).toEqual([b]);
    // Upper case ids name the same products.
    expect(await recommended(atrium, [a.toUpperCase()])).toEqual([b, c]);
  });

  it('counts each order once, however often its job runs, and takes a canceled order back out', async () => {
    const [a, b] = [await product(atrium), await product(atrium)];
    const [first, second] = await buy(atrium, [
      [a, b],
      [a, b],
    ]);
    const { siteId } = atrium.site;
    const recommendations = atrium.modules.recommendations;
    // A job run again after its commit (a retry), or two at once, change nothing.
    expect(await recommendations.reconcileOrder(siteId, first!)).toBe('unchanged');
    const again = await Promise.all([1, 2, 3].map(() => recommendations.reconcileOrder(siteId, second!)));
    expect(again).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await pairs(siteId, a)).toEqual({ [b]: 2 });
    // The very job pg-boss ran, sent again through the queue.
    const { rows } = await atrium.database.executeSql(
      `select data from pgboss.job where name = $1 and data->>'entityId' = $2`,
      [COUNT_ORDERS_QUEUE, first],
    );
    expect(rows).toHaveLength(1);
    await atrium.core.jobs.send(COUNT_ORDERS_QUEUE, (rows[0] as { data: object }).data);
    await counted(atrium);
    expect(await pairs(siteId, a)).toEqual({ [b]: 2 });

    // A new order counted by three callers at once and its own job: once.
    const { orderId: third } = await placedOrder(atrium, [line(a), line(b)]);
    await Promise.all([1, 2, 3].map(() => recommendations.reconcileOrder(siteId, third)));
    await counted(atrium);
    expect(await pairs(siteId, a)).toEqual({ [b]: 3 });
    await cancel(atrium, third);

    await cancel(atrium, first!);
    await counted(atrium);
    expect(await pairs(siteId, a)).toEqual({ [b]: 1 });
    expect(await recommendations.reconcileOrder(siteId, first!)).toBe('unchanged');
    await cancel(atrium, second!);
    await counted(atrium);
    // No pair is left at zero: the rows go.
    expect(await pairs(siteId, a)).toEqual({});
    expect(await recommended(atrium, [a])).toEqual([]);
  });

  it('counts a waiting order once it is approved, and takes a deleted imported order back out', async () => {
    const [a, b, c, d] = [
      await product(atrium),
      await product(atrium),
      await product(atrium),
      await product(atrium),
    ];
    const admin = productsApi(atrium);
    const lineOf = (catalogItemId: string) => ({
      productName: { original: 'Phone order' },
      quantity: 1,
      price: { amount: '3.00' },
      catalogReference: { appId: APP_ID, catalogItemId },
    });
    const { order } = await admin.ok(
      await admin.send('POST', ORDERS, {
        order: { status: 'INITIALIZED', lineItems: [lineOf(a), lineOf(b)] },
      }),
    );
    await counted(atrium);
    expect(await pairs(atrium.site.siteId, a)).toEqual({});
    await admin.ok(
      await admin.send('POST', `${ORDERS}/${order.id}/update-status`, {
        orderId: order.id,
        status: 'APPROVED',
      }),
    );
    await counted(atrium);
    expect(await pairs(atrium.site.siteId, a)).toEqual({ [b]: 1 });

    const imported = await admin.ok(
      await admin.send('POST', `${ORDERS}/import`, {
        order: { status: 'APPROVED', lineItems: [lineOf(c), lineOf(d)] },
      }),
    );
    await counted(atrium);
    expect(await pairs(atrium.site.siteId, c)).toEqual({ [d]: 1 });
    await admin.ok(
      await admin.send('POST', `${ORDERS}/import/bulk-delete-imported-orders`, {
        orderIds: [imported.order.id],
      }),
    );
    await counted(atrium);
    expect(await pairs(atrium.site.siteId, c)).toEqual({});
  });

  it('recommends only shown, in-stock products', async () => {
    const a = await product(atrium);
    const hidden = await product(atrium);
    const admin = productsApi(atrium);
    const sold = (await admin.create(mug({ stock: { trackInventory: true, quantity: 3 } }))).id as string;
    const untracked = (await admin.create(mug({ stock: { trackInventory: false } }))).id as string;
    await buy(atrium, [[a, hidden, sold, untracked]]);
    expect(await recommended(atrium, [a])).toEqual(byId([hidden, sold, untracked]));

    await admin.patch(hidden, { visible: false }, 'visible');
    await admin.ok(await admin.inventory([{ productId: sold, setQuantity: 0 }]));
    expect(await recommended(atrium, [a])).toEqual([untracked]);
    await admin.ok(await admin.inventory([{ productId: sold, setQuantity: 1 }]));
    expect(await recommended(atrium, [a])).toEqual(byId([sold, untracked]));
  });

  it('fills up from the shown categories of the asked items when orders are few', async () => {
    const categories = categoriesApi(atrium);
    const mugs = await categories.create('Mugs');
    const hiddenCategory = await categories.create('Hidden', null, { visible: false });
    const a = await product(atrium, { categoryIds: [mugs.id, hiddenCategory.id] });
    const bought = await product(atrium);
    const sameCategory = [
      await product(atrium, { categoryIds: [mugs.id] }),
      await product(atrium, { categoryIds: [mugs.id] }),
    ];
    const hiddenProduct = await product(atrium, { categoryIds: [mugs.id], visible: false });
    const inHiddenCategory = await product(atrium, { categoryIds: [hiddenCategory.id] });
    await buy(atrium, [[a, bought]]);
    const list = await recommended(atrium, [a]);
    // Bought together first, then the category's items (by id, as none is arranged), never a hidden one.
    expect(list).toEqual([bought, ...byId(sameCategory)]);
    expect(list).not.toContain(hiddenProduct);
    expect(list).not.toContain(inHiddenCategory);
  });

  it('gives nothing without items to relate to', async () => {
    expect(await recommended(atrium, [])).toEqual([]);
  });
});

describe('minimumRecommendedItems', () => {
  it('is answered by the first algorithm that reaches it, or says how many each could give', async () => {
    const [a, b, c] = [await product(atrium), await product(atrium), await product(atrium)];
    await buy(atrium, [[a, b, c]]);
    const items = [{ appId: APP_ID, catalogItemId: a }];
    const enough = await recommend(atrium, {
      algorithms: [RELATED, GLOBAL],
      items,
      minimumRecommendedItems: 2,
    });
    expect(enough.json().recommendation.algorithm).toEqual(RELATED);
    expect(enough.json().recommendation.items).toHaveLength(2);

    // RELATED_ITEMS has two: GLOBAL (every product sold on the site in the window) answers.
    const next = await recommend(atrium, {
      algorithms: [RELATED, GLOBAL],
      items,
      minimumRecommendedItems: 3,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().recommendation.algorithm).toEqual(GLOBAL);
    expect(
      next.json().recommendation.items.map((i: { catalogItemId: string }) => i.catalogItemId),
    ).not.toContain(a);

    const short = await recommend(atrium, { algorithms: [RELATED], items, minimumRecommendedItems: 3 });
    expect(short.statusCode).toBe(404);
    expect(short.json().details.applicationError).toMatchObject({
      code: 'NOT_ENOUGH_RECOMMENDED_ITEMS',
      data: {
        minimumRecommendedItems: 3,
        algorithms: [{ algorithmId: RELATED.id, appId: RELATED.appId, itemCount: 2 }],
      },
    });
  });
});

describe('bad input', () => {
  const items = [{ appId: APP_ID, catalogItemId: '5b0c3a2e-8f61-4c1e-9d3a-2f4b6c8d0e1f' }];
  const violations = (answer: { json(): unknown }) =>
    (
      answer.json() as {
        details: { validationError: { fieldViolations: Array<{ field: string; violatedRule: string }> } };
      }
    ).details.validationError.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`);

  it('names an unknown algorithm, or one of another app', async () => {
    const unknown = await recommend(atrium, {
      algorithms: [{ ...RELATED, id: items[0]!.catalogItemId }],
      items,
    });
    expect(unknown.statusCode).toBe(400);
    expect(applicationCode(unknown)).toBe('RECOMMENDATION_ALGORITHM_NOT_FOUND');
    const otherApp = await recommend(atrium, { algorithms: [{ ...GLOBAL, appId: 'another-app' }] });
    expect(applicationCode(otherApp)).toBe('RECOMMENDATION_ALGORITHM_NOT_FOUND');
  });

  it('refuses items of a catalogue the algorithm does not support', async () => {
    const answer = await recommend(atrium, {
      algorithms: [RELATED],
      items: [...items, { appId: 'bookings', catalogItemId: 'x' }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.applicationError).toMatchObject({
      code: 'CATALOG_NOT_SUPPORTED',
      data: { appId: 'bookings', algorithmId: RELATED.id },
    });
  });

  it('lists each bad field', async () => {
    const many = Array.from({ length: 301 }, () => items[0]);
    expect(violations(await recommend(atrium, { algorithms: [] }))).toEqual(['algorithms MIN_SIZE']);
    expect(violations(await recommend(atrium, {}))).toEqual(['algorithms REQUIRED_FIELD']);
    expect(violations(await recommend(atrium, { algorithms: [{ id: 'x', appId: APP_ID }] }))).toEqual([
      'algorithms[0].id FORMAT',
    ]);
    expect(
      violations(
        await recommend(atrium, { algorithms: [RELATED], items: many, minimumRecommendedItems: 101 }),
      ),
    ).toEqual(['items MAX_SIZE', 'minimumRecommendedItems MAX']);
    expect(
      violations(await recommend(atrium, { algorithms: [RELATED], minimumRecommendedItems: 1.5 })),
    ).toHaveLength(1);
    expect(
      violations(await recommend(atrium, { algorithms: [RELATED], minimumRecommendedItems: '2' })),
    ).toHaveLength(1);
  });
});

describe('who may ask', () => {
  it('any caller of the site: a visitor, a member, an API key; nobody without credentials', async () => {
    const [a, b] = [await product(atrium), await product(atrium)];
    await buy(atrium, [[a, b]]);
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const member = await memberToken(atrium, 'reco-member@example.com');
    for (const authorization of [visitor, member, atrium.site.apiKey])
      expect(await recommended(atrium, [a], { authorization })).toEqual([b]);
    const anonymous = await atrium.app.inject({
      method: 'POST',
      url: '/v1/recommendations/get',
      payload: { algorithms: [RELATED] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never sees another site's orders or products", async () => {
    const [a, b] = [await product(atrium), await product(atrium)];
    await buy(atrium, [[a, b]]);
    const { site } = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const otherKey = (await atrium.modules.sites.createApiKey(site.id, 'other')).key;
    expect(await recommended(atrium, [a], { authorization: otherKey })).toEqual([]);
    const best = await recommend(atrium, { algorithms: [GLOBAL] }, otherKey);
    expect(best.json().recommendation.items).toEqual([]);
  });
});
