import { date, integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/tables.js';

/**
 * How many counted orders held both products: one row per ordered pair, in both directions, so that the items
 * bought with a product are one range of the primary key. Kept by the order-events job, never by a scan.
 */
export const coPurchases = pgTable(
  'co_purchases',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    otherId: uuid('other_id').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.itemId, t.otherId] })],
);

/** Units of each product sold per day (UTC) by counted orders: the best sellers of a window are a range sum. */
export const itemDailySales = pgTable(
  'item_daily_sales',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.itemId] })],
);

/** One counted product of an order, and how many units of it. */
export type CountedItem = { id: string; quantity: number };

/**
 * The orders whose items are in the two tables above, and exactly what was added for each: a row exists if and
 * only if its order is counted, so a job run again adds nothing, and taking an order back removes what it added.
 */
export const countedOrders = pgTable(
  'recommendation_counted_orders',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<CountedItem[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.orderId] })],
);
