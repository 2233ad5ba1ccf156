import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticationCalls } from '@atrium/contract';
import { isAppError } from '../../core/wire/errors.js';
import { definePage, registerRoutes } from '../../core/wire/route.js';
import type { Codes } from '../oauth/index.js';
import type { HostedSessions } from '../members/index.js';
import type { Sites } from '../sites/index.js';
import { sendAuthorizeResult, sendNotice } from './responses.js';
import type { RedirectsService, StoredSession } from './service.js';

export interface HostedDeps {
  redirects: RedirectsService;
  hostedSessions: HostedSessions;
  codes: Codes;
  sites: Sites;
  secureCookies: boolean;
  sessionTtlDays: number;
}

interface AuthorizeQuery {
  session?: string;
  sessionToken?: string;
}

/** One cookie per site: a browser may be signed in to several sites served by one Atrium. */
export const memberCookie = (siteId: string) => `atrium_member_${siteId.replaceAll('-', '')}`;

type AuthorizeRequest = FastifyRequest<{ Querystring: AuthorizeQuery }>;

/** A request to a hosted step and the reply it gets. */
interface Exchange<R extends FastifyRequest = AuthorizeRequest> {
  request: R;
  reply: FastifyReply;
}

/** The browser-facing steps that need no page of their own: authorize, and logout. */
export function hostedRoutes(app: FastifyInstance, deps: HostedDeps): void {
  app.get<{ Querystring: AuthorizeQuery }>('/hosted/authorize', (request, reply) =>
    authorize(deps, { request, reply }),
  );
  app.get<{ Querystring: AuthorizeQuery }>('/hosted/logout', async (request, reply) => {
    const session = await load(deps.redirects, { request, reply });
    if (!session) return reply;
    await endSession(deps, { request, reply }, session.siteId);
    return signedOut(reply, session.params.postFlowUrl);
  });
  registerRoutes(app, [
    definePage(authenticationCalls.logout, {
      access: 'none',
      summary: 'The sign-out link: ends the member’s hosted session on the client’s site, then returns to it',
      async handler({ clientId, postLogoutRedirectUri }, { request, reply }) {
        const client = clientId ? await deps.sites.getClient(clientId).catch(() => undefined) : undefined;
        if (!client)
          return sendNotice(reply, {
            status: 400,
            title: 'This link cannot be used',
            text: 'The sign-out link names no known site.',
          });
        await endSession(deps, { request, reply }, client.siteId);
        const allowed = postLogoutRedirectUri && deps.sites.isReturnAllowed(client, postLogoutRedirectUri);
        return signedOut(reply, allowed ? postLogoutRedirectUri : null);
      },
    }),
  ]);
}

// Silent sign-in runs in a frame of the site's own origin: a cross-site frame only gets SameSite=None cookies.
const cookieOptions = (deps: HostedDeps) => ({
  path: '/',
  httpOnly: true,
  secure: deps.secureCookies,
  sameSite: deps.secureCookies ? ('none' as const) : ('lax' as const),
  maxAge: deps.sessionTtlDays * 86_400,
});

async function load(redirects: RedirectsService, { request, reply }: Exchange) {
  try {
    if (!request.query.session) throw new Error('no session');
    return await redirects.get(request.query.session);
  } catch (error) {
    const text = isAppError(error)
      ? error.message
      : 'This link is not complete; go back to the site and try again.';
    sendNotice(reply, { status: 400, title: 'This link cannot be used', text });
    return undefined;
  }
}

async function signedInMember(deps: HostedDeps, session: StoredSession, { request, reply }: Exchange) {
  const { hostedSessions } = deps;
  const token = request.query.sessionToken ?? session.params.authRequest?.sessionToken;
  if (token) {
    const started = await hostedSessions.startFromTicket(session.siteId, token);
    reply.setCookie(memberCookie(session.siteId), started.secret, cookieOptions(deps));
    return started.memberId;
  }
  if (session.params.prompt === 'login') return undefined;
  const secret = request.cookies[memberCookie(session.siteId)];
  return secret ? hostedSessions.resolve(session.siteId, secret) : undefined;
}

async function authorize(deps: HostedDeps, exchange: Exchange) {
  const { reply } = exchange;
  const session = await load(deps.redirects, exchange);
  if (!session) return reply;
  const memberId = await signedInMember(deps, session, exchange).catch((error: unknown) => {
    if (isAppError(error))
      return sendNotice(reply, {
        status: 400,
        title: 'This sign-in link has been used',
        text: error.message,
      });
    throw error;
  });
  if (reply.sent) return reply;
  if (session.intent === 'membersAccount')
    return reply.redirect(`/hosted/${memberId ? 'account' : 'login'}?session=${session.id}`);
  if (session.intent === 'login') {
    if (!memberId) return reply.redirect(`/hosted/login?session=${session.id}`);
    if (session.params.postFlowUrl) return reply.redirect(session.params.postFlowUrl);
    return sendNotice(reply, {
      status: 200,
      title: 'You are signed in',
      text: 'You can close this page and go back to the site.',
    });
  }
  return answerAuthorize(deps, { session, memberId }, reply);
}

/** The code for a signed-in member, or, when none is and the site asked not to prompt, login_required. */
async function answerAuthorize(
  { codes }: HostedDeps,
  { session, memberId }: { session: StoredSession; memberId: string | undefined },
  reply: FastifyReply,
) {
  const authRequest = session.params.authRequest;
  const target = { redirectUri: authRequest!.redirectUri, mode: authRequest!.responseMode ?? 'query' };
  const state = authRequest!.state;
  if (!memberId) {
    if (session.params.prompt === 'none')
      return sendAuthorizeResult(reply, target, {
        error: 'login_required',
        error_description: 'The member is not signed in',
        state,
      });
    return reply.redirect(`/hosted/login?session=${session.id}`);
  }
  const code = await codes.issue({
    siteId: session.siteId,
    clientId: session.clientId,
    memberId,
    redirectUri: authRequest!.redirectUri,
    codeChallenge: authRequest!.codeChallenge,
    visitorId: session.params.visitorId ?? null,
  });
  return sendAuthorizeResult(reply, target, { code, state });
}

/** Ends the member's hosted session on this site, if the browser has one. */
async function endSession(
  { hostedSessions }: HostedDeps,
  { request, reply }: Exchange<FastifyRequest>,
  siteId: string,
): Promise<void> {
  const name = memberCookie(siteId);
  const secret = request.cookies[name];
  if (secret) await hostedSessions.end(secret);
  reply.clearCookie(name, { path: '/' });
}

const signedOut = (reply: FastifyReply, returnTo: string | null | undefined) =>
  returnTo
    ? reply.redirect(returnTo)
    : sendNotice(reply, {
        status: 200,
        title: 'You are signed out',
        text: 'You can close this page and go back to the site.',
      });
