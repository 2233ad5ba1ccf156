import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { prepared, type Db, type Executor } from '../../core/db/index.js';
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';
import type {
  CatalogItem,
  CatalogItemRequest,
  CatalogProvider,
  StockMoveRequest,
} from '../../core/commerce/catalog-provider.js';
import { currencyOf } from '../../core/money/index.js';
import type { CatalogContext } from './context.js';
import { byProduct, itemOf as productItem } from './products.js';
import { changeStock } from './inventory.js';
import { cachedStoreSettings } from './settings.js';
import { productVariants, products, type ProductRow, type VariantRow } from './tables.js';
import { chosenSubscription, subscribedPrice } from './subscription-options.js';
import { choiceKey, matchChoices } from './variants.js';
import { variantPrice } from './wire.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The variant a line's options pick: `variantId`, or `options` by choice; the only one of a plain product. */
function pickVariant(product: ProductRow, variants: readonly VariantRow[], options: Record<string, unknown>) {
  if (typeof options.variantId === 'string') return variants.find((v) => v.id === options.variantId);
  if (!product.options.length) return variants[0];
  const chosen = options.options;
  if (!chosen || typeof chosen !== 'object') return undefined;
  const matched = matchChoices(product.options, chosen as Record<string, unknown>);
  if (!matched) return undefined;
  const key = choiceKey(matched);
  return variants.find((v) => v.choiceKey === key);
}

function itemOf(product: ProductRow, variant: VariantRow, currency: string): CatalogItem {
  const price = variantPrice(product, variant);
  const compareAt = variant.priceMinor === null ? product.compareAtMinor : variant.compareAtMinor;
  return {
    rootCatalogItemId: product.id,
    name: product.name,
    currency,
    price,
    fullPrice: compareAt !== null && compareAt > price ? compareAt : price,
    choices: product.options.map((option) => ({
      name: option.name,
      value: variant.choices[option.name]!,
      ...(option.optionType === 'COLOR'
        ? { color: option.choices.find((c) => c.value === variant.choices[option.name])?.description }
        : {}),
    })),
    image: product.images[0] ?? null,
    url: `/products/${product.slug}`,
    weight: variant.weight ?? product.weight,
    sku: variant.sku ?? product.sku,
    taxGroupId: product.taxGroupId,
    itemType: product.productType === 'DIGITAL' ? 'DIGITAL' : 'PHYSICAL',
    purchasable: product.visible && variant.visible,
    quantityAvailable: product.trackInventory ? variant.quantity : null,
  };
}

/** Products and their variants in one statement, built once: a cart read is on every page of a shop. */
const readItems = prepared((db: Db) =>
  db
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.siteId, sql.placeholder('siteId')),
        sql`${products.id} = any(${sql.placeholder('ids')})`,
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position))
    .prepare('catalog_items_read'),
);

/**
 * The products among `ids` that a shopper can buy now: shown, with a shown variant in stock or not tracked. Built
 * once: recommendations ask it on every product page.
 */
const readAvailable = prepared((db: Db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.siteId, sql.placeholder('siteId')),
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(products.visible, true),
        sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.visible
          and (not ${products.trackInventory} or v.quantity > 0))`,
      ),
    )
    .prepare('catalog_items_available'),
);

/** The built-in store as a catalogue: `catalogItemId` is a product id. */
export function createStoreCatalog(ctx: CatalogContext): CatalogProvider {
  return {
    appId: ECOM_CATALOG_APP_ID,
    async resolve(siteId: string, requests: readonly CatalogItemRequest[]) {
      const ids = [...new Set(requests.map((r) => r.catalogItemId).filter((id) => UUID.test(id)))];
      if (!ids.length) return requests.map(() => undefined);
      const [rows, settings] = await Promise.all([
        readItems(ctx.db, { siteId, ids }),
        cachedStoreSettings(ctx.db, siteId),
      ]);
      const byId = new Map(rows.map((row) => [row.product.id, row.product]));
      const variants = byProduct(rows.map((row) => row.variant));
      const currency = currencyOf(settings.currency).code;
      return requests.map((request) => {
        const product = byId.get(request.catalogItemId.toLowerCase());
        if (!product) return undefined;
        const variant = pickVariant(product, variants.get(product.id) ?? [], request.options ?? {});
        const chosen = chosenSubscription(product, request.options ?? {});
        if (!variant || !chosen) return undefined;
        const item = itemOf(product, variant, currency);
        if (!chosen.option) return item;
        const price = subscribedPrice(item.price, chosen.option, currencyOf(settings.currency));
        return { ...item, price, subscription: chosen.option };
      });
    },
    async moveStock(tx: Executor, siteId: string, request: StockMoveRequest) {
      const ids = [...new Set(request.items.map((r) => r.catalogItemId).filter((id) => UUID.test(id)))];
      if (!ids.length) return;
      const rows = await tx
        .select({ product: products, variant: productVariants })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .where(and(eq(products.siteId, siteId), inArray(products.id, ids)))
        .orderBy(asc(productVariants.productId), asc(productVariants.position));
      const byId = new Map(rows.map((row) => [row.product.id, row.product]));
      const variants = byProduct(rows.map((row) => row.variant));
      const moves = new Map<string, { productId: string; variantId: string; by: number }>();
      for (const item of request.items) {
        const product = byId.get(item.catalogItemId.toLowerCase());
        if (!product?.trackInventory) continue;
        const variant = pickVariant(product, variants.get(product.id) ?? [], item.options ?? {});
        if (!variant) continue;
        const key = `${product.id}/${variant.id}`;
        const by = (moves.get(key)?.by ?? 0) + item.quantity;
        moves.set(key, { productId: product.id, variantId: variant.id, by });
      }
      // Always in the same order, so that two orders taking the same items cannot wait on each other.
      for (const [, m] of [...moves].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        await changeStock(tx, ctx.outbox, {
          siteId,
          productId: m.productId,
          variantId: m.variantId,
          move: { kind: request.direction === 'take' ? 'decrement' : 'increment', by: m.by },
          reason: request.reason,
          orderId: request.orderId,
        });
    },
    async available(siteId: string, catalogItemIds: readonly string[]) {
      const ids = [...new Set(catalogItemIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
      if (!ids.length) return new Set<string>();
      const rows = await readAvailable(ctx.db, { siteId, ids });
      return new Set(rows.map((row) => row.id));
    },
    async categories(siteId: string, catalogItemIds: readonly string[]) {
      const ids = catalogItemIds.filter((id) => UUID.test(id));
      return ids.length ? ctx.categories.categoriesOf(siteId, ids.map(productItem)) : new Map();
    },
  };
}
