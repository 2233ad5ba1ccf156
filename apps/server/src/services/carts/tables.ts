import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomLine, OwnerKind, StoredLine } from '../../core/commerce/lines/stored-line.js';
import { sites } from '../sites/tables.js';

/** The writable cart fields the wire carries as they were sent (contact, shipping option, extended fields). */
export interface CartInfo {
  buyerNote?: string | null;
  buyerEmail?: string | null;
  contactId?: string | null;
  contactInfo?: Record<string, unknown> | null;
  overrideCheckoutUrl?: string | null;
  selectedShippingOption?: Record<string, unknown> | null;
  businessLocationId?: string | null;
  extendedFields?: Record<string, unknown> | null;
}

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ownerKind: text('owner_kind').$type<OwnerKind>(),
    ownerId: uuid('owner_id'),
    /** The owner's current cart: at most one per owner (a unique partial index), so creation cannot race. */
    current: boolean('current').notNull().default(false),
    info: jsonb('info').$type<CartInfo>().notNull().default({}),
    couponCode: text('coupon_code'),
    /** The coupon of `couponCode` when it was applied (the cart shows it among its applied discounts). */
    couponId: uuid('coupon_id'),
    checkoutId: uuid('checkout_id'),
    purchaseFlowId: uuid('purchase_flow_id').notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_current')
      .on(t.siteId, t.ownerKind, t.ownerId)
      .where(sql`${t.current}`),
    index('carts_checkout').on(t.siteId, t.checkoutId),
    index('carts_stale').on(t.ownerKind, t.updatedAt),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    /** The catalogue reference; for a custom line, whatever reference its sender gave, if any. */
    appId: text('app_id'),
    catalogItemId: text('catalog_item_id'),
    options: jsonb('options').$type<Record<string, unknown>>(),
    /** appId, item and options in one canonical text: adding the same item again adds to this line. */
    itemKey: text('item_key'),
    custom: jsonb('custom').$type<CustomLine>(),
    /** Catalogue values an elevated caller overrode (catalogOverrideFields), with prices in minor units. */
    overrides: jsonb('overrides').$type<Record<string, unknown>>(),
    extendedFields: jsonb('extended_fields').$type<Record<string, unknown>>(),
  },
  (t) => [index('cart_lines_cart').on(t.cartId, t.position)],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
/** Who a cart belongs to: a visitor, a member, or a site owner (`user`); none for carts made by API keys. */
export type CartOwnerKind = OwnerKind;
export type { CustomLine, StoredLine };
