import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { lockFor, type Db } from '../../core/db/index.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import type { OAuthClient } from '../sites/index.js';
import type { Holder, OAuthContext, OAuthOptions, RefreshInsert, RefreshRow, Subject } from './context.js';
import { refreshTokens } from './tables.js';

const DAY_MS = 86_400_000;

/**
 * One statement whatever the number of rows (columns as arrays through unnest): building a many-row INSERT
 * with the query builder cost more than the database's work on the grant route.
 */
export async function insertRefreshRows(db: Db, rows: RefreshInsert[]): Promise<void> {
  // sql.param keeps each array one parameter (a bare array would expand into a list).
  const column = <K extends keyof RefreshInsert>(key: K) => sql.param(rows.map((row) => row[key]));
  const dates = (key: 'expiresAt' | 'createdAt') => sql.param(rows.map((row) => row[key].toISOString()));
  await db.execute(sql`
    insert into refresh_tokens (id, site_id, client_id, family_id, subject_type, subject_id, token_hash, expires_at, created_at)
    select * from unnest(${column('id')}::uuid[], ${column('siteId')}::uuid[], ${column('clientId')}::uuid[],
      ${column('familyId')}::uuid[], ${column('subjectType')}::text[], ${column('subjectId')}::uuid[],
      ${column('tokenHash')}::text[], ${dates('expiresAt')}::timestamptz[], ${dates('createdAt')}::timestamptz[])`);
}

function refreshExpiry(options: OAuthOptions, subject: Subject): Date {
  const days =
    subject.subjectType === 'member' ? options.memberRefreshTtlDays : options.visitorRefreshTtlDays;
  return new Date(options.clock() + days * DAY_MS);
}

function newRefreshToken(options: OAuthOptions, { client, subject }: Holder, familyId: string) {
  const token = randomSecret(32);
  const row = {
    id: randomUUID(),
    siteId: client.siteId,
    clientId: client.id,
    familyId,
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    tokenHash: sha256(token),
    expiresAt: refreshExpiry(options, subject),
    createdAt: new Date(options.clock()),
  };
  return { token, row };
}

export async function storeRefreshToken(
  ctx: OAuthContext,
  holder: Holder,
  familyId: string,
): Promise<string> {
  const { token, row } = newRefreshToken(ctx, holder, familyId);
  await ctx.insertRefreshToken(row);
  return token;
}

/**
 * Rotation and reuse detection for one family run one at a time under a transaction-scoped advisory lock:
 * otherwise a reuse detected while a concurrent rotation is still inserting the next token would revoke
 * the family without that token, and the copy would live on.
 */
export async function rotate(
  ctx: OAuthContext,
  client: OAuthClient,
  tokenId: string,
): Promise<{ token: string; row: RefreshRow } | undefined> {
  const { db, clock } = ctx;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, tokenId));
    if (!current) return undefined;
    await lockFor(tx, current.familyId);
    const [locked] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, tokenId));
    if (!locked || locked.status !== 'active' || !client.rotateRefreshTokens) {
      // A rotated token came back: it leaked, or its holder was copied. Either way the family is burnt.
      await tx
        .update(refreshTokens)
        .set({ status: 'revoked' })
        .where(eq(refreshTokens.familyId, current.familyId));
      return undefined;
    }
    await tx
      .update(refreshTokens)
      .set({ status: 'rotated', usedAt: new Date(clock()) })
      .where(eq(refreshTokens.id, tokenId));
    const next = newRefreshToken(ctx, { client, subject: locked }, locked.familyId);
    await tx.insert(refreshTokens).values(next.row);
    return { token: next.token, row: locked };
  });
}
