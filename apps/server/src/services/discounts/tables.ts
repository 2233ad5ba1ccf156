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
import type { CouponScope, CouponType, DiscountRuleInput } from '@atrium/contract';
import { sites } from '../sites/tables.js';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** As the owner wrote it; shoppers' codes match it without regard to case (`code_key`). */
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    name: text('name'),
    type: text('type').$type<CouponType>().notNull(),
    /** A percentage as text (`"12.5"`), so that it is applied exactly. */
    percentage: text('percentage'),
    /** Amounts in minor units of the store's currency. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    minimumSubtotalMinor: bigint('minimum_subtotal_minor', { mode: 'bigint' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scope: jsonb('scope').$type<CouponScope>(),
    usageLimit: integer('usage_limit'),
    limitPerCustomer: integer('limit_per_customer'),
    usageCount: integer('usage_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code').on(t.siteId, t.codeKey)],
);

/** One use of a coupon by an order: what usage limits count, once per order. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** `member:<id>`, or `email:<address>` for a guest. */
    customerKey: text('customer_key').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order').on(t.couponId, t.orderId),
    index('coupon_redemptions_customer').on(t.couponId, t.customerKey),
  ],
);

/** Automatic discounts: the trigger and discount are kept in their wire shape, amounts as decimal text. */
export const discountRules = pgTable(
  'discount_rules',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    trigger: jsonb('trigger').$type<NonNullable<DiscountRuleInput['trigger']>>(),
    discounts: jsonb('discounts').$type<NonNullable<DiscountRuleInput['discounts']>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    tags: jsonb('tags').$type<NonNullable<DiscountRuleInput['tags']>>(),
    usageCount: integer('usage_count').notNull().default(0),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_rules_live').on(t.siteId, t.active)],
);

export type CouponRow = typeof coupons.$inferSelect;
export type DiscountRuleRow = typeof discountRules.$inferSelect;
