import { LATER_INTENTS, type CreateRedirectSessionRequest } from '@atrium/contract';
import { appError, invalid } from '../../core/wire/errors.js';
import type { OAuthClient } from '../sites/index.js';
import type { Intent, RedirectsContext, SessionAsk, SessionParams } from './types.js';

const OWN_INTENTS = ['auth', 'login', 'logout', 'membersAccount'] as const;

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

async function clientOf(
  { sites }: RedirectsContext,
  { siteId, clientId }: { siteId: string; clientId: string },
  field: string,
): Promise<OAuthClient> {
  const client = await sites.getSiteClient(siteId, clientId);
  if (!client) throw invalid(field, 'is not an OAuth client of this site');
  return client;
}

export function checkReturn(
  { sites }: RedirectsContext,
  { client, url }: { client: OAuthClient; url: string | null | undefined },
  field = 'postFlowUrl',
): void {
  if (url && !sites.isReturnAllowed(client, url))
    throw invalid(`callbacks.${field}`, "must be one of the client's redirect URIs or on an allowed origin");
}

export function intentOf({ offered }: RedirectsContext, request: CreateRedirectSessionRequest): Intent {
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

export async function clientFor(
  ctx: RedirectsContext,
  { siteId, caller, request }: SessionAsk,
  intent: Intent,
): Promise<{ client: OAuthClient; params: SessionParams }> {
  if (intent === 'ecomCheckout') {
    const checked = await ctx.offered.get(intent)!(siteId, caller.auth, request);
    return {
      client: await clientOf(ctx, { siteId, clientId: checked.clientId }, 'ecomCheckout'),
      params: checked.params,
    };
  }
  if (intent === 'auth') {
    const authRequest = request.auth!.authRequest;
    const client = await clientOf(
      ctx,
      { siteId, clientId: authRequest.clientId },
      'auth.authRequest.clientId',
    );
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
  if (!clientId) throw invalid('', `a ${intent} redirect needs a visitor or member token of an OAuth client`);
  return { client: await clientOf(ctx, { siteId, clientId }, 'logout.clientId'), params: {} };
}
