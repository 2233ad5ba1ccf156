import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InventoryReason, MediaAsset, ProductOptionInput, SubscriptionOption } from '@atrium/contract';
import { sites } from '../sites/tables.js';

/** A product's options as stored: each choice with its description (the value when none was given). */
export type StoredOption = {
  name: string;
  optionType: NonNullable<ProductOptionInput['optionType']>;
  choices: Array<{ value: string; description: string }>;
};

export const storeSettings = pgTable('store_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('USD'),
  weightUnit: text('weight_unit').notNull().default('KG'),
  inventoryTrigger: text('inventory_trigger').notNull().default('ON_ORDER_PLACED'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    productType: text('product_type').notNull(),
    visible: boolean('visible').notNull().default(true),
    images: jsonb('images').$type<MediaAsset[]>().notNull().default([]),
    /** In minor units of the store's currency; `priceExponent` is that currency's number of decimals. */
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    compareAtMinor: bigint('compare_at_minor', { mode: 'bigint' }),
    priceExponent: smallint('price_exponent').notNull(),
    weight: doublePrecision('weight'),
    sku: text('sku'),
    taxGroupId: uuid('tax_group_id'),
    trackInventory: boolean('track_inventory').notNull().default(false),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    /** Atrium's own: the subscriptions the product offers beside a one-time purchase. */
    subscriptionOptions: jsonb('subscription_options').$type<SubscriptionOption[]>().notNull().default([]),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug').on(t.siteId, t.slug),
    index('products_created').on(t.siteId, t.createdAt, t.id),
  ],
);

/**
 * Every product has variants: one per combination of its options' choices, or a single default variant (no
 * choices) when it has none. Stock lives here only, so that every change of stock takes one path.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Option name → choice value; `{}` for the default variant. */
    choices: jsonb('choices').$type<Record<string, string>>().notNull(),
    /** The choices in a canonical form (`Colour=Red|Size=M`), unique per product. */
    choiceKey: text('choice_key').notNull(),
    position: integer('position').notNull(),
    /** Null: the product's price. */
    priceMinor: bigint('price_minor', { mode: 'bigint' }),
    compareAtMinor: bigint('compare_at_minor', { mode: 'bigint' }),
    sku: text('sku'),
    weight: doublePrecision('weight'),
    visible: boolean('visible').notNull().default(true),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_choices').on(t.productId, t.choiceKey),
    index('product_variants_site').on(t.siteId, t.productId),
    check('product_variants_quantity', sql`${t.quantity} >= 0`),
  ],
);

/** Every change of stock, with its reason: the inventory log. */
export const inventoryLog = pgTable(
  'inventory_log',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    reason: text('reason').$type<InventoryReason>().notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    note: text('note'),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_log_site').on(t.siteId, t.createdAt, t.id),
    index('inventory_log_product').on(t.siteId, t.productId, t.createdAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type InventoryLogRow = typeof inventoryLog.$inferSelect;
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
