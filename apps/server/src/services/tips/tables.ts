import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TipLineItemInfo, TipPreset, TipSource, TipSplitMethod } from '@atrium/contract';
import { checkouts } from '../checkouts/tables.js';
import { orders } from '../orders/tables.js';
import { sites } from '../sites/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per site, made on its first read: whether it takes tips, the presets, and who receives them. */
export const tipSettings = pgTable('tip_settings', {
  id: uuid('id').primaryKey(),
  siteId: uuid('site_id')
    .notNull()
    .unique()
    .references(() => sites.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  presets: jsonb('presets').$type<TipPreset[]>().notNull(),
  allowCustomAmount: boolean('allow_custom_amount').notNull().default(false),
  /** Owners of the site (its team), by id; checked against the team when written. */
  staffMemberIds: jsonb('staff_member_ids').$type<string[]>().notNull(),
  splitMethod: text('split_method').$type<TipSplitMethod>().notNull().default('EQUAL'),
  updatedAt: at('updated_at'),
});

/** The buyer's tip choice on a checkout (the purchase flow), kept until the checkout becomes an order. */
export const tipChoices = pgTable('tip_choices', {
  checkoutId: uuid('checkout_id')
    .primaryKey()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  tipType: text('tip_type').$type<'PERCENTAGE' | 'AMOUNT' | 'CUSTOM'>().notNull(),
  /** A percentage, or an amount in the store's currency, as the decimal text the buyer sent. */
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** An order's tip: its amount is the order's tip fee (an additional fee), kept beside it. */
export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The id of the order's additional fee that carries the tip. */
    additionalFeeId: uuid('additional_fee_id').notNull(),
    currency: text('currency').notNull(),
    /** Minor units: the order's line items before discounts, and the tip. */
    lineItemSubtotal: bigint('line_item_subtotal', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    source: text('source').$type<TipSource>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('tips_order').on(t.siteId, t.orderId)],
);

/** A share of an order's tip that one staff member receives. */
export const tipDistributions = pgTable(
  'tip_distributions',
  {
    id: uuid('id').primaryKey(),
    /** The order they were added in (several share a timestamp). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    tipId: uuid('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    staffMemberId: uuid('staff_member_id').notNull(),
    /** The staff member's name when the share was made. */
    staffName: text('staff_name').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    lineItemInfo: jsonb('line_item_info').$type<TipLineItemInfo[]>().notNull(),
    transaction: jsonb('transaction').$type<{ id?: string | null; date?: string | null } | null>(),
    source: text('source').$type<TipSource>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('tip_distributions_site_created').on(t.siteId, t.createdAt, t.id),
    index('tip_distributions_tip').on(t.tipId, t.seq),
  ],
);

export type TipSettingsRow = typeof tipSettings.$inferSelect;
export type TipRow = typeof tips.$inferSelect;
export type TipDistributionRow = typeof tipDistributions.$inferSelect;
