import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/tables.js';

/** Sandbox card tokens: the card's brand, last four digits and test outcome, never its number. */
export const sandboxTokens = pgTable(
  'sandbox_tokens',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: it is shown once, to the buyer's browser. */
    tokenHash: text('token_hash').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_tokens_expiry').on(t.expiresAt)],
);

/** The sandbox's own ledger of payments, as a card network keeps it: what it authorized, captured, refunded. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: uuid('id').primaryKey(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull(),
  currency: text('currency').notNull(),
  authorized: bigint('authorized', { mode: 'bigint' }).notNull(),
  captured: bigint('captured', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  refunded: bigint('refunded', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/**
 * Methods kept for later charges (a subscription's renewals): what the token said of the card, never its number.
 * `outcome` is the test card's, so that a saved declining card (4000000000000341) declines its renewals.
 */
export const sandboxSavedMethods = pgTable('sandbox_saved_methods', {
  id: uuid('id').primaryKey(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
