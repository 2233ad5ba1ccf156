import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ECOM_CATALOG_APP_ID,
  PRODUCT_EVENTS,
  type Product,
  type ProductCreate,
  type ProductUpdate,
  type StoreSettings,
} from '@atrium/contract';
import { type Executor, nextRevision } from '../../core/db/index.js';
import { maskedPatch } from '../../core/wire/field-mask.js';
import { appError } from '../../core/wire/errors.js';
import type { CatalogContext } from './context.js';
import { cachedStoreSettings, readStoreSettings } from './settings.js';
import { productVariants, products, type ProductRow, type VariantRow } from './tables.js';
import { storedSubscriptionOptions } from './subscription-options.js';
import { applyVariants, planVariants } from './variant-writes.js';
import { productToWire } from './wire.js';
import {
  assertCategories,
  assertTaxGroup,
  assertSlugFree,
  freeSlug,
  lockSlugs,
  priceColumns,
  resolveImages,
  storeCurrency,
} from './writes.js';

const UPDATABLE = [
  'name',
  'slug',
  'description',
  'productType',
  'visible',
  'images',
  'priceData',
  'weight',
  'sku',
  'stock',
  'productOptions',
  'variants',
  'categoryIds',
  'taxGroupId',
  'subscriptionOptions',
] as const;
const CLEARABLE = [
  'description',
  'images',
  'weight',
  'sku',
  'productOptions',
  'categoryIds',
  'taxGroupId',
  'subscriptionOptions',
] as const;

export const productNotFound = (id: string) =>
  appError('PRODUCT_NOT_FOUND', { productId: id }, `No product ${id} in this site`);

export const itemOf = (productId: string) => ({ appId: ECOM_CATALOG_APP_ID, catalogItemId: productId });

export async function findProduct(
  db: Executor,
  { siteId, id }: { siteId: string; id: string },
  lock = false,
) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function variantsOf(db: Executor, siteId: string, productIds: readonly string[]) {
  if (!productIds.length) return new Map<string, VariantRow[]>();
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.siteId, siteId), inArray(productVariants.productId, [...productIds])))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  return byProduct(rows);
}

