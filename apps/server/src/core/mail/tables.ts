import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message the platform sends. Without SMTP this is the mailbox the dashboard shows (and `atrium mail`
 * prints); with SMTP it is the delivery log.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey(),
    /** Null for the platform's own mail to owners (a password reset), which no site's mailbox shows. */
    siteId: uuid('site_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['STORED', 'QUEUED', 'SENT', 'FAILED'] }).notNull(),
    error: text('error'),
    /** What sent it (`back-in-stock`, ...) and its own id there, so that its sender hears how delivery went. */
    purpose: text('purpose'),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_site_created_idx').on(t.siteId, t.createdAt)],
);
