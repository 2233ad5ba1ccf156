import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestAtrium } from '../../test/app.js';
import { mug, type productsApi } from '../../test/catalog.js';
import { CHECKOUTS, line, orderTestApp, shopperCheckout } from '../../test/orders.js';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp());
});
afterAll(async () => {
  vi.restoreAllMocks();
  await atrium?.close();
});

describe('placing an order with nothing kept in the brief caches', () => {
  it('reads through its own transaction: PGlite has one connection, and a read beside it would wait forever', async () => {
    const cup = await admin.create(
      mug({ name: 'Uncached cup', stock: { trackInventory: true, quantity: 3 } }),
    );
    const shopper = await shopperCheckout(atrium, [line(cup.id)]);
    const token = await shopper.token();
    // Each reading of the time is six seconds after the last: every brief cache has always just expired.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 6_000));
    try {
      const placed = await shopper.me.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, {
        paymentToken: token,
      });
      expect(placed.statusCode, placed.body).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
  }, 20_000);
});
