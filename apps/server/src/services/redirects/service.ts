import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CreateRedirectSessionRequest } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { safeEqual } from '../../core/crypto/secrets.js';
import { appError } from '../../core/wire/errors.js';
import type { Sites } from '../sites/index.js';
import { checkReturn, clientFor, intentOf } from './session-checks.js';
import { redirectSessions } from './tables.js';
import type {
  Caller,
  IntentCheck,
  NewSession,
  OfferedIntent,
  RedirectsContext,
  SessionAsk,
  SessionParams,
  StoredSession,
} from './types.js';

export type { Intent, IntentCheck, OfferedIntent, SessionParams, StoredSession } from './types.js';

const LIFETIME_MS = 60 * 60_000;

/** Checks the request against the site's client (exact redirect URI, allowed return URLs) and stores it. */
async function create(ctx: RedirectsContext, ask: SessionAsk) {
  const { siteId, request } = ask;
  const intent = intentOf(ctx, request);
  const { client, params } = await clientFor(ctx, ask, intent);
  const postFlowUrl = request.callbacks?.postFlowUrl ?? null;
  checkReturn(ctx, { client, url: postFlowUrl });
  if (intent === 'ecomCheckout') {
    params.thankYouPageUrl = request.callbacks?.thankYouPageUrl ?? null;
    checkReturn(ctx, { client, url: params.thankYouPageUrl }, 'thankYouPageUrl');
  }
  return store(ctx, { siteId, clientId: client.id, intent, params: { ...params, postFlowUrl } });
}

/** A new session, for an hour. */
async function store({ db, clock }: RedirectsContext, { siteId, clientId, intent, params }: NewSession) {
  const [row] = await db
    .insert(redirectSessions)
    .values({
      id: randomUUID(),
      siteId,
      clientId,
      intent,
      params,
      createdAt: new Date(clock()),
      expiresAt: new Date(clock() + LIFETIME_MS),
    })
    .returning();
  return row!;
}

async function get({ db, clock }: RedirectsContext, id: string): Promise<StoredSession> {
  const [row] = await db
    .select()
    .from(redirectSessions)
    .where(and(eq(redirectSessions.id, id), gt(redirectSessions.expiresAt, new Date(clock()))));
  if (!row) throw appError('REDIRECT_SESSION_NOT_FOUND');
  return { ...row, params: row.params as SessionParams };
}

/**
 * The browser holding this cookie (its hash) is the one the link is for: the first to ask takes it, at once
 * for all (one conditional update); any other is refused.
 */
async function claim(ctx: RedirectsContext, id: string, cookieHash: string): Promise<boolean> {
  await ctx.db
    .update(redirectSessions)
    .set({ params: sql`${redirectSessions.params} || jsonb_build_object('claim', ${cookieHash}::text)` })
    .where(and(eq(redirectSessions.id, id), sql`(${redirectSessions.params} ->> 'claim') is null`));
  const { claim: holder } = (await get(ctx, id)).params;
  return holder !== undefined && safeEqual(holder, cookieHash);
}

export function createRedirectsService(db: Db, clock: Clock, sites: Sites) {
  const ctx: RedirectsContext = { db, clock, sites, offered: new Map() };
  return {
    create: (siteId: string, caller: Caller, request: CreateRedirectSessionRequest) =>
      create(ctx, { siteId, caller, request }),
    /**
     * A session the platform opens itself, checked by the part that asks (the hosted checkout of a checkout the
     * site just made for a caller with no credentials); its return URLs are none.
     */
    open: (session: NewSession & { intent: OfferedIntent }) =>
      store(ctx, { ...session, params: { ...session.params, postFlowUrl: null } }),
    get: (id: string) => get(ctx, id),
    claim: (id: string, cookieHash: string) => claim(ctx, id, cookieHash),
    async deleteExpired(): Promise<void> {
      await db.delete(redirectSessions).where(lt(redirectSessions.expiresAt, new Date(clock())));
    },
    /** The part that owns an offered intent says how to check it; until then, asking for it is refused. */
    offer(intent: OfferedIntent, check: IntentCheck) {
      ctx.offered.set(intent, check);
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
