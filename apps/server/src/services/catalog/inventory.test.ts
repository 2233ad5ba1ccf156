import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/wire/errors.js';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { mug, productsApi, shirt } from '../../test/catalog.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

let atrium: TestAtrium;
let api: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  api = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const variantOf = async (productId: string) => {
  const row = await atrium.database.executeSql('select id from product_variants where product_id = $1', [
    productId,
  ]);
  return (row.rows[0] as { id: string }).id;
};

describe('inventory', () => {
  it('never goes below zero under parallel decrements, and logs exactly the ones that happened', async () => {
    const product = await api.create(mug({ stock: { trackInventory: true, quantity: 10 } }));
    const variantId = await variantOf(product.id);
    const attempts = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        atrium.modules.catalog.changeStock({
          siteId: atrium.site.siteId,
          productId: product.id,
          variantId,
          move: { kind: 'decrement', by: 1 },
          reason: 'ORDER_PLACED',
        }),
      ),
    );
    const failed = attempts.filter((a) => a.status === 'rejected');
    expect(attempts.length - failed.length).toBe(10);
    for (const failure of failed) {
      const error = (failure as PromiseRejectedResult).reason;
      expect(isAppError(error) && error.code).toBe('INSUFFICIENT_STOCK');
    }
    expect((await api.get(product.id)).stock).toMatchObject({ quantity: 0, inStock: false });
    // Each decrement that happened saw its own quantity: 9, 8, ... 0, each once.
    const taken = (await api.log(product.id)).filter((e) => e.reason === 'ORDER_PLACED');
    expect(taken.every((e) => e.delta === -1)).toBe(true);
    expect(taken.map((e) => e.quantityAfter).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('adds, takes and sets through the bulk call, one failure not stopping the others', async () => {
    const product = await api.create(mug({ stock: { trackInventory: true, quantity: 2 } }));
    const answer = await api.ok(
      await api.inventory([
        { productId: product.id, decrementBy: 5 },
        { productId: product.id, incrementBy: 3, note: 'delivery' },
        { productId: product.id, decrementBy: 1 },
      ]),
    );
    expect(answer.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual(
      [false, true, true],
    );
    expect(answer.results[0].itemMetadata.error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      data: { quantityAvailable: 2 },
    });
    expect(answer.results[2].product.stock.quantity).toBe(4);
    expect((await api.log(product.id)).map((e) => [e.delta, e.note ?? null])).toEqual([
      [2, null],
      [3, 'delivery'],
      [-1, null],
    ]);
    const both = await api.inventory([{ productId: product.id, setQuantity: 1, incrementBy: 1 }]);
    expect((await api.ok(both)).results[0].itemMetadata.error.code).toBe('INVALID_ARGUMENT');
    expect(violatedFields(await api.inventory([{ productId: product.id, setQuantity: -1 }]))).toEqual([
      'changes[0].setQuantity',
    ]);
  });

  it('needs the variant of a product with options, and says when stock comes back', async () => {
    const product = await api.create(shirt());
    const noVariant = await api.ok(await api.inventory([{ productId: product.id, setQuantity: 1 }]));
    expect(noVariant.results[0].itemMetadata.error.code).toBe('INVALID_ARGUMENT');
    const variant = product.variants[0];
    const unknown = await api.ok(
      await api.inventory([
        { productId: product.id, variantId: '00000000-0000-4000-8000-000000000009', setQuantity: 1 },
      ]),
    );
    expect(unknown.results[0].itemMetadata.error.code).toBe('VARIANT_NOT_FOUND');
    await api.ok(await api.inventory([{ productId: product.id, variantId: variant.id, incrementBy: 4 }]));
    const events = (await outboxEvents(atrium)).filter((e) => e.entityId === variant.id);
    expect(events.map((e) => e.type).sort()).toEqual(['inventory.back_in_stock', 'inventory.changed']);
    expect(events[0]!.data).toMatchObject({ productId: product.id, delta: 4, quantity: 4, reason: 'MANUAL' });
  });
});
