// The floor of placing and charging an order from a checkout, bench/orders measures: the same rows written with
// hand-written SQL in one transaction as the route's (the checkout locked, the number taken, the order, its
// lines, its card payment, the stock taken, the checkout completed, the timeline and the event), with the line
// prices read from the products as they are. No card is charged: the provider's own work is not the floor's. What the route takes beyond it is the price of pricing the checkout through the totals engine,
// checks, mapping and the framework, not of the data.
import { sql } from 'drizzle-orm';
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';

export const placeOrder = {
  lock: (siteId: string, checkoutId: string) => sql`
    select id, completed, channel_type, owner_kind, owner_id, info, purchase_flow_id, cart_id from checkouts
    where site_id = ${siteId} and id = ${checkoutId} for update`,
  number: (siteId: string) => sql`
    insert into order_counters (site_id, last) values (${siteId}, 10001)
    on conflict (site_id) do update set last = order_counters.last + 1 returning last`,
  lines: (checkoutId: string) => sql`
    select l.id, l.position, l.quantity, l.catalog_item_id, p.id as product_id, p.price_minor, p.name,
      v.id as variant_id
    from checkout_lines l
    join products p on p.id = l.catalog_item_id::uuid and l.app_id = ${ECOM_CATALOG_APP_ID}
    join product_variants v on v.product_id = p.id
    where l.checkout_id = ${checkoutId} order by l.position`,
  order: (o: { id: string; siteId: string; number: string; checkoutId: string; total: bigint }) => sql`
    insert into orders (id, site_id, number, checkout_id, status, payment_status, channel_type, currency,
      weight_unit, subtotal, total, snapshot, purchased_at, created_at, updated_at)
    values (${o.id}, ${o.siteId}, ${o.number}, ${o.checkoutId}, 'APPROVED', 'PAID', 'WEB', 'USD', 'KG',
      ${o.total}, ${o.total}, '{"appliedDiscounts":[],"additionalFees":[],"customFields":[]}', now(), now(), now())
    returning *`,
  line: (
    orderId: string,
    siteId: string,
    l: {
      id: string;
      position: number;
      quantity: number;
      catalog_item_id: string;
      price_minor: string;
      name: string;
    },
  ) => sql`
    insert into order_lines (order_id, id, site_id, position, quantity, app_id, catalog_item_id, unit_price,
      full_price, subtotal, total, snapshot)
    values (${orderId}, ${l.id}, ${siteId}, ${l.position}, ${l.quantity}, ${ECOM_CATALOG_APP_ID},
      ${l.catalog_item_id}, ${l.price_minor}, ${l.price_minor}, ${BigInt(l.price_minor) * BigInt(l.quantity)},
      ${BigInt(l.price_minor) * BigInt(l.quantity)}, ${JSON.stringify({ productName: { original: l.name } })})`,
  stock: (siteId: string, variantId: string, quantity: number) => sql`
    update product_variants set quantity = quantity - ${quantity}
    where site_id = ${siteId} and id = ${variantId} and quantity >= ${quantity} returning quantity`,
  payment: (orderId: string, siteId: string, { id, amount }: { id: string; amount: bigint }) => sql`
    insert into order_payments (id, order_id, site_id, kind, provider_payment_id, status, amount, captured,
      method, created_at, updated_at)
    values (${id}, ${orderId}, ${siteId}, 'sandbox', ${id}, 'APPROVED', ${amount}, ${amount},
      '{"brand":"VISA","last4":"4242"}', now(), now())`,
  complete: (checkoutId: string, orderId: string) => sql`
    update checkouts set completed = true, order_id = ${orderId}, revision = revision + 1, updated_at = now()
    where id = ${checkoutId}`,
  activity: (orderId: string, siteId: string, id: string) => sql`
    insert into order_activities (id, order_id, site_id, type, created_at, updated_at)
    values (${id}, ${orderId}, ${siteId}, 'ORDER_PLACED', now(), now())`,
  event: (siteId: string, orderId: string, id: string) => sql`
    insert into events (id, site_id, type, entity_id, data) values (${id}, ${siteId}, 'order.created',
      ${orderId}, ${JSON.stringify({ orderId })})`,
};
