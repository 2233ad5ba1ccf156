import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  SubscriptionContract,
  SubscriptionHistoryEntry,
  V1SubscriptionSettings,
} from '@atrium/contract';
import { sites } from '../sites/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a contract repeats each cycle, as its first order had it on the wire. */
export type ContractTerms = Pick<
  SubscriptionContract,
  | 'lineItems'
  | 'buyerInfo'
  | 'buyerLanguage'
  | 'weightUnit'
  | 'currency'
  | 'taxIncludedInPrices'
  | 'priceSummary'
  | 'billingInfo'
  | 'shippingInfo'
  | 'recipientInfo'
  | 'appliedDiscounts'
  | 'channelInfo'
  | 'customFields'
  | 'additionalFees'
  | 'extendedFields'
>;

export const subscriptionContracts = pgTable(
  'subscription_contracts',
  {
    /** The id the first order's line names (`subscriptionInfo.id`). */
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    memberId: uuid('member_id'),
    buyerEmail: text('buyer_email'),
    status: text('status').notNull(),
    title: text('title'),
    description: text('description'),
    settings: jsonb('settings').$type<V1SubscriptionSettings>().notNull(),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    /** What each renewal charges, in minor units of `currency`: the first order's total. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    savedMethodId: text('saved_method_id').notNull(),
    startAt: at('start_at').notNull(),
    /** Cycles paid, the first included; the next is `cyclesCompleted + 1`. */
    cyclesCompleted: integer('cycles_completed').notNull().default(1),
    /** Billing dates passed while paused: cycle n bills on the start's date of cycle n + skippedCycles. */
    skippedCycles: integer('skipped_cycles').notNull().default(0),
    /** The next cycle's billing date; null once over. */
    nextBillingAt: at('next_billing_at'),
    /** When the renewal job next tries: the billing date, or a declined renewal's retry. Null unless ACTIVE. */
    nextAttemptAt: at('next_attempt_at'),
    /** Declined tries of the next cycle so far. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    history: jsonb('history').$type<SubscriptionHistoryEntry[]>().notNull().default([]),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_contracts_order').on(t.siteId, t.orderId),
    index('subscription_contracts_created').on(t.siteId, t.createdAt, t.id),
    index('subscription_contracts_member').on(t.siteId, t.memberId),
    // The renewal job's sweep: due active contracts across sites.
    index('subscription_contracts_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * One row per renewal try (contract, cycle, attempt): inserted before the card is charged, so that of two job
 * workers racing for a due contract only one charges it and makes its order.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => subscriptionContracts.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    attempt: integer('attempt').notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** CLAIMED, PAID or DECLINED. */
    status: text('status').notNull(),
    orderId: uuid('order_id'),
    paymentId: text('payment_id'),
    declineCode: text('decline_code'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.cycle, t.attempt] })],
);

export type ContractRow = typeof subscriptionContracts.$inferSelect;
