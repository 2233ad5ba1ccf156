import { randomUUID } from 'node:crypto';
import { and, asc, getTableColumns, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../core/db/index.js';
import { randomSecret, safeEqual, sha256 } from '../../core/crypto/secrets.js';
import { ALL_PERMISSIONS } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import { apiKeys, oauthClients, sites } from './tables.js';
import { briefCache } from '../../core/brief-cache.js';
import type { Outbox } from '../../core/events/index.js';
import { API_KEY_EVENTS, OAUTH_CLIENT_EVENTS, SITE_EVENTS } from '@atrium/contract';
import { clientData, siteRecorder } from './events.js';

export type Site = typeof sites.$inferSelect;
export type OAuthClient = typeof oauthClients.$inferSelect;
export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'secretHash'>;

export interface ClientInput {
  name: string;
  allowedOrigins: string[];
  redirectUris: string[];
  rotateRefreshTokens: boolean;
}

export interface CreateSiteOptions {
  name: string;
  origins?: readonly string[];
  redirectUris?: readonly string[];
  rotateRefreshTokens?: boolean;
}

export interface CreatedApiKey {
  id: string;
  siteId: string;
  /** The whole key, shown once: only its hash is kept. */
  key: string;
  row: ApiKeyRow;
}

export interface VerifiedApiKey {
  id: string;
  siteId: string;
  name: string;
  permissions: string[];
}

// `atr_<key id without dashes>_<secret>`: the id finds the row, the secret is compared in constant time.
const API_KEY_PATTERN = /^atr_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
const ORIGIN_CACHE_MS = 5_000;
const CLIENT_CACHE_MS = 5_000;
// A key revoked here is refused at once; another server process may take it for up to this long.
const API_KEY_CACHE_MS = 5_000;
const MAX_CLIENTS_PER_SITE = 50;
const MAX_ACTIVE_KEYS_PER_SITE = 100;
const { secretHash: _secretHash, ...apiKeyColumns } = getTableColumns(apiKeys);

function toUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createSitesService(db: Db, outbox?: Outbox) {
  const record = siteRecorder(outbox);
  const originCache = briefCache<boolean>(ORIGIN_CACHE_MS);
  const clientCache = briefCache<OAuthClient | undefined>(CLIENT_CACHE_MS);
  const keyCache = briefCache<typeof apiKeys.$inferSelect>(API_KEY_CACHE_MS);

  async function createSite(options: CreateSiteOptions): Promise<{ site: Site; client: OAuthClient }> {
    return db.transaction(async (tx) => {
      const [site] = await tx.insert(sites).values({ id: randomUUID(), name: options.name }).returning();
      const [client] = await tx
        .insert(oauthClients)
        .values({
          id: randomUUID(),
          siteId: site!.id,
          name: 'Default client',
          allowedOrigins: [...(options.origins ?? [])],
          redirectUris: [...(options.redirectUris ?? [])],
          rotateRefreshTokens: options.rotateRefreshTokens ?? false,
        })
        .returning();
      await record(tx, {
        siteId: site!.id,
        type: SITE_EVENTS.created,
        entityId: site!.id,
        data: { site: { id: site!.id, name: site!.name }, defaultClient: clientData(client!) },
      });
      return { site: site!, client: client! };
    });
  }

  async function countSites(): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
    return row?.n ?? 0;
  }

  /** With `executor`, inside the caller's transaction (PGlite runs nothing else while one is open). */
  async function getSite(siteId: string, executor: Executor = db): Promise<Site | undefined> {
    const [site] = await executor.select().from(sites).where(eq(sites.id, siteId));
    return site;
  }

  async function listSiteIds(): Promise<string[]> {
    const rows = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.createdAt));
    return rows.map((row) => row.id);
  }

  /** The sites with these ids, in the order asked. */
  async function getSites(ids: readonly string[]): Promise<Site[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(sites)
      .where(inArray(sites.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function renameSite(siteId: string, name: string): Promise<Site | undefined> {
    return db.transaction(async (tx) => {
      const [site] = await tx
        .update(sites)
        .set({ name, updatedAt: new Date() })
        .where(eq(sites.id, siteId))
        .returning();
      if (site) {
        const data = { siteId, changes: { name } };
        await record(tx, { siteId, type: SITE_EVENTS.updated, entityId: siteId, data });
      }
      return site;
    });
  }

  async function deleteSite(siteId: string): Promise<void> {
    await db.delete(sites).where(eq(sites.id, siteId));
    forgetCached();
  }

  async function listClients(siteId: string): Promise<OAuthClient[]> {
    return db
      .select()
      .from(oauthClients)
      .where(eq(oauthClients.siteId, siteId))
      .orderBy(asc(oauthClients.createdAt), asc(oauthClients.id));
  }

  /**
   * The web origins the site's clients may be used from, oldest client first, each once: where the site's
   * shop lives, for links that mail or a redirect sends a shopper to.
   */
  async function siteOrigins(siteId: string): Promise<string[]> {
    return [...new Set((await listClients(siteId)).flatMap((client) => client.allowedOrigins))];
  }

  async function getSiteClient(siteId: string, clientId: string): Promise<OAuthClient | undefined> {
    const [client] = await db
      .select()
      .from(oauthClients)
      .where(and(eq(oauthClients.id, clientId), eq(oauthClients.siteId, siteId)));
    return client;
  }

  function forgetCached(): void {
    clientCache.clear();
    originCache.clear();
    keyCache.clear();
  }

  async function createClient(siteId: string, input: ClientInput): Promise<OAuthClient> {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(oauthClients)
      .where(eq(oauthClients.siteId, siteId));
    if ((count?.n ?? 0) >= MAX_CLIENTS_PER_SITE)
      throw appError('TOO_MANY_CLIENTS', {}, `A site can have at most ${MAX_CLIENTS_PER_SITE} OAuth clients`);
    const client = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(oauthClients)
        .values({ id: randomUUID(), siteId, ...input })
        .returning();
      const data = { client: clientData(row!) };
      await record(tx, { siteId, type: OAUTH_CLIENT_EVENTS.created, entityId: row!.id, data });
      return row!;
    });
    forgetCached();
    return client;
  }

  async function updateClient(
    siteId: string,
    clientId: string,
    patch: Partial<ClientInput>,
  ): Promise<OAuthClient | undefined> {
    const client = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(oauthClients)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(oauthClients.id, clientId), eq(oauthClients.siteId, siteId)))
        .returning();
      if (row) {
        const data = { clientId, changes: patch };
        await record(tx, { siteId, type: OAUTH_CLIENT_EVENTS.updated, entityId: clientId, data });
      }
      return row;
    });
    forgetCached();
    return client;
  }

  async function deleteClient(siteId: string, clientId: string): Promise<boolean> {
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(oauthClients)
        .where(and(eq(oauthClients.id, clientId), eq(oauthClients.siteId, siteId)))
        .returning();
      if (row) {
        const data = { client: clientData(row) };
        await record(tx, { siteId, type: OAUTH_CLIENT_EVENTS.deleted, entityId: clientId, data });
      }
      return row !== undefined;
    });
    forgetCached();
    return deleted;
  }

  async function getClient(clientId: string): Promise<OAuthClient | undefined> {
    const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
    return client;
  }

  /**
   * The client for a token grant, cached briefly: every visitor's first request asks for it. A change to a
   * client is seen within CLIENT_CACHE_MS.
   */
  async function getClientCached(clientId: string): Promise<OAuthClient | undefined> {
    const cached = clientCache.get(clientId);
    if (cached) return cached.value;
    const client = await getClient(clientId);
    clientCache.set(clientId, client);
    return client;
  }

  async function createApiKey(
    siteId: string,
    name: string,
    permissions: string[] = [ALL_PERMISSIONS],
  ): Promise<CreatedApiKey> {
    const [active] = await db
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
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(apiKeys)
        .values({ id, siteId, name, secretHash: sha256(secret), permissions })
        .returning(apiKeyColumns);
      // Never the key nor its hash: the log is read by whoever may read events.
      const data = { apiKey: { id, name, permissions } };
      await record(tx, { siteId, type: API_KEY_EVENTS.created, entityId: id, data });
      return created!;
    });
    return { id, siteId, key: `atr_${id.replaceAll('-', '')}_${secret}`, row };
  }

  /** Revoking twice is harmless: the key keeps the date it was first revoked. */
  async function revokeApiKey(siteId: string, keyId: string): Promise<ApiKeyRow | undefined> {
    await db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.siteId, siteId), isNull(apiKeys.revokedAt)))
        .returning({ name: apiKeys.name });
      // Only the first revocation is a change; a repeated one records nothing.
      if (revoked) {
        const data = { apiKey: { id: keyId, name: revoked.name } };
        await record(tx, { siteId, type: API_KEY_EVENTS.revoked, entityId: keyId, data });
      }
    });
    keyCache.delete(keyId);
    const [row] = await db
      .select(apiKeyColumns)
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.siteId, siteId)));
    return row;
  }

  async function listApiKeys(siteId: string, includeRevoked = false): Promise<ApiKeyRow[]> {
    return db
      .select(apiKeyColumns)
      .from(apiKeys)
      .where(and(eq(apiKeys.siteId, siteId), includeRevoked ? undefined : isNull(apiKeys.revokedAt)))
      .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  }

  /** The key's site and permissions, or undefined for a malformed, unknown, revoked or wrong key. */
  async function verifyApiKey(raw: string): Promise<VerifiedApiKey | undefined> {
    const match = API_KEY_PATTERN.exec(raw);
    if (!match) return undefined;
    const id = toUuid(match[1]!);
    const row = await apiKeyRow(id);
    if (!row || row.revokedAt || !safeEqual(row.secretHash, sha256(match[2]!))) return undefined;
    // Last use is shown to owners; a minute's precision is enough and spares a write per request.
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
      row.lastUsedAt = new Date();
      await db.update(apiKeys).set({ lastUsedAt: row.lastUsedAt }).where(eq(apiKeys.id, id));
    }
    return { id, siteId: row.siteId, name: row.name, permissions: row.permissions };
  }

  /**
   * A key's row, kept briefly: every call with an API key asks (a quarter of a list route's time went to it).
   * Unknown ids are not kept, so that made-up keys cannot fill the cache.
   */
  async function apiKeyRow(id: string) {
    const cached = keyCache.get(id);
    if (cached) return cached.value;
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
    if (row) keyCache.set(id, row);
    return row;
  }

  /** Whether any site lets this origin call from a browser; cached briefly since every CORS request asks. */
  async function isOriginAllowed(origin: string): Promise<boolean> {
    const cached = originCache.get(origin);
    if (cached) return cached.value;
    const [row] = await db
      .select({ id: oauthClients.id })
      .from(oauthClients)
      .where(sql`${origin} = any(${oauthClients.allowedOrigins})`)
      .limit(1);
    const allowed = row !== undefined;
    originCache.set(origin, allowed);
    return allowed;
  }

  return {
    createSite,
    countSites,
    getSite,
    listSiteIds,
    getSites,
    renameSite,
    deleteSite,
    listClients,
    siteOrigins,
    getSiteClient,
    createClient,
    updateClient,
    deleteClient,
    getClient,
    getClientCached,
    createApiKey,
    revokeApiKey,
    listApiKeys,
    verifyApiKey,
    isOriginAllowed,
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
