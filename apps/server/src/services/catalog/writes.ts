import { and, eq, like, or, sql } from 'drizzle-orm';
import type { MediaAsset, StoreSettings, VariantInput } from '@atrium/contract';
import type { Executor } from '../../core/db/index.js';
import { currencyOf, minorOfField, type Currency } from '../../core/money/index.js';
import { firstFreeSlug, slugify } from '../../core/slug.js';
import { appError } from '../../core/wire/errors.js';
import { imageFileId } from '../../core/wire/image-reference.js';
import type { CatalogContext } from './context.js';
import { products } from './tables.js';

export function storeCurrency(settings: StoreSettings): Currency {
  return currencyOf(settings.currency);
}

/** Product images as stored: public images of the site's media library, in the order given. */
export async function resolveImages(
  ctx: CatalogContext,
  siteId: string,
  references: readonly string[],
): Promise<MediaAsset[]> {
  return Promise.all(
    references.map(async (reference) => {
      const fileId = imageFileId(reference);
      const image = fileId ? await ctx.images.publicImage(siteId, fileId) : null;
      if (!image)
        throw appError(
          'PRODUCT_IMAGE_NOT_FOUND',
          { image: reference },
          `No public image "${reference}" in this site's media library`,
        );
      return image;
    }),
  );
}

export async function assertCategories(ctx: CatalogContext, siteId: string, ids: readonly string[]) {
  const missing = await ctx.categories.missingCategories(siteId, ids);
  if (missing.length)
    throw appError('CATEGORY_NOT_FOUND', { categoryId: missing[0] }, `No store category ${missing[0]}`);
}

/** A product's tax group must be one the site has (a default group or its own). */
export async function assertTaxGroup(ctx: CatalogContext, siteId: string, id: string) {
  if (!(await ctx.taxGroups.exists(siteId, id)))
    throw appError('TAX_GROUP_NOT_FOUND', { taxGroupId: id }, `No tax group ${id} in this site`);
}

/**
 * Serialises the writes that choose a product's slug on one site, so that two products made at once with the
 * same name get `mug` and `mug-2` rather than one of them a unique-index failure.
 */
export async function lockSlugs(tx: Executor, siteId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${siteId}/product-slugs`}, 0))`);
}

/** The name's slug, or with `-2`, `-3`... when another product has it (called under lockSlugs). */
export async function freeSlug(tx: Executor, siteId: string, name: string): Promise<string> {
  const base = slugify(name, 'product', 90);
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.siteId, siteId), or(eq(products.slug, base), like(products.slug, `${base}-%`))));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/** `exceptId`: the product being changed, which may keep its own slug. */
export async function assertSlugFree(
  tx: Executor,
  siteId: string,
  { slug, exceptId }: { slug: string; exceptId?: string },
) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.slug, slug)));
  if (row && row.id !== exceptId)
    throw appError('PRODUCT_SLUG_ALREADY_EXISTS', { slug }, `Another product has the slug "${slug}"`);
}

/**
 * The price columns a write sets, in minor units: a price when one is sent; a compare-at price when sent, a
 * null clearing it. `path` names the priceData in the request, for violations.
 */
export function priceColumns(
  priceData: { price?: string | null; compareAtPrice?: string | null } | null | undefined,
  currency: Currency,
  path: string,
): { priceMinor?: bigint; compareAtMinor?: bigint | null } {
  const price = priceData?.price;
  const compareAt = priceData?.compareAtPrice;
  return {
    ...(price != null ? { priceMinor: minorOfField(price, currency, `${path}.price`) } : {}),
    ...(compareAt !== undefined
      ? {
          compareAtMinor:
            compareAt === null ? null : minorOfField(compareAt, currency, `${path}.compareAtPrice`),
        }
      : {}),
  };
}

/** The variant values a write sets, in minor units. */
export function variantValues(input: VariantInput, currency: Currency, path: string) {
  return {
    ...priceColumns(input.priceData, currency, `${path}.priceData`),
    ...(input.sku !== undefined ? { sku: input.sku } : {}),
    ...(input.weight !== undefined ? { weight: input.weight } : {}),
    ...(input.visible != null ? { visible: input.visible } : {}),
  };
}
