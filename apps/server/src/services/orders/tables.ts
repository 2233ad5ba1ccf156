import { sql } from 'drizzle-orm';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CreatedBy } from '@atrium/contract';
import { sites } from '../sites/tables.js';

const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Each site's last order number: numbers are sequential per site, taken under this row's lock. */
export const orderCounters = pgTable('order_counters', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  last: bigint('last', { mode: 'number' }).notNull(),
});

/**
 * What an order shows as it was when it was placed: its addresses, shipping, discounts, tax and fees in their
 * wire form. Catalogue or rule changes never alter it; the amounts that money moves by are the columns.
 */
export interface OrderSnapshot {
  billingInfo?: Record<string, unknown> | null;
  recipientInfo?: Record<string, unknown> | null;
  shippingInfo?: Record<string, unknown> | null;
  appliedDiscounts: unknown[];
  taxSummary?: Record<string, unknown> | null;
  additionalFees: unknown[];
  customFields: unknown[];
  buyerNote?: string | null;
  extendedFields?: Record<string, unknown> | null;
  businessLocationId?: string | null;
  /** The gift card that paid part of it, by id (never its code), and how much it paid. */
  giftCard?: { id: string; amount: string } | null;
  couponId?: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** The checkout it was made from: one order per checkout (a unique index). */
    checkoutId: uuid('checkout_id'),
    cartId: uuid('cart_id'),
    purchaseFlowId: uuid('purchase_flow_id'),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    fulfillmentStatus: text('fulfillment_status').notNull().default('NOT_FULFILLED'),
    archived: boolean('archived').notNull().default(false),
    /** The buyer as the checkout knew them: a visitor, a member or a site owner, and their email. */
    ownerKind: text('owner_kind'),
    ownerId: uuid('owner_id'),
    buyerEmail: text('buyer_email'),
    contactId: uuid('contact_id'),
    channelType: text('channel_type').notNull(),
    currency: text('currency').notNull(),
    weightUnit: text('weight_unit').notNull(),
    taxIncludedInPrices: boolean('tax_included_in_prices').notNull().default(false),
    subtotal: minor('subtotal'),
    discount: minor('discount'),
    shipping: minor('shipping'),
    tax: minor('tax'),
    additionalFees: minor('additional_fees'),
    /** What the order costs in all, and what the gift card paid of it. */
    total: minor('total'),
    giftCardPaid: minor('gift_card_paid'),
    snapshot: jsonb('snapshot').$type<OrderSnapshot>().notNull(),
    tags: jsonb('tags')
      .$type<{ tags: string[]; privateTags: string[] }>()
      .notNull()
      .default({ tags: [], privateTags: [] }),
    createdBy: jsonb('created_by').$type<CreatedBy>().notNull().default({}),
    seenByAHuman: boolean('seen_by_a_human').notNull().default(false),
    /** Whether the stock of its lines was taken (at placing or at payment, as the store's trigger says). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    imported: boolean('imported').notNull().default(false),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    purchasedAt: at('purchased_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.siteId, t.number),
    uniqueIndex('orders_checkout')
      .on(t.siteId, t.checkoutId)
      .where(sql`${t.checkoutId} is not null`),
    index('orders_site_created').on(t.siteId, t.createdAt, t.id),
    // The orders list by payment status, newest first (bench/orders search: a rare status read 2 500 rows
    // past its page on orders_site_created alone).
    index('orders_site_payment_created').on(t.siteId, t.paymentStatus, t.createdAt.desc(), t.id),
    index('orders_owner').on(t.siteId, t.ownerKind, t.ownerId),
  ],
);

/** An order's lines as they were sold: the descriptive part in `snapshot`, the money in minor units. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    appId: text('app_id'),
    catalogItemId: text('catalog_item_id'),
    options: jsonb('options').$type<Record<string, unknown>>(),
    /** One unit's price, the line's before discounts, its discount, tax and total. */
    unitPrice: minor('unit_price'),
    fullPrice: minor('full_price'),
    subtotal: minor('subtotal'),
    discount: minor('discount'),
    tax: minor('tax'),
    total: minor('total'),
    taxRate: text('tax_rate').notNull().default('0'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.id] })],
);