/** Variant rows grouped by product, each group in the rows' order. */
export function byProduct(rows: readonly VariantRow[]): Map<string, VariantRow[]> {
  const grouped = new Map<string, VariantRow[]>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

/** Products in their wire shape, with their variants, the store's settings and their categories. */
export async function productAnswers(
  ctx: CatalogContext,
  rows: readonly ProductRow[],
  known: { db: Executor; settings?: StoreSettings; withCategories?: boolean },
): Promise<Product[]> {
  const { db } = known;
  if (!rows.length) return [];
  const siteId = rows[0]!.siteId;
  const ids = rows.map((row) => row.id);
  const [variants, settings, categories] = await Promise.all([
    variantsOf(db, siteId, ids),
    known.settings ?? cachedStoreSettings(db, siteId),
    known.withCategories === false
      ? new Map<string, string[]>()
      : ctx.categories.categoriesOf(siteId, ids.map(itemOf)),
  ]);
  return rows.map((row) =>
    productToWire(row, variants.get(row.id) ?? [], {
      settings,
      categoryIds: categories.get(row.id) ?? [],
    }),
  );
}

async function recordChange(
  ctx: CatalogContext,
  tx: Executor,
  { type, row }: { type: string; row: ProductRow },
) {
  const [product] = await productAnswers(ctx, [row], { db: tx, withCategories: false });
  await ctx.outbox.record(tx, { siteId: row.siteId, type, entityId: row.id, data: { product } });
}

async function create(ctx: CatalogContext, siteId: string, input: ProductCreate): Promise<ProductRow> {
  const { db, clock } = ctx;
  const images = await resolveImages(ctx, siteId, input.images ?? []);
  if (input.categoryIds?.length) await assertCategories(ctx, siteId, input.categoryIds);
  if (input.taxGroupId) await assertTaxGroup(ctx, siteId, input.taxGroupId);
  const now = new Date(clock());
  const row = await db.transaction(async (tx) => {
    await lockSlugs(tx, siteId);
    const settings = await readStoreSettings(tx, siteId);
    const currency = storeCurrency(settings);
    if (input.slug) await assertSlugFree(tx, siteId, { slug: input.slug });
    const plan = planVariants(input, 'product', { existing: [] });
    // The schema requires the price; a compare-at price left out is none.
    const { priceMinor, compareAtMinor = null } = priceColumns(
      input.priceData,
      currency,
      'product.priceData',
    );
    const [row] = await tx
      .insert(products)
      .values({
        id: randomUUID(),
        siteId,
        name: input.name,
        slug: input.slug ?? (await freeSlug(tx, siteId, input.name)),
        description: input.description ?? null,
        productType: input.productType ?? 'PHYSICAL',
        visible: input.visible ?? true,
        images,
        priceMinor: priceMinor!,
        compareAtMinor,
        priceExponent: currency.exponent,
        weight: input.weight ?? null,
        sku: input.sku ?? null,
        taxGroupId: input.taxGroupId ?? null,
        trackInventory: input.stock?.trackInventory ?? false,
        options: plan.options,
        subscriptionOptions: storedSubscriptionOptions(input.subscriptionOptions, currency),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await applyVariants(ctx, tx, { product: row!, plan, input, currency });
    await recordChange(ctx, tx, { type: PRODUCT_EVENTS.created, row: row! });
    return row!;
  });
  if (input.categoryIds?.length)
    await ctx.categories.setCategories(siteId, itemOf(row.id), input.categoryIds);
  return row;
}

async function update(
  ctx: CatalogContext,
  siteId: string,
  { input, fieldMask }: { input: ProductUpdate; fieldMask: string | null | undefined },
) {
  const { db, clock } = ctx;
  const patch = maskedPatch({
    entity: input,
    name: 'product',
    fieldMask,
    updatable: UPDATABLE,
    clearable: CLEARABLE,
  });
  const images =
    patch.images === undefined ? undefined : await resolveImages(ctx, siteId, patch.images ?? []);
  if (patch.categoryIds?.length) await assertCategories(ctx, siteId, patch.categoryIds);
  if (patch.taxGroupId) await assertTaxGroup(ctx, siteId, patch.taxGroupId);
  const row = await db.transaction(async (tx) => {
    if (patch.slug) await lockSlugs(tx, siteId);
    const current = await findProduct(tx, { siteId, id: input.id }, true);
    if (!current) throw productNotFound(input.id);
    if (input.revision != null && input.revision !== String(current.revision))
      throw appError('PRODUCT_REVISION_MISMATCH', {
        productId: input.id,
        revision: String(current.revision),
      });
    const currency = storeCurrency(await readStoreSettings(tx, siteId));
    if (patch.slug) await assertSlugFree(tx, siteId, { slug: patch.slug, exceptId: current.id });
    const existing = (await variantsOf(tx, siteId, [current.id])).get(current.id) ?? [];
    const plan =
      patch.productOptions !== undefined || patch.variants !== undefined || patch.stock !== undefined
        ? planVariants(
            {
              ...patch,
              productOptions: patch.productOptions === undefined ? undefined : (patch.productOptions ?? []),
            },
            'product',
            { existing, currentOptions: current.options },
          )
        : undefined;
    const [row] = await tx
      .update(products)
      .set({
        ...(patch.name ? { name: patch.name } : {}),
        ...(patch.slug ? { slug: patch.slug } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.productType ? { productType: patch.productType } : {}),
        ...(patch.visible != null ? { visible: patch.visible } : {}),
        ...(images ? { images } : {}),
        ...priceColumns(patch.priceData, currency, 'product.priceData'),
        ...(patch.weight !== undefined ? { weight: patch.weight } : {}),
        ...(patch.sku !== undefined ? { sku: patch.sku } : {}),
        ...(patch.taxGroupId !== undefined ? { taxGroupId: patch.taxGroupId } : {}),
        ...(patch.stock?.trackInventory != null ? { trackInventory: patch.stock.trackInventory } : {}),
        ...(plan ? { options: plan.options } : {}),
        ...(patch.subscriptionOptions !== undefined
          ? { subscriptionOptions: storedSubscriptionOptions(patch.subscriptionOptions, currency) }
          : {}),
        ...nextRevision(products, new Date(clock())),
      })
      .where(eq(products.id, current.id))
      .returning();
    if (plan) await applyVariants(ctx, tx, { product: row!, plan, input: patch, currency });
    await recordChange(ctx, tx, { type: PRODUCT_EVENTS.updated, row: row! });
    return row!;
  });
  if (patch.categoryIds !== undefined)
    await ctx.categories.setCategories(siteId, itemOf(row.id), patch.categoryIds ?? []);
  return row;
}

async function remove(ctx: CatalogContext, siteId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findProduct(tx, { siteId, id }, true);
    if (!row) throw productNotFound(id);
    await recordChange(ctx, tx, { type: PRODUCT_EVENTS.deleted, row });
    await tx.delete(products).where(eq(products.id, id));
  });
  await ctx.categories.setCategories(siteId, itemOf(id), []);
}

/** Creates, changes and deletes products; each write is one transaction with its events. */
export function createProductStore(ctx: CatalogContext) {
  return {
    create: (siteId: string, input: ProductCreate) => create(ctx, siteId, input),
    update: (siteId: string, input: ProductUpdate, fieldMask: string | null | undefined) =>
      update(ctx, siteId, { input, fieldMask }),
    remove: (siteId: string, id: string) => remove(ctx, siteId, id),
  };
}

export type ProductStore = ReturnType<typeof createProductStore>;
