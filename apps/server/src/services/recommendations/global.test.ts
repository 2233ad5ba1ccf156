import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAtrium } from '../../test/app.js';
import { productsApi } from '../../test/catalog.js';
import { line, orderTestApp, placedOrder } from '../../test/orders.js';
import { cancel, counted, GLOBAL, product, recommended } from '../../test/recommendations.js';

// GLOBAL reads every sale of the site, so it has a site (and a clock) of its own here.
const DAY = 86_400_000;
let now = Date.parse('2026-11-20T12:00:00.000Z');
let atrium: TestAtrium;
beforeAll(async () => {
  ({ atrium } = await orderTestApp({ config: { rateLimits: false }, clock: () => now }));
});
afterAll(async () => atrium?.close());

async function sell(quantities: Array<[string, number]>) {
  const { orderId } = await placedOrder(
    atrium,
    quantities.map(([id, quantity]) => line(id, quantity)),
  );
  await counted(atrium);
  return orderId;
}

describe('GLOBAL', () => {
  it('ranks the units sold in the last 30 days, by the clock, without the asked items or hidden ones', async () => {
    const [a, b, c, hidden] = [
      await product(atrium),
      await product(atrium),
      await product(atrium),
      await product(atrium),
    ];
    await sell([
      [a, 1],
      [b, 5],
    ]);
    now += 10 * DAY;
    const canceled = await sell([[c, 9]]);
    await sell([
      [a, 3],
      [hidden, 20],
    ]);
    expect(await recommended(atrium, [], { algorithms: [GLOBAL] })).toEqual([hidden, c, b, a]);
    await productsApi(atrium).patch(hidden, { visible: false }, 'visible');
    expect(await recommended(atrium, [b], { algorithms: [GLOBAL] })).toEqual([c, a]);

    await cancel(atrium, canceled);
    await counted(atrium);
    expect(await recommended(atrium, [], { algorithms: [GLOBAL] })).toEqual([b, a]);

    // Day 29 after the first sales: they are still in the window; day 30: only the later ones are.
    now += 19 * DAY;
    expect(await recommended(atrium, [], { algorithms: [GLOBAL] })).toEqual([b, a]);
    now += DAY;
    expect(await recommended(atrium, [], { algorithms: [GLOBAL] })).toEqual([a]);
    now += 10 * DAY;
    expect(await recommended(atrium, [], { algorithms: [GLOBAL] })).toEqual([]);
  });
});
