import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { LATER_INTENTS, type AuthorizeRequest, type CreateRedirectSessionRequest } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { safeEqual } from '../../core/crypto/secrets.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { OAuthClient, Sites } from '../sites/index.js';
import { redirectSessions } from './tables.js';

const LIFETIME_MS = 60 * 60_000;

export type Intent = 'auth' | 'login' | 'logout' | 'membersAccount' | 'ecomCheckout';
const OWN_INTENTS = ['auth', 'login', 'logout', 'membersAccount'] as const;
/** Hosted pages that another part of the platform owns and checks: the checkout. */
export type OfferedIntent = 'ecomCheckout';

export interface SessionParams {
  authRequest?: AuthorizeRequest;
  prompt?: 'login' | 'none' | null;
  postFlowUrl?: string | null;
  /** The visitor who asked for the authorize link: what they had (their cart) follows them when they sign in. */
  visitorId?: string | null;
  /** ecomCheckout: the checkout, and where its buyer goes once it is paid. */
  checkoutId?: string;
  thankYouPageUrl?: string | null;
  /** The hash of the cookie of the browser that first opened the link: a page only that browser may use. */
  claim?: string;
}

/**
 * How the part that owns an offered intent checks a request for it: that the caller may open it, and which
 * OAuth client the session belongs to (the caller's, or the site's first one for the owner and API keys).
 */
export type IntentCheck = (
  siteId: string,
  auth: AuthContext,
  request: CreateRedirectSessionRequest,
) => Promise<{ clientId: string; params: SessionParams }>;
export interface StoredSession {
  id: string;
  siteId: string;
  clientId: string;
  intent: Intent;
  params: SessionParams;
}

/**
 * Redirect URIs compare as exact strings (RFC 9700 section 4.1.3): no prefixes, no normalisation. A
 * `web_message` answer redirects nowhere: it is posted to one origin, which may then be any allowed origin.
 */
