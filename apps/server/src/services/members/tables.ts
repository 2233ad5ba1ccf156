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
import { sql } from 'drizzle-orm';
import { sites } from '../sites/tables.js';

// Every table here belongs to a site, and all but the first to one of its members: both go with their owner.
const siteColumn = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });
const memberColumn = () =>
  uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** A site's members: each site has its own, and one address may be a member of several sites. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey(),
    siteId: siteColumn(),
    /** Lower-cased: one address, one member per site. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** argon2id; null for members created by sign-on, who have no password until they set one. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['PENDING', 'ACTIVE', 'BLOCKED', 'DELETED'] }).notNull(),
    pendingReason: text('pending_reason', {
      enum: ['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'],
    }),
    profile: jsonb('profile').notNull().default({}),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_site_email_idx').on(t.siteId, t.email),
    index('members_site_created_idx').on(t.siteId, t.createdAt),
  ],
);

/** How a site lets people become members and sign in; a site without a row has the defaults. */
export const memberSettings = pgTable('member_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** OPEN: anyone may register; APPROVAL: an owner approves each new member. */
  registration: text('registration', { enum: ['OPEN', 'APPROVAL'] })
    .notNull()
    .default('OPEN'),
  requireEmailVerification: boolean('require_email_verification').notNull().default(false),
  /** Every member proves a second factor at sign-in (an emailed code when they have enrolled nothing else). */
  requireMfa: boolean('require_mfa').notNull().default(false),
  /** OFF, INVISIBLE (a proof of work the browser does unseen) or VISIBLE (a picture a person reads). */
  captcha: text('captcha', { enum: ['OFF', 'INVISIBLE', 'VISIBLE'] })
    .notNull()
    .default('OFF'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived single-use secrets of the sign-in flows: `session` tickets (the sessionToken a successful
 * sign-in answers, exchanged on the hosted authorize page) and `state` tokens (a flow waiting for a code).
 */
export const memberTickets = pgTable(
  'member_tickets',
  {
    id: uuid('id').primaryKey(),
    siteId: siteColumn(),
    memberId: memberColumn(),
    kind: text('kind', { enum: ['session', 'state', 'recovery'] }).notNull(),
    /** What a state token waits for (EMAIL_VERIFICATION, MFA). */
    purpose: text('purpose'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_tickets_token_idx').on(t.tokenHash),
    index('member_tickets_member_idx').on(t.memberId),
  ],
);

/** A member's signed-in session on the hosted pages (an HttpOnly cookie), which lets `prompt=none` succeed. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey(),
    siteId: siteColumn(),
    memberId: memberColumn(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_sessions_token_idx').on(t.tokenHash),
    index('member_sessions_member_idx').on(t.memberId),
  ],
);

/** Six-digit codes sent by email, kept as keyed hashes; a few attempts each, then a new code is needed. */
export const memberCodes = pgTable(
  'member_codes',
  {
    id: uuid('id').primaryKey(),
    siteId: siteColumn(),
    memberId: memberColumn(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_codes_member_idx').on(t.memberId, t.purpose)],
);

/** Second factors. TOTP secrets are kept encrypted (they must be read back to check codes); recovery codes as hashes. */
export const memberFactors = pgTable(
  'member_factors',
  {
    id: uuid('id').primaryKey(),
    siteId: siteColumn(),
    memberId: memberColumn(),
    type: text('type', { enum: ['TOTP', 'WEBAUTHN', 'SMS', 'CALL', 'RECOVERY_CODE'] }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'REQUIRE_ACTIVATION'] }).notNull(),
    secret: text('secret'),
    /** Recovery codes: their hashes and which are spent; passkeys: the credential's id, public key and counter. */
    data: jsonb('data').notNull().default({}),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 section 5.2). */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_factors_member_idx').on(t.memberId)],
);

/** A new address a member asked to move to, waiting for the code sent to it (purpose EMAIL_CHANGE). */
export const memberEmailChanges = pgTable('member_email_changes', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  siteId: siteColumn(),
  newEmail: text('new_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's address book, offered at checkout; at most one default per member (a partial unique index). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: uuid('id').primaryKey(),
    siteId: siteColumn(),
    memberId: memberColumn(),
    /** The wire's Address and FullAddressContactDetails, as checkout's shipping address takes them. */
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    contactDetails: jsonb('contact_details').$type<Record<string, unknown>>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.siteId, t.memberId, t.createdAt),
    uniqueIndex('member_addresses_default_idx')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

export type MemberRow = typeof members.$inferSelect;
