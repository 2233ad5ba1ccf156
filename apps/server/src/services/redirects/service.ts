import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { LATER_INTENTS, type AuthorizeRequest, type CreateRedirectSessionRequest } from '@atrium/contract';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { isReturnAllowed, type OAuthClient, type SitesService } from '../sites/index.js';
import { redirectSessions } from './tables.js';

const LIFETIME_MS = 60 * 60_000;

export type Intent = 'auth' | 'login' | 'logout' | 'membersAccount';
export interface SessionParams {
  authRequest?: AuthorizeRequest;
  prompt?: 'login' | 'none' | null;
  postFlowUrl?: string | null;
  /** The visitor who asked for the authorize link: what they had (their cart) follows them when they sign in. */
  visitorId?: string | null;
}
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

export function createRedirectsService(db: Db, clock: Clock, sites: SitesService) {
  async function clientOf(siteId: string, clientId: string, field: string): Promise<OAuthClient> {
    const client = await sites.getSiteClient(siteId, clientId);
    if (!client) throw invalid(field, 'is not an OAuth client of this site');
    return client;
  }

  function checkReturn(client: OAuthClient, url: string | null | undefined): void {
    if (url && !isReturnAllowed(client, url))
      throw invalid(
        'callbacks.postFlowUrl',
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
    const asked = (['auth', 'login', 'logout', 'membersAccount'] as const).filter(
      (name) => request[name] != null,
    );
    if (asked.length !== 1)
      throw invalid(
        '',
        'exactly one intent (auth, login, logout or membersAccount) must be given',
        'VALIDATION',
      );
    return asked[0]!;
  }

  /** Checks the request against the site's client (exact redirect URI, allowed return URLs) and stores it. */
  async function create(
    siteId: string,
    caller: { clientId?: string | undefined; visitorId?: string | undefined },
    request: CreateRedirectSessionRequest,
  ) {
    const callerClientId = caller.clientId;
    const intent = intentOf(request);
    const postFlowUrl = request.callbacks?.postFlowUrl ?? null;
    let client: OAuthClient;
    if (intent === 'auth') {
      const authRequest = request.auth!.authRequest;
      client = await clientOf(siteId, authRequest.clientId, 'auth.authRequest.clientId');
      if (!isRedirectAllowed(client, authRequest.redirectUri, authRequest.responseMode))
        throw invalid(
          'auth.authRequest.redirectUri',
          'is not one of the redirect URIs registered for this client',
        );
    } else {
      const clientId = intent === 'logout' ? request.logout!.clientId : callerClientId;
      if (!clientId)
        throw invalid('', `a ${intent} redirect needs a visitor or member token of an OAuth client`);
      client = await clientOf(siteId, clientId, 'logout.clientId');
    }
    checkReturn(client, postFlowUrl);
    const params: SessionParams = {
      ...(request.auth
        ? {
            authRequest: request.auth.authRequest,
            prompt: request.auth.prompt ?? request.auth.authRequest.prompt,
          }
        : {}),
      postFlowUrl,
      ...(intent === 'auth' && caller.visitorId ? { visitorId: caller.visitorId } : {}),
    };
    const [row] = await db
      .insert(redirectSessions)
      .values({
        id: randomUUID(),
        siteId,
        clientId: client.id,
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

  async function deleteExpired(): Promise<void> {
    await db.delete(redirectSessions).where(lt(redirectSessions.expiresAt, new Date(clock())));
  }

  return { create, get, deleteExpired };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