function isRedirectAllowed(
  client: OAuthClient,
  redirectUri: string,
  mode: string | null | undefined,
): boolean {
  if (client.redirectUris.includes(redirectUri)) return true;
  return (
    mode === 'web_message' &&
    redirectUri === safeOrigin(redirectUri) &&
    client.allowedOrigins.includes(redirectUri)
  );
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

interface Caller {
  auth: AuthContext;
  /** The OAuth client of a visitor's or member's token. */
  clientId?: string | undefined;
}

export function createRedirectsService(db: Db, clock: Clock, sites: Sites) {
  async function clientOf(siteId: string, clientId: string, field: string): Promise<OAuthClient> {
    const client = await sites.getSiteClient(siteId, clientId);
    if (!client) throw invalid(field, 'is not an OAuth client of this site');
    return client;
  }

  const offered = new Map<OfferedIntent, IntentCheck>();

  function checkReturn(client: OAuthClient, url: string | null | undefined, field = 'postFlowUrl'): void {
    if (url && !sites.isReturnAllowed(client, url))
      throw invalid(
        `callbacks.${field}`,
        "must be one of the client's redirect URIs or on an allowed origin",
      );
  }

  function intentOf(request: CreateRedirectSessionRequest): Intent {
    const later = LATER_INTENTS.find((name) => request[name] != null);
    if (later)
      throw appError(
        'INTENT_NOT_AVAILABLE',
        { intent: later },
        `Redirects for "${later}" are not offered by this server yet`,
      );
    const section = request.membersAccount?.section;
    if (section && section !== 'ACCOUNT_INFO')
      throw appError(
        'INTENT_NOT_AVAILABLE',
        { intent: 'membersAccount', section },
        `The members account section "${section}" is not offered by this server yet`,
      );
    const asked = [...OWN_INTENTS, ...offered.keys()].filter((name) => request[name] != null);
    if (asked.length !== 1)
      throw invalid(
        '',
        `exactly one intent (${[...OWN_INTENTS, ...offered.keys()].join(', ')}) must be given`,
        'VALIDATION',
      );
    return asked[0]!;
  }

  async function clientFor(
    siteId: string,
    caller: Caller,
    request: CreateRedirectSessionRequest,
    intent: Intent,
  ): Promise<{ client: OAuthClient; params: SessionParams }> {
    if (intent === 'ecomCheckout') {
      const checked = await offered.get(intent)!(siteId, caller.auth, request);
      return { client: await clientOf(siteId, checked.clientId, 'ecomCheckout'), params: checked.params };
    }
    if (intent === 'auth') {
      const authRequest = request.auth!.authRequest;
      const client = await clientOf(siteId, authRequest.clientId, 'auth.authRequest.clientId');
      if (!isRedirectAllowed(client, authRequest.redirectUri, authRequest.responseMode))
        throw invalid(
          'auth.authRequest.redirectUri',
          'is not one of the redirect URIs registered for this client',
        );
      const prompt = request.auth!.prompt ?? authRequest.prompt;
      const visitorId = caller.auth.kind === 'visitor' ? caller.auth.visitorId : undefined;
      return { client, params: { authRequest, prompt, ...(visitorId ? { visitorId } : {}) } };
    }
    const clientId = intent === 'logout' ? request.logout!.clientId : caller.clientId;
    if (!clientId)
      throw invalid('', `a ${intent} redirect needs a visitor or member token of an OAuth client`);
    return { client: await clientOf(siteId, clientId, 'logout.clientId'), params: {} };
  }

  /** Checks the request against the site's client (exact redirect URI, allowed return URLs) and stores it. */
  async function create(siteId: string, caller: Caller, request: CreateRedirectSessionRequest) {
    const intent = intentOf(request);
    const { client, params } = await clientFor(siteId, caller, request, intent);
    const postFlowUrl = request.callbacks?.postFlowUrl ?? null;
    checkReturn(client, postFlowUrl);
    if (intent === 'ecomCheckout') {
      params.thankYouPageUrl = request.callbacks?.thankYouPageUrl ?? null;
      checkReturn(client, params.thankYouPageUrl, 'thankYouPageUrl');
    }
    return store(siteId, client.id, intent, { ...params, postFlowUrl });
  }

  /** A new session, for an hour. */
  async function store(siteId: string, clientId: string, intent: Intent, params: SessionParams) {
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

  async function get(id: string): Promise<StoredSession> {
    const [row] = await db
      .select()
      .from(redirectSessions)
      .where(and(eq(redirectSessions.id, id), gt(redirectSessions.expiresAt, new Date(clock()))));
    if (!row) throw appError('REDIRECT_SESSION_NOT_FOUND');
    return { ...row, params: row.params as SessionParams };
  }

  /**
   * A session the platform opens itself, checked by the part that asks (the hosted checkout of a checkout the
   * site just made for a caller with no credentials); its return URLs are none.
   */
  const open = (siteId: string, clientId: string, intent: OfferedIntent, params: SessionParams) =>
    store(siteId, clientId, intent, { ...params, postFlowUrl: null });

  /**
   * The browser holding this cookie (its hash) is the one the link is for: the first to ask takes it, at once
   * for all (one conditional update); any other is refused.
   */
  async function claim(id: string, cookieHash: string): Promise<boolean> {
    await db
      .update(redirectSessions)
      .set({ params: sql`${redirectSessions.params} || jsonb_build_object('claim', ${cookieHash}::text)` })
      .where(and(eq(redirectSessions.id, id), sql`(${redirectSessions.params} ->> 'claim') is null`));
    const { claim: holder } = (await get(id)).params;
    return holder !== undefined && safeEqual(holder, cookieHash);
  }

  async function deleteExpired(): Promise<void> {
    await db.delete(redirectSessions).where(lt(redirectSessions.expiresAt, new Date(clock())));
  }

  return {
    create,
    open,
    get,
    claim,
    deleteExpired,
    /** The part that owns an offered intent says how to check it; until then, asking for it is refused. */
    offer(intent: OfferedIntent, check: IntentCheck) {
      offered.set(intent, check);
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
