import type { CheckoutCustomSettings } from '@atrium/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ChannelType, CheckoutSettingsInput, CreatedBy } from '@atrium/contract';
import type { CartOwnerKind, CustomLine } from '../carts/index.js';
import { sites } from '../sites/tables.js';

/** What the buyer and the caller gave the checkout, as they gave it (addresses in their wire form). */
export interface CheckoutInfo {
  buyerNote?: string | null;
  email?: string | null;
  contactId?: string | null;
  billingInfo?: Record<string, unknown> | null;
  shippingDestination?: Record<string, unknown> | null;
  selectedShippingOption?: Record<string, unknown> | null;
  overrideCheckoutUrl?: string | null;
  customFields?: unknown[] | null;
  extendedFields?: Record<string, unknown> | null;
  businessLocationId?: string | null;
  taxExemptGroupId?: string | null;
  customSettings?: CheckoutCustomSettings | null;
}

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The cart it was made from; the cart may be gone (an order deletes it). */
    cartId: uuid('cart_id'),
    /** The buyer: the cart's owner (visitor, member or site owner); none when an API key made both. */
    ownerKind: text('owner_kind').$type<CartOwnerKind>(),
    ownerId: uuid('owner_id'),
    channelType: text('channel_type').$type<ChannelType>().notNull(),
    info: jsonb('info').$type<CheckoutInfo>().notNull().default({}),
    couponCode: text('coupon_code'),
    /** The gift card the buyer gave (its id: the code itself is never kept), and what it should pay at most. */
    giftCardId: uuid('gift_card_id'),
    giftCardRequested: bigint('gift_card_requested', { mode: 'bigint' }),
    purchaseFlowId: uuid('purchase_flow_id').notNull(),
    createdBy: jsonb('created_by').$type<CreatedBy>().notNull().default({}),
    completed: boolean('completed').notNull().default(false),
    /** The order it became (create-order, or the one mark-as-completed names). */
    orderId: uuid('order_id'),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_cart').on(t.siteId, t.cartId),
    index('checkouts_owner').on(t.ownerKind, t.ownerId),
    // The abandoned-checkout sweep reads open checkouts, oldest change first, every minute: completed ones
    // (most of them, in a shop that sells) are not in it.
    index('checkouts_open_by_update')
      .on(t.updatedAt)
      .where(sql`not ${t.completed}`),
  ],
);

/** A checkout's lines: a cart's lines as they were when the checkout was made (the same ids). */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    appId: text('app_id'),
    catalogItemId: text('catalog_item_id'),
    options: jsonb('options').$type<Record<string, unknown>>(),
    itemKey: text('item_key'),
    custom: jsonb('custom').$type<CustomLine>(),
    overrides: jsonb('overrides').$type<Record<string, unknown>>(),
    extendedFields: jsonb('extended_fields').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.checkoutId, t.id] })],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutLineRow = typeof checkoutLines.$inferSelect;

/** A site's checkout settings as the owner set them (absent: the defaults of settings.ts). */
export const checkoutSettings = pgTable('checkout_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<CheckoutSettingsInput>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
