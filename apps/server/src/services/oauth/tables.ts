import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Token signing keys, created at first start and shared by every server process through the database. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    // No foreign keys here, on purpose: every grant inserts a row, and a key-share lock on the one client
    // row from every concurrent insert costs PostgreSQL more than the insert itself. A token whose client or
    // site is gone is refused at use (the client lookup fails) and removed by the expiry clean-up.
    siteId: uuid('site_id').notNull(),
    clientId: uuid('client_id').notNull(),
    /** Tokens issued by rotation share the family of the first one; reuse revokes the family. */
    familyId: uuid('family_id').notNull(),
    subjectType: text('subject_type', { enum: ['visitor', 'member'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['active', 'rotated', 'revoked'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expiry_idx').on(t.expiresAt),
  ],
);

/** Single-use authorization codes (RFC 6749 section 4.1), bound to a client, a redirect URI and a PKCE challenge. */
export const authorizationCodes = pgTable(
  'authorization_codes',
  {
    id: uuid('id').primaryKey(),
    siteId: uuid('site_id').notNull(),
    clientId: uuid('client_id').notNull(),
    memberId: uuid('member_id').notNull(),
    /** The visitor who signed in through this code, when the authorize link was asked for with their token. */
    visitorId: uuid('visitor_id'),
    codeHash: text('code_hash').notNull().unique(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The refresh-token family the code was redeemed for: revoked if the code comes back (RFC 6749 4.1.2). */
    familyId: uuid('family_id'),
  },
  (t) => [index('authorization_codes_expiry_idx').on(t.expiresAt)],
);
