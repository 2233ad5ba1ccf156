import {
  bigint,
  boolean,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  AdditionalFeeSetting,
  ConditionalRates,
  Destination,
  ShippingLogistics,
} from '@atrium/contract';
import { sites } from '../sites/tables.js';

/** Places shipping options ship to; each site has one default region that ships everywhere. */
export const deliveryRegions = pgTable(
  'delivery_regions',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    everywhere: boolean('everywhere').notNull().default(false),
    destinations: jsonb('destinations').$type<Destination[]>().notNull().default([]),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_regions_default')
      .on(t.siteId)
      .where(sql`${t.everywhere}`),
  ],
);

export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    estimatedDeliveryTime: text('estimated_delivery_time'),
    /** In their wire shape: amounts and condition values as decimal text. */
    rates: jsonb('rates').$type<ConditionalRates[]>().notNull(),
    regionIds: uuid('region_ids').array().notNull(),
    extendedFields: jsonb('extended_fields').$type<Record<string, Record<string, unknown>>>(),
    /** Atrium's own: a pickup, delivery time slots (see the contract's logistics.ts). */
    logistics: jsonb('logistics').$type<ShippingLogistics>(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_options_site').on(t.siteId, t.createdAt)],
);

/** The additional fees a site charges, as the owner set them (amounts as decimal text). */
export const feeSettings = pgTable('fee_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  fees: jsonb('fees').$type<AdditionalFeeSetting[]>().notNull(),
});

/** The installed carriers whose live rates a site's carts are offered. */
export const carrierSettings = pgTable('carrier_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  carrierIds: uuid('carrier_ids').array().notNull(),
});

export type DeliveryRegionRow = typeof deliveryRegions.$inferSelect;
export type ShippingOptionRow = typeof shippingOptions.$inferSelect;
