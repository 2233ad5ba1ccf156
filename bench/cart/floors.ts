// The floors of the cart routes bench/cart measures: the same rows read or written with hand-written SQL,
// answered as JSON.stringify of them, on the same server (server.ts). What a route takes beyond its floor is the
// price of its framework, checks, catalogue lookups and mapping, not of the data. The bench passes the
// statements' parameters in the query string.
import { sql } from 'drizzle-orm';
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';

/** Requests under it go to the bench's own Fastify instance, never to the app's routes (server.ts). */
import { FLOOR_PREFIX } from '../lib/paths.js';

export { BENCH_PREFIX, FLOOR_PREFIX } from '../lib/paths.js';

/**
 * The visitor's current cart and its lines, each joined to its product and variant, in one statement: the
 * columns its answer is made of. The store settings give the currency (no row: the defaults). A plain product
 * has one variant, so one row per line.
 */
export const readCart = (siteId: string, ownerId: string) => sql`
  select l.id, l.position, l.quantity, l.app_id as "appId", l.catalog_item_id as "catalogItemId", l.options,
    l.custom, l.overrides, l.extended_fields as "extendedFields",
    c.id as "cartId", c.revision, c.info, c.checkout_id as "checkoutId", c.purchase_flow_id as "purchaseFlowId",
    c.created_at as "createdDate", c.updated_at as "updatedDate",
    coalesce(s.currency, 'USD') as currency, coalesce(s.weight_unit, 'KG') as "weightUnit",
    p.name, p.slug, p.product_type as "productType", p.visible, p.images, p.price_minor as "priceMinor",
    p.compare_at_minor as "compareAtMinor", p.price_exponent as "priceExponent", p.weight, p.sku,
    p.track_inventory as "trackInventory", p.options as "productOptions",
    v.id as "variantId", v.choices, v.price_minor as "variantPriceMinor",
    v.compare_at_minor as "variantCompareAtMinor", v.sku as "variantSku", v.weight as "variantWeight",
    v.visible as "variantVisible", v.quantity as "stock"
  from carts c
  left join store_settings s on s.site_id = c.site_id
  join cart_lines l on l.cart_id = c.id
  left join products p on p.site_id = c.site_id and l.app_id = ${ECOM_CATALOG_APP_ID}
    and p.id = l.catalog_item_id::uuid
  left join product_variants v on v.product_id = p.id
  where c.site_id = ${siteId} and c.owner_kind = 'visitor' and c.owner_id = ${ownerId} and c.current
  order by l.position`;

/** The add, in one transaction as the route's: the cart row locked, the line grown, the cart's revision. */
export const addToCart = {
  lock: (siteId: string, ownerId: string) => sql`
    select id from carts
    where site_id = ${siteId} and owner_kind = 'visitor' and owner_id = ${ownerId} and current
    for update`,
  grow: (cartId: string, catalogItemId: string) => sql`
    update cart_lines set quantity = quantity + 1
    where cart_id = ${cartId} and app_id = ${ECOM_CATALOG_APP_ID} and catalog_item_id = ${catalogItemId}
    returning id, position, quantity, app_id as "appId", catalog_item_id as "catalogItemId", options, custom,
      overrides, extended_fields as "extendedFields"`,
  touch: (cartId: string) =>
    sql`update carts set revision = revision + 1, updated_at = now() where id = ${cartId}`,
};

export type FloorName = 'read' | 'add';

/** The path of a floor for one visitor's cart (`catalogItemId`: the item the add grows). */
export function floorPath(
  name: FloorName,
  params: { siteId: string; ownerId: string; catalogItemId?: string },
): string {
  const query = new URLSearchParams({ siteId: params.siteId, ownerId: params.ownerId });
  if (name === 'add') {
    if (!params.catalogItemId) throw new Error('the add floor needs catalogItemId');
    query.set('catalogItemId', params.catalogItemId);
  }
  return `${FLOOR_PREFIX}${name}?${query}`;
}
