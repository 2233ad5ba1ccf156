import { expect } from 'vitest';
import type { TestAtrium } from './app.js';
import { productsApi } from './catalog.js';
import { APP_ID, ORDERS, placedOrder, line } from './orders.js';
import { jobsSettled } from './wait.js';

export const RELATED = { id: 'c0ecd5ef-2089-454b-b549-d0df37f478aa', appId: APP_ID };
export const GLOBAL = { id: '56419c72-fd32-4a2a-b6b0-86ba5b9a6eab', appId: APP_ID };
const QUEUE = 'recommendations.count-orders';
export const GET = '/v1/recommendations/get';

/** Waits until every order-event job of recommendations has run (each order counted or taken back). */
export async function counted(atrium: TestAtrium) {
  atrium.core.jobs.wake(QUEUE);
  await jobsSettled(atrium.database, [QUEUE]);
}

/** A shown, untracked digital product (never out of stock), with extra fields, as the test site's admin. */
export async function product(atrium: TestAtrium, extra: object = {}) {
  const created = await productsApi(atrium).create({
    name: 'Item',
    productType: 'DIGITAL',
    priceData: { price: '3' },
    ...extra,
  });
  return created.id as string;
}

/** Orders placed by visitors through the checkout routes, one per list of products, then counted. */
export async function buy(atrium: TestAtrium, baskets: string[][]) {
  const orderIds: string[] = [];
  for (const basket of baskets)
    orderIds.push(
      (
        await placedOrder(
          atrium,
          basket.map((id) => line(id)),
        )
      ).orderId,
    );
  await counted(atrium);
  return orderIds;
}

/** getRecommendation as `authorization` (the site's API key unless given); the raw answer. */
export function recommend(atrium: TestAtrium, payload: object, authorization = atrium.site.apiKey) {
  return atrium.app.inject({ method: 'POST', url: GET, payload, headers: { authorization } });
}

/** The ids recommended by these algorithms for these products. */
export async function recommended(
  atrium: TestAtrium,
  ids: string[],
  { algorithms = [RELATED], authorization }: { algorithms?: object[]; authorization?: string } = {},
) {
  const items = ids.map((catalogItemId) => ({ appId: APP_ID, catalogItemId }));
  const answer = await recommend(atrium, { algorithms, items }, authorization);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { recommendation: { items: Array<{ catalogItemId: string }> } };
  return body.recommendation.items.map((item) => item.catalogItemId);
}

export async function cancel(atrium: TestAtrium, orderId: string) {
  const answer = await atrium.app.inject({
    method: 'POST',
    url: `${ORDERS}/${orderId}/cancel`,
    payload: { id: orderId },
    headers: { authorization: atrium.site.apiKey },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}
