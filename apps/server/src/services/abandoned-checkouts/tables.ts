import type {
  AbandonedCheckoutActivityRole,
  AbandonedCheckoutActivityType,
  AbandonedCheckoutStatus,
} from '@atrium/contract';
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
import { sql } from 'drizzle-orm';
import { sites } from '../sites/tables.js';

/** What the checkout was when it was found abandoned: its wire lines, discounts and contact, as shown then. */
export interface AbandonedSnapshot {
  lineItems: Array<Record<string, unknown>>;
  appliedDiscounts: Array<Record<string, unknown>>;
  contactDetails: Record<string, unknown> | null;
  buyerLanguage: string | null;
}

/**
 * One row per abandoned checkout of a site: the unique (site, checkout) key is what makes two sweeps on two
 * workers mark a checkout once (INSERT ... ON CONFLICT DO NOTHING). No foreign key to the checkout: the record
 * outlives it (a deleted cart or checkout still counts in the analytics).
 */
export const abandonedCheckouts = pgTable(
  'abandoned_checkouts',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').notNull(),
    cartId: uuid('cart_id'),
    status: text('status').$type<AbandonedCheckoutStatus>().notNull(),
    buyerEmail: text('buyer_email').notNull(),
    ownerKind: text('owner_kind'),
    ownerId: uuid('owner_id'),
    contactId: uuid('contact_id'),
    /** The currency the checkout was priced in when it was found abandoned (the store's). */
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    total: bigint('total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    snapshot: jsonb('snapshot').$type<AbandonedSnapshot>(),
    orderId: uuid('order_id'),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    /**
     * Deleted by the site: the buyer's data is erased, but the row stays as a tombstone so that the next sweep
     * does not mark the same checkout abandoned again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('abandoned_checkouts_checkout').on(t.siteId, t.checkoutId),
    index('abandoned_checkouts_site_created').on(t.siteId, t.createdAt),
  ],
);
export type AbandonedCheckoutRow = typeof abandonedCheckouts.$inferSelect;

/**
 * What happened to an abandoned checkout. A recovery mail step is recorded once: the unique
 * (abandoned checkout, step) key is the claim that lets only one worker send it.
 */
export const abandonedCheckoutActivities = pgTable(
  'abandoned_checkout_activities',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    abandonedCheckoutId: uuid('abandoned_checkout_id')
      .notNull()
      .references(() => abandonedCheckouts.id, { onDelete: 'cascade' }),
    type: text('type').$type<AbandonedCheckoutActivityType>().notNull(),
    role: text('role').$type<AbandonedCheckoutActivityRole>().notNull(),
    /** The recovery mail's position in the site's schedule (0 for the first); null for other activities. */
    mailStep: integer('mail_step'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('abandoned_checkout_activities_step').on(t.abandonedCheckoutId, t.mailStep),
    index('abandoned_checkout_activities_of').on(t.abandonedCheckoutId, t.createdAt),
  ],
);
export type AbandonedActivityRow = typeof abandonedCheckoutActivities.$inferSelect;

/** A site's recovery settings as the owner set them (absent: the defaults of the contract). */
export const abandonedCheckoutSettings = pgTable('abandoned_checkout_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  abandonAfterMinutes: integer('abandon_after_minutes').notNull(),
  mailAfterMinutes: integer('mail_after_minutes').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
