import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/tables.js';

/** Platform accounts of the people who run sites; a site's members live elsewhere and never sign in here. */
export const owners = pgTable('owners', {
  id: uuid('id').primaryKey(),
  /** Lower-cased, so that one person cannot hold two accounts by changing the case of their address. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The authenticator's secret, sealed with the server's key; set while enrolling, used once enabled. */
  totpSecret: text('totp_secret'),
  /** When the authenticator was confirmed: from then on signing in asks for its code. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for, so that no code works twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** Single-use codes that stand in for the authenticator; only their keyed hashes are kept. */
export const ownerRecoveryCodes = pgTable(
  'owner_recovery_codes',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.codeHash] })],
);

/** One-time password reset links, by mail or from `atrium owner-reset`; only the token's hash is kept. */
export const ownerPasswordResets = pgTable(
  'owner_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owner_password_resets_owner_idx').on(t.ownerId)],
);

export const siteOwners = pgTable(
  'site_owners',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.ownerId] }), index('site_owners_owner_idx').on(t.ownerId)],
);

export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's random value: a leaked table does not open sessions. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('owner_sessions_token_idx').on(t.tokenHash),
    index('owner_sessions_owner_idx').on(t.ownerId),
  ],
);

export const ownerInvites = pgTable(
  'owner_invites',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => owners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('owner_invites_token_idx').on(t.tokenHash),
    index('owner_invites_site_idx').on(t.siteId),
  ],
);

/** The one-time link printed at start while no owner exists; one row, replaced at every start. */
export const ownerSetupTokens = pgTable('owner_setup_tokens', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
