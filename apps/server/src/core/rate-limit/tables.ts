import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters kept in the database, so that every server process counts the same attempts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Consecutive failures per key (an address signing in to a site), whether or not an account exists for it, so
 * that the lock itself says nothing about which addresses have accounts.
 */
export const failureLocks = pgTable('failure_locks', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
