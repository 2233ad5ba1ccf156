import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../core/db/index.js';
import { ALL_PERMISSIONS } from '../../core/auth/context.js';
import type { Outbox } from '../../core/events/index.js';
import { SITE_EVENTS } from '@atrium/contract';
import { createApiKey, listApiKeys, revokeApiKey, verifyApiKey } from './api-keys.js';
import {
  createClient,
  deleteClient,
  getClient,
  getClientCached,
  getSiteClient,
  isOriginAllowed,
  listClients,
  siteOrigins,
  updateClient,
} from './clients.js';
import { forgetCached, sitesContext, type SitesContext } from './context.js';
import { clientData } from './events.js';
import { oauthClients, sites } from './tables.js';
import type { ClientInput, CreateSiteOptions, OAuthClient, Site } from './types.js';

export type {
  ApiKeyRow,
  ClientInput,
  CreateSiteOptions,
  CreatedApiKey,
  OAuthClient,
  Site,
  VerifiedApiKey,
} from './types.js';

async function createSite(
  { db, record }: SitesContext,
  options: CreateSiteOptions,
): Promise<{ site: Site; client: OAuthClient }> {
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

async function countSites(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  return row?.n ?? 0;
}

async function getSite(executor: Executor, siteId: string): Promise<Site | undefined> {
  const [site] = await executor.select().from(sites).where(eq(sites.id, siteId));
  return site;
}

async function listSiteIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.createdAt));
  return rows.map((row) => row.id);
}

/** The sites with these ids, in the order asked. */
async function getSites(db: Db, ids: readonly string[]): Promise<Site[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sites)
    .where(inArray(sites.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function renameSite(
  { db, record }: SitesContext,
  siteId: string,
  name: string,
): Promise<Site | undefined> {
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

async function deleteSite(ctx: SitesContext, siteId: string): Promise<void> {
  await ctx.db.delete(sites).where(eq(sites.id, siteId));
  forgetCached(ctx);
}

export function createSitesService(db: Db, outbox?: Outbox) {
  const ctx = sitesContext(db, outbox);
  return {
    createSite: (options: CreateSiteOptions) => createSite(ctx, options),
    countSites: () => countSites(db),
    /** With `executor`, inside the caller's transaction (PGlite runs nothing else while one is open). */
    getSite: (siteId: string, executor: Executor = db) => getSite(executor, siteId),
    listSiteIds: () => listSiteIds(db),
    getSites: (ids: readonly string[]) => getSites(db, ids),
    renameSite: (siteId: string, name: string) => renameSite(ctx, siteId, name),
    deleteSite: (siteId: string) => deleteSite(ctx, siteId),
    listClients: (siteId: string) => listClients(ctx, siteId),
    siteOrigins: (siteId: string) => siteOrigins(ctx, siteId),
    getSiteClient: (siteId: string, clientId: string) => getSiteClient(ctx, siteId, clientId),
    createClient: (siteId: string, input: ClientInput) => createClient(ctx, siteId, input),
    updateClient: (siteId: string, clientId: string, patch: Partial<ClientInput>) =>
      updateClient(ctx, { siteId, clientId, patch }),
    deleteClient: (siteId: string, clientId: string) => deleteClient(ctx, siteId, clientId),
    getClient: (clientId: string) => getClient(ctx, clientId),
    getClientCached: (clientId: string) => getClientCached(ctx, clientId),
    createApiKey: (siteId: string, name: string, permissions: string[] = [ALL_PERMISSIONS]) =>
      createApiKey(ctx, { siteId, name, permissions }),
    revokeApiKey: (siteId: string, keyId: string) => revokeApiKey(ctx, siteId, keyId),
    listApiKeys: (siteId: string, includeRevoked = false) => listApiKeys(ctx, siteId, includeRevoked),
    verifyApiKey: (raw: string) => verifyApiKey(ctx, raw),
    isOriginAllowed: (origin: string) => isOriginAllowed(ctx, origin),
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
