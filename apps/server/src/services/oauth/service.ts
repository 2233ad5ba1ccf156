import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { TokenResponse } from '@atrium/contract';
import { createInsertBatcher } from '../../core/db/insert-batcher.js';
import { sha256 } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import type { OAuthClient } from '../sites/index.js';
import type { Holder, OAuthContext, OAuthOptions, RefreshInsert, Subject } from './context.js';
import { insertRefreshRows, rotate, storeRefreshToken } from './refresh-tokens.js';
import { refreshTokens } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCOPE = 'offline_access';

const invalidGrant = () => appError('INVALID_GRANT', {}, 'The refresh token is invalid, expired or revoked');

async function findClient({ sites }: OAuthContext, clientId: string): Promise<OAuthClient> {
  // Checked before the lookup so that a malformed id is the same clear error as an unknown one.
  const client = UUID.test(clientId) ? await sites.getClientCached(clientId) : undefined;
  if (!client) throw appError('UNKNOWN_CLIENT', { clientId }, `Unknown OAuth client "${clientId}"`);
  return client;
}

async function answer(
  { accessTokens }: OAuthContext,
  { client, subject }: Holder,
  refreshToken: string,
): Promise<TokenResponse> {
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
async function anonymousGrant(ctx: OAuthContext, clientId: string): Promise<TokenResponse> {
  const client = await findClient(ctx, clientId);
  const subject: Subject = { subjectType: 'visitor', subjectId: randomUUID() };
  const refreshToken = await storeRefreshToken(ctx, { client, subject }, randomUUID());
  return answer(ctx, { client, subject }, refreshToken);
}

async function refreshGrant(
  ctx: OAuthContext,
  clientId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const { db, clock } = ctx;
  const client = await findClient(ctx, clientId);
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (!row || row.clientId !== client.id || row.status === 'revoked') throw invalidGrant();
  if (row.status !== 'rotated' && row.expiresAt.getTime() <= clock()) throw invalidGrant();
  if (row.status === 'active' && !client.rotateRefreshTokens)
    return answer(ctx, { client, subject: row }, refreshToken);
  const rotated = await rotate(ctx, client, row.id);
  if (!rotated) throw invalidGrant();
  return answer(ctx, { client, subject: rotated.row }, rotated.token);
}

/** A member's grant: their client and id, and the refresh-token family to start. */
interface MemberGrant {
  clientId: string;
  memberId: string;
  familyId: string;
}

/** Tokens for a signed-in member of the client's site, in a new refresh-token family. */
async function memberGrant(
  ctx: OAuthContext,
  { clientId, memberId, familyId }: MemberGrant,
): Promise<TokenResponse> {
  const client = await findClient(ctx, clientId);
  const subject: Subject = { subjectType: 'member', subjectId: memberId };
  const refreshToken = await storeRefreshToken(ctx, { client, subject }, familyId);
  return answer(ctx, { client, subject }, refreshToken);
}

/** Ends every session of a member (password changed, blocked): their refresh tokens stop working. */
async function revokeMemberTokens({ db }: OAuthContext, siteId: string, memberId: string): Promise<void> {
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
async function deleteExpiredRefreshTokens({ db, clock }: OAuthContext): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, new Date(clock())))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export function createOAuthService(options: OAuthOptions) {
  const { db } = options;
  const insertRefreshToken = createInsertBatcher<RefreshInsert>((rows) => insertRefreshRows(db, rows));
  const ctx: OAuthContext = { ...options, insertRefreshToken };
  return {
    findClient: (clientId: string) => findClient(ctx, clientId),
    anonymousGrant: (clientId: string) => anonymousGrant(ctx, clientId),
    refreshGrant: (clientId: string, refreshToken: string) => refreshGrant(ctx, clientId, refreshToken),
    memberGrant: (clientId: string, memberId: string, familyId = randomUUID()) =>
      memberGrant(ctx, { clientId, memberId, familyId }),
    async revokeFamily(familyId: string): Promise<void> {
      await db.update(refreshTokens).set({ status: 'revoked' }).where(eq(refreshTokens.familyId, familyId));
    },
    revokeMemberTokens: (siteId: string, memberId: string) => revokeMemberTokens(ctx, siteId, memberId),
    deleteExpiredRefreshTokens: () => deleteExpiredRefreshTokens(ctx),
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
