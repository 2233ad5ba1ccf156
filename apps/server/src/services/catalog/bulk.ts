import { eq } from 'drizzle-orm';
import { PRODUCT_EVENTS, type InventoryChange } from '@atrium/contract';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { runEach } from '../../core/wire/bulk.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { CatalogContext } from './context.js';
import { changeStock, type StockMove } from './inventory.js';
import { findProduct, productAnswers, productNotFound, variantsOf } from './products.js';
import { readStoreSettings } from './settings.js';
import { productVariants, products, type ProductRow } from './tables.js';
import { priceColumns, storeCurrency } from './writes.js';

interface Target {
  productId: string;
  variantId?: string | null | undefined;
}

/** The variant a bulk change names: the one given, or the only one of a product without options. */
async function variantOf(tx: Executor, product: ProductRow, target: Target) {
  const variants = (await variantsOf(tx, product.siteId, [product.id])).get(product.id) ?? [];
  if (!target.variantId) {
    if (product.options.length)
      throw invalid('variantId', 'names the variant of a product with options', 'REQUIRED_FIELD');
    return variants[0]!;
  }
  const variant = variants.find((v) => v.id === target.variantId);
  if (!variant)
    throw appError('VARIANT_NOT_FOUND', { ...target }, `Product ${product.id} has no such variant`);
  return variant;
}

function stockMove(change: InventoryChange, path: string): StockMove | undefined {
  const given = [
    change.setQuantity != null && ({ kind: 'set', quantity: change.setQuantity } as const),
    change.incrementBy != null && ({ kind: 'increment', by: change.incrementBy } as const),
    change.decrementBy != null && ({ kind: 'decrement', by: change.decrementBy } as const),
  ].filter((move) => move !== false);
  if (given.length > 1)
    throw invalid(path, 'takes one of setQuantity, incrementBy and decrementBy', 'ONE_OF_ALIGNMENT');
  return given[0];
}

/** The product's revision moves, with the change given, and its event says what it now is. */
async function touch(
  ctx: CatalogContext,
  tx: Executor,
  { product, change = {} }: { product: ProductRow; change?: Partial<ProductRow> },
) {
  const [row] = await tx
    .update(products)
    .set({ ...change, ...nextRevision(products, new Date(ctx.clock())) })
    .where(eq(products.id, product.id))
    .returning();
  const [answer] = await productAnswers(ctx, [row!], { db: tx, withCategories: false });
  await ctx.outbox.record(tx, {
    siteId: product.siteId,
    type: PRODUCT_EVENTS.updated,
    entityId: product.id,
    data: { product: answer },
  });
  return row!;
}

async function answered(
  ctx: CatalogContext,
  operations: Array<{ id: string; run: () => Promise<ProductRow> }>,
) {
  const { results, bulkActionMetadata } = await runEach(operations);
  // Every changed product answered in one go (one read of variants, settings and categories).
  const rows = results.flatMap(({ value }) => (value ? [value] : []));
  const answers = await productAnswers(ctx, rows, { db: ctx.db });
  let next = 0;
  return {
    results: results.map(({ itemMetadata, value }) => ({
      itemMetadata,
      ...(value ? { product: answers[next++]! } : {}),
    })),
    bulkActionMetadata,
  };
}

/** Bulk changes of prices and stock: each item on its own transaction, reported by its index. */
export function createCatalogBulk(ctx: CatalogContext) {
  const { db, outbox } = ctx;

  function locked<T>(siteId: string, target: Target, work: (tx: Executor, p: ProductRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const product = await findProduct(tx, { siteId, id: target.productId }, true);
      if (!product) throw productNotFound(target.productId);
      return work(tx, product);
    });
  }

  function updatePrices(
    siteId: string,
    prices: Array<Target & { price: string; compareAtPrice?: string | null | undefined }>,
  ) {
    return answered(
      ctx,
      prices.map((item, i) => ({
        id: item.variantId ?? item.productId,
        run: () =>
          locked(siteId, item, async (tx, product) => {
            const currency = storeCurrency(await readStoreSettings(tx, siteId));
            // A bulk price without a compare-at price clears it.
            const prices = priceColumns(
              { price: item.price, compareAtPrice: item.compareAtPrice ?? null },
              currency,
              `prices[${i}]`,
            );
            if (!item.variantId) return touch(ctx, tx, { product, change: prices });
            const variant = await variantOf(tx, product, item);
            await tx.update(productVariants).set(prices).where(eq(productVariants.id, variant.id));
            return touch(ctx, tx, { product });
          }),
      })),
    );
  }

  function updateInventory(siteId: string, changes: InventoryChange[]) {
    return answered(
      ctx,
      changes.map((change, i) => ({
        id: change.variantId ?? change.productId,
        run: () =>
          locked(siteId, change, async (tx, product) => {
            const move = stockMove(change, `changes[${i}]`);
            if (move) {
              const variant = await variantOf(tx, product, change);
              await changeStock(tx, outbox, {
                siteId,
                productId: product.id,
                variantId: variant.id,
                move,
                reason: 'MANUAL',
                note: change.note,
              });
            }
            return touch(ctx, tx, {
              product,
              change: change.trackInventory != null ? { trackInventory: change.trackInventory } : {},
            });
          }),
      })),
    );
  }

  return { updatePrices, updateInventory };
}
