import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide random secrets (such as the key that signs paging cursors), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
