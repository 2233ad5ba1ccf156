import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/tables.js';

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the normalised code under the server's gift-card key: found by code, never read back. */
    codeHash: text('code_hash').notNull(),
    last4: text('last4').notNull(),
    /** Minor units of `currency`, the store's when the card was issued. */
    initialMinor: bigint('initial_minor', { mode: 'bigint' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: text('note'),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_cards_code').on(t.siteId, t.codeHash)],
);

/** Every change of a card's balance, with the balance after it. */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: uuid('id').primaryKey(),
    /** The order the changes happened in (several may share a timestamp). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    type: text('type').$type<'ISSUED' | 'REDEEMED' | 'REFUNDED' | 'DISABLED'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_transactions_card').on(t.giftCardId, t.seq),
    uniqueIndex('gift_card_transactions_order').on(t.giftCardId, t.orderId, t.type),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;
