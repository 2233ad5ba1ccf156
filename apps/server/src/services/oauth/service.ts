import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { TokenResponse } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { AppError } from '../../core/wire/errors.js';
import type { OAuthClient, SitesService } from '../sites/index.js';
import type { AccessTokens } from './access-tokens.js';
import { refreshTokens } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
const SCOPE = 'offline_access';

type RefreshRow = typeof refreshTokens.$inferSelect;
type Subject = Pick<RefreshRow, 'subjectType' | 'subjectId'>;

interface Options {
  db: Db;
  sites: SitesService;
  accessTokens: AccessTokens;
  clock: Clock;
  visitorRefreshTtlDays: number;
  memberRefreshTtlDays: number;
}

const invalidGrant = () =>
  new AppError(400, 'INVALID_GRANT', 'The refresh token is invalid, expired or revoked');

export function createOAuthService(options: Options) {
  const { db, sites, accessTokens, clock } = options;

  async function findClient(clientId: string): Promise<OAuthClient> {
    // Checked before the lookup so that a malformed id is the same clear error as an unknown one.
    const client = UUID.test(clientId) ? await sites.getClient(clientId) : undefined;
    if (!client)
      throw new AppError(400, 'UNKNOWN_CLIENT', `Unknown OAuth client "${clientId}"`, { clientId });
    return client;
  }

  function refreshExpiry(subject: Subject): Date {
    const days =
      subject.subjectType === 'member' ? options.memberRefreshTtlDays : options.visitorRefreshTtlDays;
    return new Date(clock() + days * DAY_MS);
  }

  async function storeRefreshToken(client: OAuthClient, subject: Subject, familyId: string): Promise<string> {
    const token = randomSecret(32);
    await db.insert(refreshTokens).values({
      id: randomUUID(),
      siteId: client.siteId,
      clientId: client.id,
      familyId,
      subjectType: subject.subjectType,
      subjectId: subject.subjectId,
      tokenHash: sha256(token),
      expiresAt: refreshExpiry(subject),
      createdAt: new Date(clock()),
    });
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

  /** Issues tokens for a member who has just signed in; sign-in flows call it. */
  async function memberGrant(clientId: string, memberId: string): Promise<TokenResponse> {
    const client = await findClient(clientId);
    const subject: Subject = { subjectType: 'member', subjectId: memberId };
    const refreshToken = await storeRefreshToken(client, subject, randomUUID());
    return answer(client, subject, refreshToken);
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db.update(refreshTokens).set({ status: 'revoked' }).where(eq(refreshTokens.familyId, familyId));
  }

  async function refreshGrant(clientId: string, refreshToken: string): Promise<TokenResponse> {
    const client = await findClient(clientId);
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (!row || row.clientId !== client.id || row.status === 'revoked') throw invalidGrant();
    if (row.status === 'rotated') {
      // A rotated token came back: either it leaked or its holder was copied. Either way the family is burnt.
      await revokeFamily(row.familyId);
      throw invalidGrant();
    }
    if (row.expiresAt.getTime() <= clock()) throw invalidGrant();
    if (!client.rotateRefreshTokens) return answer(client, row, refreshToken);
    // Claiming the row atomically makes a concurrent second use of the same token count as reuse.
    const claimed = await db
      .update(refreshTokens)
      .set({ status: 'rotated', usedAt: new Date(clock()) })
      .where(and(eq(refreshTokens.id, row.id), eq(refreshTokens.status, 'active')))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(row.familyId);
      throw invalidGrant();
    }
    const next = await storeRefreshToken(client, row, row.familyId);
    return answer(client, row, next);
  }

  /** Removes refresh tokens that can no longer be used; run periodically by the job runner. */
  async function deleteExpiredRefreshTokens(): Promise<number> {
    const rows = await db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, new Date(clock())))
      .returning({ id: refreshTokens.id });
    return rows.length;
  }

  return { anonymousGrant, memberGrant, refreshGrant, deleteExpiredRefreshTokens, findClient };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