/** The order's timeline: what happened to it and what the site owner wrote on it. */
export const orderActivities = pgTable(
  'order_activities',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    authorEmail: text('author_email'),
    /** Written by a caller (a comment, a custom activity): callers change only these; the rest are the server's. */
    byCaller: boolean('by_caller').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('order_activities_order').on(t.orderId, t.createdAt)],
);

/**
 * An order's payments: a provider's (with its payment id), a gift card's, or one recorded by hand. `captured`
 * and `refunded` are what moved; the order's payment status is derived from these rows alone.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `sandbox` (a provider's id), `giftCard`, or `manual`. */
    kind: text('kind').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').notNull(),
    amount: minor('amount'),
    captured: minor('captured'),
    refunded: minor('refunded'),
    /** Taken back by approved chargebacks. */
    chargedBack: minor('charged_back'),
    method: jsonb('method').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('order_payments_order').on(t.orderId)],
);

/**
 * A refund of an order: what it gave back (lines, shipping, reason) and, per payment, the amount returned and
 * its status. A PENDING or SUCCEEDED transaction counts against what its payment can still refund.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_refunds_order').on(t.orderId)],
);

export const orderRefundTransactions = pgTable(
  'order_refund_transactions',
  {
    id: uuid('id').primaryKey(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    amount: minor('amount'),
    /** PENDING while the provider is asked, then SUCCEEDED or FAILED. */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Given back by hand at the provider: the provider was not called. */
    external: boolean('external').notNull().default(false),
    failure: text('failure'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('order_refund_transactions_order').on(t.orderId)],
);

/** Sandbox chargebacks of an order's payments: disputed (no status), then APPROVED or REVERSED. */
export const orderChargebacks = pgTable(
  'order_chargebacks',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    amount: minor('amount'),
    status: text('status'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('order_chargebacks_order').on(t.orderId), index('order_chargebacks_payment').on(t.paymentId)],
);

/**
 * The answers of calls sent with an `Idempotency-Key`: the same key from the same site for the same call
 * answers the first answer and does nothing again. A request still running holds its key (`answer` null).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    call: text('call').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').$type<unknown>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.call, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderActivityRow = typeof orderActivities.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderChargebackRow = typeof orderChargebacks.$inferSelect;
export type OrderRefundTransactionRow = typeof orderRefundTransactions.$inferSelect;

/**
 * An order's fulfillments: which of its lines shipped and how many of each (`lineItems`, by the order line's id),
 * with tracking info or custom info (one of the two). A line's quantities across its order's fulfillments never
 * pass the line's quantity; the order's `fulfillment_status` is derived from these rows.
 */
export const orderFulfillments = pgTable(
  'order_fulfillments',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's fulfillments in the order they were made: one more than the last, under the order's lock. */
    position: integer('position').notNull(),
    lineItems: jsonb('line_items').$type<Array<{ lineItemId: string; quantity: number }>>().notNull(),
    trackingInfo: jsonb('tracking_info').$type<{
      trackingNumber?: string;
      shippingProvider?: string;
      trackingLink?: string;
    }>(),
    customInfo: jsonb('custom_info').$type<{ fieldsData: Record<string, string> }>(),
    status: text('status'),
    completed: boolean('completed'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('order_fulfillments_position').on(t.orderId, t.position)],
);

export type OrderFulfillmentRow = typeof orderFulfillments.$inferSelect;

/**
 * Payment gateway orders: what an order's next charge through a provider is for, prepared before the money moves
 * (as a Medusa payment session or a Saleor transaction initialize). One per order is OPEN: a new one cancels
 * the earlier; `settings` keeps the caller's capture and return choices for the charge that follows.
 */
export const paymentGatewayOrders = pgTable(
  'payment_gateway_orders',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** OPEN, or CANCELED once another replaced it. */
    status: text('status').notNull(),
    amount: minor('amount'),
    currency: text('currency').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('payment_gateway_orders_order').on(t.siteId, t.orderId)],
);

export type PaymentGatewayOrderRow = typeof paymentGatewayOrders.$inferSelect;

/**
 * A charge about to be asked of a provider for an order not yet made (its id is the order's, the provider's
 * reference). The order's transaction removes it; one left behind a few minutes later means the process stopped
 * in between, and the attempt sweep releases what the provider holds for it.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    orderId: uuid('order_id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payment_attempts_created').on(t.createdAt)],
);
