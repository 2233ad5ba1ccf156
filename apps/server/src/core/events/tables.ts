import { sql } from 'drizzle-orm';
import type { EventActor } from '@atrium/contract';
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
    /** Who made the change (core/events/actor.ts); null before actors were recorded and for anonymous callers. */
    actor: jsonb('actor').$type<EventActor>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('events_site_created_idx').on(t.siteId, t.createdAt),
    // The log filtered by type, newest first, and the distinct types a site has (an index-only scan).
    index('events_site_type_created_idx').on(t.siteId, t.type, t.createdAt),
    index('events_undispatched_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);
