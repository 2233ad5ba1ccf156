import { sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExemptDetails, TaxSettings } from '@atrium/contract';
import { sites } from '../sites/tables.js';

const revisioned = {
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const site = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/** A site's own tax groups; the default ones (physical, digital, shipping) are built in, not stored. */
export const taxGroups = pgTable('tax_groups', {
  id: uuid('id').primaryKey(),
  siteId: site(),
  name: text('name').notNull(),
  ...revisioned,
});

/** One per country, or per country and subdivision (`CA` of `US`). */
export const taxRegions = pgTable(
  'tax_regions',
  {
    id: uuid('id').primaryKey(),
    siteId: site(),
    country: text('country').notNull(),
    /** '' for the whole country, so that the unique index covers it. */
    subdivision: text('subdivision').notNull().default(''),
    appId: uuid('app_id').notNull(),
    taxIncludedInPrice: boolean('tax_included_in_price').notNull().default(false),
    ...revisioned,
  },
  (t) => [uniqueIndex('tax_regions_place').on(t.siteId, t.country, t.subdivision)],
);

/** The rate of a tax group in a tax region, for the built-in manual calculator. */
export const manualTaxMappings = pgTable(
  'manual_tax_mappings',
  {
    id: uuid('id').primaryKey(),
    siteId: site(),
    taxGroupId: uuid('tax_group_id').notNull(),
    taxRegionId: uuid('tax_region_id')
      .notNull()
      .references(() => taxRegions.id, { onDelete: 'cascade' }),
    /** A fraction as decimal text (`"0.2"`). */
    taxRate: text('tax_rate').notNull(),
    description: text('description'),
    taxType: text('tax_type'),
    taxName: text('tax_name'),
    jurisdiction: text('jurisdiction'),
    jurisdictionType: text('jurisdiction_type'),
    exemptRates: jsonb('exempt_rates')
      .$type<ExemptDetails[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    extendedFields: jsonb('extended_fields').$type<Record<string, Record<string, unknown>>>(),
    ...revisioned,
  },
  (t) => [uniqueIndex('manual_tax_mappings_pair').on(t.siteId, t.taxGroupId, t.taxRegionId)],
);

export const taxSettings = pgTable('tax_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  taxableAddress: text('taxable_address')
    .$type<TaxSettings['taxableAddress']>()
    .notNull()
    .default('SHIPPING'),
  taxShipping: boolean('tax_shipping').notNull().default(true),
});

export type TaxGroupRow = typeof taxGroups.$inferSelect;
export type TaxRegionRow = typeof taxRegions.$inferSelect;
export type ManualTaxMappingRow = typeof manualTaxMappings.$inferSelect;
