import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: every event is written in the same transaction as the change it describes, and delivered
 * afterwards, so a crash between the two loses nothing.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    /**
     * References sites(id), on delete cascade. Core imports no service, so the constraint is in the migrations
     * only (0000_init.sql); drizzle/meta leaves it out of the snapshot too, so that generate does not drop it.
     */
    siteId: uuid('site_id').notNull(),
    type: text('type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('events_site_created_idx').on(t.siteId, t.createdAt),
    index('events_undispatched_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);
