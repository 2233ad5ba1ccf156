import { randomUUID } from 'node:crypto';
import { and, asc, getTableColumns, eq, isNull, sql } from 'drizzle-orm';
import { API_KEY_EVENTS } from '@atrium/contract';
import { randomSecret, safeEqual, sha256 } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import type { SitesContext } from './context.js';
import { apiKeys } from './tables.js';
import type { ApiKeyRow, CreatedApiKey, VerifiedApiKey } from './types.js';

// `atr_<key id without dashes>_<secret>`: the id finds the row, the secret is compared in constant time.
const API_KEY_PATTERN = /^atr_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
const MAX_ACTIVE_KEYS_PER_SITE = 100;
const { secretHash: _secretHash, ...apiKeyColumns } = getTableColumns(apiKeys);

function toUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new key of a site: its name, and what it may do. */
export interface NewApiKey {
  siteId: string;
  name: string;
  permissions: string[];
}

export async function createApiKey(
  ctx: SitesContext,
  { siteId, name, permissions }: NewApiKey,
): Promise<CreatedApiKey> {
  const [active] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.siteId, siteId), isNull(apiKeys.revokedAt)));
  if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS_PER_SITE)
    throw appError(
      'TOO_MANY_API_KEYS',
      {},
      `A site can have at most ${MAX_ACTIVE_KEYS_PER_SITE} active API keys`,
    );
  const id = randomUUID();
  const secret = randomSecret(32);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({ id, siteId, name, secretHash: sha256(secret), permissions })
      .returning(apiKeyColumns);
    // Never the key nor its hash: the log is read by whoever may read events.
    const data = { apiKey: { id, name, permissions } };
    await ctx.record(tx, { siteId, type: API_KEY_EVENTS.created, entityId: id, data });
    return created!;
  });
  return { id, siteId, key: `atr_${id.replaceAll('-', '')}_${secret}`, row };
}

/** Revoking twice is harmless: the key keeps the date it was first revoked. */
export async function revokeApiKey(
  ctx: SitesContext,
  siteId: string,
  keyId: string,
): Promise<ApiKeyRow | undefined> {
  await ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.siteId, siteId), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name });
    // Only the first revocation is a change; a repeated one records nothing.
    if (revoked) {
      const data = { apiKey: { id: keyId, name: revoked.name } };
      await ctx.record(tx, { siteId, type: API_KEY_EVENTS.revoked, entityId: keyId, data });
    }
  });
  ctx.keyCache.delete(keyId);
  const [row] = await ctx.db
    .select(apiKeyColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.siteId, siteId)));
  return row;
}

export async function listApiKeys(
  ctx: SitesContext,
  siteId: string,
  includeRevoked = false,
): Promise<ApiKeyRow[]> {
  return ctx.db
    .select(apiKeyColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.siteId, siteId), includeRevoked ? undefined : isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** The key's site and permissions, or undefined for a malformed, unknown, revoked or wrong key. */
export async function verifyApiKey(ctx: SitesContext, raw: string): Promise<VerifiedApiKey | undefined> {
  const match = API_KEY_PATTERN.exec(raw);
  if (!match) return undefined;
  const id = toUuid(match[1]!);
  const row = await apiKeyRow(ctx, id);
  if (!row || row.revokedAt || !safeEqual(row.secretHash, sha256(match[2]!))) return undefined;
  // Last use is shown to owners; a minute's precision is enough and spares a write per request.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    row.lastUsedAt = new Date();
    await ctx.db.update(apiKeys).set({ lastUsedAt: row.lastUsedAt }).where(eq(apiKeys.id, id));
  }
  return { id, siteId: row.siteId, name: row.name, permissions: row.permissions };
}

/**
 * A key's row, kept briefly: every call with an API key asks (a quarter of a list route's time went to it).
 * Unknown ids are not kept, so that made-up keys cannot fill the cache.
 */
async function apiKeyRow(ctx: SitesContext, id: string) {
  const cached = ctx.keyCache.get(id);
  if (cached) return cached.value;
  const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (row) ctx.keyCache.set(id, row);
  return row;
}
