import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/tables.js';

/** A visitor's trip to a hosted page: what it is for and where it returns, checked when it was made. */
export const redirectSessions = pgTable(
  'redirect_sessions',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    intent: text('intent', { enum: ['auth', 'login', 'logout', 'membersAccount', 'ecomCheckout'] }).notNull(),
    /** The authorize request (auth), and the callbacks. */
    params: jsonb('params').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('redirect_sessions_expiry_idx').on(t.expiresAt)],
);
