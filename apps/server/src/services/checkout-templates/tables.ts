import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  CheckoutCustomization,
  CheckoutTemplateLineItem,
  CustomContentReference,
  CustomLineItemInput,
} from '@atrium/contract';
import { sites } from '../sites/tables.js';

/**
 * A site's checkout templates. Lines are kept as sent (references and quantities; custom lines with the prices
 * the site gave them): a checkout made from one prices its catalogue lines from the catalogue at that moment.
 */
export const checkoutTemplates = pgTable(
  'checkout_templates',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull(),
    lineItems: jsonb('line_items').$type<CheckoutTemplateLineItem[]>().notNull(),
    customLineItems: jsonb('custom_line_items').$type<CustomLineItemInput[]>().notNull(),
    couponCode: text('coupon_code'),
    customization: jsonb('customization').$type<CheckoutCustomization>(),
    customContentReference: jsonb('custom_content_reference').$type<CustomContentReference>(),
    externalAppId: uuid('external_app_id'),
    externalResourceId: text('external_resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_templates_site_created').on(t.siteId, t.createdAt, t.id)],
);

export type CheckoutTemplateRow = typeof checkoutTemplates.$inferSelect;
