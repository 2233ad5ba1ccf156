import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { OAUTH_CLIENT_EVENTS } from '@atrium/contract';
import { appError } from '../../core/wire/errors.js';
import { forgetCached, type SitesContext } from './context.js';
import { clientData } from './events.js';
import { oauthClients } from './tables.js';
import type { ClientInput, OAuthClient } from './types.js';

const MAX_CLIENTS_PER_SITE = 50;

export async function listClients(ctx: SitesContext, siteId: string): Promise<OAuthClient[]> {
  return ctx.db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.siteId, siteId))
    .orderBy(asc(oauthClients.createdAt), asc(oauthClients.id));
}

/**
 * The web origins the site's clients may be used from, oldest client first, each once: where the site's
 * shop lives, for links that mail or a redirect sends a shopper to.
 */
export async function siteOrigins(ctx: SitesContext, siteId: string): Promise<string[]> {
  return [...new Set((await listClients(ctx, siteId)).flatMap((client) => client.allowedOrigins))];
}

export async function getSiteClient(
  ctx: SitesContext,
  siteId: string,
  clientId: string,
): Promise<OAuthClient | undefined> {
  const [client] = await ctx.db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.id, clientId), eq(oauthClients.siteId, siteId)));
  return client;
}

export async function createClient(
  ctx: SitesContext,
  siteId: string,
  input: ClientInput,
): Promise<OAuthClient> {
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(oauthClients)
    .where(eq(oauthClients.siteId, siteId));
  if ((count?.n ?? 0) >= MAX_CLIENTS_PER_SITE)
    throw appError('TOO_MANY_CLIENTS', {}, `A site can have at most ${MAX_CLIENTS_PER_SITE} OAuth clients`);
  const client = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(oauthClients)
      .values({ id: randomUUID(), siteId, ...input })
      .returning();
    const data = { client: clientData(row!) };
    await ctx.record(tx, { siteId, type: OAUTH_CLIENT_EVENTS.created, entityId: row!.id, data });
    return row!;
  });
  forgetCached(ctx);
  return client;
}

/** Which client of which site, and what changes. */
export interface ClientPatch {
  siteId: string;
  clientId: string;
  patch: Partial<ClientInput>;
}

export async function updateClient(
  ctx: SitesContext,
  { siteId, clientId, patch }: ClientPatch,
): Promise<OAuthClient | undefined> {
  const client = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(oauthClients)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(oauthClients.id, clientId), eq(oauthClients.siteId, siteId)))
      .returning();
    if (row) {
      const data = { clientId, changes: patch };
      await ctx.record(tx, { siteId, type: OAUTH_CLIENT_EVENTS.updated, entityId: clientId, data });
    }
    return row;
  });
  forgetCached(ctx);
  return client;
}

export async function deleteClient(ctx: SitesContext, siteId: string, clientId: string): Promise<boolean> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(oauthClients)
      .where(and(eq(oauthClients.id, clientId), eq(oauthClients.siteId, siteId)))
      .returning();
    if (row) {
      const data = { client: clientData(row) };
      await ctx.record(tx, { siteId, type: OAUTH_CLIENT_EVENTS.deleted, entityId: clientId, data });
    }
    return row !== undefined;
  });
  forgetCached(ctx);
  return deleted;
}

export async function getClient(ctx: SitesContext, clientId: string): Promise<OAuthClient | undefined> {
  const [client] = await ctx.db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
  return client;
}

/**
 * The client for a token grant, cached briefly: every visitor's first request asks for it. A change to a
 * client is seen within CLIENT_CACHE_MS.
 */
export async function getClientCached(ctx: SitesContext, clientId: string): Promise<OAuthClient | undefined> {
  const cached = ctx.clientCache.get(clientId);
  if (cached) return cached.value;
  const client = await getClient(ctx, clientId);
  ctx.clientCache.set(clientId, client);
  return client;
}

/** Whether any site lets this origin call from a browser; cached briefly since every CORS request asks. */
export async function isOriginAllowed(ctx: SitesContext, origin: string): Promise<boolean> {
  const cached = ctx.originCache.get(origin);
  if (cached) return cached.value;
  const [row] = await ctx.db
    .select({ id: oauthClients.id })
    .from(oauthClients)
    .where(sql`${origin} = any(${oauthClients.allowedOrigins})`)
    .limit(1);
  const allowed = row !== undefined;
  ctx.originCache.set(origin, allowed);
  return allowed;
}
