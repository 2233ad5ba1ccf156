import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BackInStockStatus } from '@atrium/contract';
import { sites } from '../sites/tables.js';

/**
 * Shoppers waiting for an item to return. `optionsKey` is the reference's options as canonical JSON, so that
 * "the same item" is one comparison; while a request waits (RECEIVED or PROCESSING), asking again with the same
 * address and item finds it through the partial unique index instead of making another.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    appId: text('app_id').notNull(),
    catalogItemId: text('catalog_item_id').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>(),
    optionsKey: text('options_key').notNull(),
    /** Lower-cased, so that one address is one shopper. */
    email: text('email').notNull(),
    /** The member who asked; visitors have no contact. */
    contactId: uuid('contact_id'),
    /** Who may read it besides the site: the visitor or member who asked (null when the site made it). */
    requesterId: text('requester_id'),
    status: text('status').$type<BackInStockStatus>().notNull(),
    autoNotified: boolean('auto_notified'),
    itemUrl: text('item_url'),
    itemName: text('item_name'),
    itemPrice: text('item_price'),
    itemImage: text('item_image'),
    /** The shopper's language when they asked, for the mail. */
    language: text('language').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_waiting')
      .on(t.siteId, t.email, t.appId, t.catalogItemId, t.optionsKey)
      .where(sql`${t.status} in ('RECEIVED', 'PROCESSING')`),
    index('back_in_stock_item').on(t.siteId, t.appId, t.catalogItemId, t.status),
    index('back_in_stock_site_created').on(t.siteId, t.createdAt, t.id),
  ],
);

export type BackInStockRow = typeof backInStockRequests.$inferSelect;
