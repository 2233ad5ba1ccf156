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

/** The browser-facing steps that need no page of their own: authorize, and logout. */
export function hostedRoutes(app: FastifyInstance, deps: HostedDeps): void {
  const { redirects, hostedSessions, codes } = deps;
  // Silent sign-in runs in a frame of the site's own origin: a cross-site frame only gets SameSite=None cookies.
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: deps.secureCookies,
    sameSite: deps.secureCookies ? ('none' as const) : ('lax' as const),
    maxAge: deps.sessionTtlDays * 86_400,
  };

  async function load(request: FastifyRequest<{ Querystring: AuthorizeQuery }>, reply: FastifyReply) {
    try {
      if (!request.query.session) throw new Error('no session');
      return await redirects.get(request.query.session);
    } catch (error) {
      const text = isAppError(error)
        ? error.message
        : 'This link is not complete; go back to the site and try again.';
      sendNotice(reply, 400, 'This link cannot be used', text);
      return undefined;
    }
  }

  async function signedInMember(
    session: StoredSession,
    request: FastifyRequest<{ Querystring: AuthorizeQuery }>,
    reply: FastifyReply,
  ) {
    const token = request.query.sessionToken ?? session.params.authRequest?.sessionToken;
    if (token) {
      const started = await hostedSessions.startFromTicket(session.siteId, token);
      reply.setCookie(memberCookie(session.siteId), started.secret, cookieOptions);
      return started.memberId;
    }
    if (session.params.prompt === 'login') return undefined;
    const secret = request.cookies[memberCookie(session.siteId)];
    return secret ? hostedSessions.resolve(session.siteId, secret) : undefined;
  }

  app.get<{ Querystring: AuthorizeQuery }>('/hosted/authorize', async (request, reply) => {
    const session = await load(request, reply);
    if (!session) return reply;
    const authRequest = session.params.authRequest;
    const memberId = await signedInMember(session, request, reply).catch((error: unknown) => {
      if (isAppError(error)) return sendNotice(reply, 400, 'This sign-in link has been used', error.message);
      throw error;
    });
    if (reply.sent) return reply;
    if (session.intent === 'membersAccount')
      return reply.redirect(`/hosted/${memberId ? 'account' : 'login'}?session=${session.id}`);
    if (session.intent === 'login') {
      if (!memberId) return reply.redirect(`/hosted/login?session=${session.id}`);
      if (session.params.postFlowUrl) return reply.redirect(session.params.postFlowUrl);
      return sendNotice(reply, 200, 'You are signed in', 'You can close this page and go back to the site.');
    }
    const mode = authRequest!.responseMode ?? 'query';
    const state = authRequest!.state;
    if (!memberId) {
      if (session.params.prompt === 'none')
        return sendAuthorizeResult(reply, authRequest!.redirectUri, mode, {
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
    return sendAuthorizeResult(reply, authRequest!.redirectUri, mode, { code, state });
  });

  /** Ends the member's hosted session on this site, if the browser has one. */
  async function endSession(request: FastifyRequest, reply: FastifyReply, siteId: string): Promise<void> {
    const name = memberCookie(siteId);
    const secret = request.cookies[name];
    if (secret) await hostedSessions.end(secret);
    reply.clearCookie(name, { path: '/' });
  }

  const signedOut = (reply: FastifyReply, returnTo: string | null | undefined) =>
    returnTo
      ? reply.redirect(returnTo)
      : sendNotice(reply, 200, 'You are signed out', 'You can close this page and go back to the site.');

  app.get<{ Querystring: AuthorizeQuery }>('/hosted/logout', async (request, reply) => {
    const session = await load(request, reply);
    if (!session) return reply;
    await endSession(request, reply, session.siteId);
    return signedOut(reply, session.params.postFlowUrl);
  });

  registerRoutes(app, [
    definePage(authenticationCalls.logout, {
      access: 'none',
      summary: 'The sign-out link: ends the member’s hosted session on the client’s site, then returns to it',
      async handler({ clientId, postLogoutRedirectUri }, { request, reply }) {
        const client = clientId ? await deps.sites.getClient(clientId).catch(() => undefined) : undefined;
        if (!client)
          return sendNotice(reply, 400, 'This link cannot be used', 'The sign-out link names no known site.');
        await endSession(request, reply, client.siteId);
        const allowed = postLogoutRedirectUri && deps.sites.isReturnAllowed(client, postLogoutRedirectUri);
        return signedOut(reply, allowed ? postLogoutRedirectUri : null);
      },
    }),
  ]);
}
