import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TokenResponse } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import { lockFor, type Db } from '../../core/db/index.js';
import { createInsertBatcher } from '../../core/db/insert-batcher.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import type { OAuthClient, Sites } from '../sites/index.js';
import type { AccessTokens } from './access-tokens.js';
import { refreshTokens } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
const SCOPE = 'offline_access';

type RefreshRow = typeof refreshTokens.$inferSelect;
type Subject = Pick<RefreshRow, 'subjectType' | 'subjectId'>;

interface Options {
  db: Db;
  sites: Sites;
  accessTokens: AccessTokens;
  clock: Clock;
  visitorRefreshTtlDays: number;
  memberRefreshTtlDays: number;
}

type RefreshInsert = typeof refreshTokens.$inferInsert & { id: string; expiresAt: Date; createdAt: Date };

/**
 * One statement whatever the number of rows (columns as arrays through unnest): building a many-row INSERT
 * with the query builder cost more than the database's work on the grant route.
 */
async function insertRefreshRows(db: Db, rows: RefreshInsert[]): Promise<void> {
  // sql.param keeps each array one parameter (a bare array would expand into a list).
  const column = <K extends keyof RefreshInsert>(key: K) => sql.param(rows.map((row) => row[key]));
  const dates = (key: 'expiresAt' | 'createdAt') => sql.param(rows.map((row) => row[key].toISOString()));
  await db.execute(sql`
    insert into refresh_tokens (id, site_id, client_id, family_id, subject_type, subject_id, token_hash, expires_at, created_at)
    select * from unnest(${column('id')}::uuid[], ${column('siteId')}::uuid[], ${column('clientId')}::uuid[],
      ${column('familyId')}::uuid[], ${column('subjectType')}::text[], ${column('subjectId')}::uuid[],
      ${column('tokenHash')}::text[], ${dates('expiresAt')}::timestamptz[], ${dates('createdAt')}::timestamptz[])`);
}

const invalidGrant = () => appError('INVALID_GRANT', {}, 'The refresh token is invalid, expired or revoked');

export function createOAuthService(options: Options) {
  const { db, sites, accessTokens, clock } = options;
  const insertRefreshToken = createInsertBatcher<RefreshInsert>((rows) => insertRefreshRows(db, rows));

  async function findClient(clientId: string): Promise<OAuthClient> {
    // Checked before the lookup so that a malformed id is the same clear error as an unknown one.
    const client = UUID.test(clientId) ? await sites.getClientCached(clientId) : undefined;
    if (!client) throw appError('UNKNOWN_CLIENT', { clientId }, `Unknown OAuth client "${clientId}"`);
    return client;
  }

  function refreshExpiry(subject: Subject): Date {
    const days =
      subject.subjectType === 'member' ? options.memberRefreshTtlDays : options.visitorRefreshTtlDays;
    return new Date(clock() + days * DAY_MS);
  }

  function newRefreshToken(client: OAuthClient, subject: Subject, familyId: string) {
    const token = randomSecret(32);
    const row = {
      id: randomUUID(),
      siteId: client.siteId,
      clientId: client.id,
      familyId,
      subjectType: subject.subjectType,
      subjectId: subject.subjectId,
      tokenHash: sha256(token),
      expiresAt: refreshExpiry(subject),
      createdAt: new Date(clock()),
    };
    return { token, row };
  }

  async function storeRefreshToken(client: OAuthClient, subject: Subject, familyId: string): Promise<string> {
    const { token, row } = newRefreshToken(client, subject, familyId);
    await insertRefreshToken(row);
    return token;
  }

  async function answer(client: OAuthClient, subject: Subject, refreshToken: string): Promise<TokenResponse> {
    const access = await accessTokens.issue({
      siteId: client.siteId,
      clientId: client.id,
      role: subject.subjectType,
      subject: subject.subjectId,
    });
    return {
      access_token: access.token,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
      refresh_token: refreshToken,
      scope: SCOPE,
    };
  }

  /** A new visitor: an anonymous identity with its own refresh token family. */
  async function anonymousGrant(clientId: string): Promise<TokenResponse> {
    const client = await findClient(clientId);
    const subject: Subject = { subjectType: 'visitor', subjectId: randomUUID() };
    const refreshToken = await storeRefreshToken(client, subject, randomUUID());
    return answer(client, subject, refreshToken);
  }

  /**
   * Rotation and reuse detection for one family run one at a time under a transaction-scoped advisory lock:
   * otherwise a reuse detected while a concurrent rotation is still inserting the next token would revoke
   * the family without that token, and the copy would live on.
   */
  async function rotate(
    client: OAuthClient,
    tokenId: string,
  ): Promise<{ token: string; row: RefreshRow } | undefined> {
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
      const next = newRefreshToken(client, locked, locked.familyId);
      await tx.insert(refreshTokens).values(next.row);
      return { token: next.token, row: locked };
    });
  }

  async function refreshGrant(clientId: string, refreshToken: string): Promise<TokenResponse> {
    const client = await findClient(clientId);
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (!row || row.clientId !== client.id || row.status === 'revoked') throw invalidGrant();
    if (row.status !== 'rotated' && row.expiresAt.getTime() <= clock()) throw invalidGrant();
    if (row.status === 'active' && !client.rotateRefreshTokens) return answer(client, row, refreshToken);
    const rotated = await rotate(client, row.id);
    if (!rotated) throw invalidGrant();
    return answer(client, rotated.row, rotated.token);
  }

  /** Tokens for a signed-in member of the client's site, in a new refresh-token family. */
  async function memberGrant(
    clientId: string,
    memberId: string,
    familyId = randomUUID(),
  ): Promise<TokenResponse> {
    const client = await findClient(clientId);
    const subject: Subject = { subjectType: 'member', subjectId: memberId };
    const refreshToken = await storeRefreshToken(client, subject, familyId);
    return answer(client, subject, refreshToken);
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db.update(refreshTokens).set({ status: 'revoked' }).where(eq(refreshTokens.familyId, familyId));
  }

  /** Ends every session of a member (password changed, blocked): their refresh tokens stop working. */
  async function revokeMemberTokens(siteId: string, memberId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(refreshTokens.siteId, siteId),
          eq(refreshTokens.subjectType, 'member'),
          eq(refreshTokens.subjectId, memberId),
        ),
      );
  }

  /** Removes refresh tokens that can no longer be used; run periodically by the job runner. */
  async function deleteExpiredRefreshTokens(): Promise<number> {
    const rows = await db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, new Date(clock())))
      .returning({ id: refreshTokens.id });
    return rows.length;
  }

  return {
    findClient,
    anonymousGrant,
    refreshGrant,
    memberGrant,
    revokeFamily,
    revokeMemberTokens,
    deleteExpiredRefreshTokens,
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
