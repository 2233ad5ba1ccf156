import { hostedCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import { appError } from '../../core/wire/errors.js';
import type { HostedSessions, Members } from '../members/index.js';
import type { AccessTokens } from '../oauth/index.js';
import { memberCookie } from './hosted-routes.js';
import { assertHostedPage } from './pages.js';
import type { RedirectsService } from './service.js';

const LIFETIME_SECONDS = 600;

interface Deps {
  redirects: RedirectsService;
  hostedSessions: HostedSessions;
  members: Pick<Members, 'get'>;
  accessTokens: AccessTokens;
  publicUrl: string;
}

/**
 * The hosted account page's way to act as the member: its session cookie, shown only to a page of this
 * origin, buys a ten-minute member token for the redirect session's site and client. No refresh token.
 */
export function accountRoutes(deps: Deps) {
  const origin = new URL(deps.publicUrl).origin;
  return [
    defineRoute(hostedCalls.createAccountToken, {
      access: 'none',
      summary: 'A short member token for the hosted account page, from the member’s session cookie',
      async handler({ sessionId }, call) {
        assertHostedPage(call, origin, 'Only the hosted account page may ask for this token');
        const session = await deps.redirects.get(sessionId);
        if (session.intent !== 'membersAccount')
          throw appError('FORBIDDEN', {}, 'This redirect session is not for the member’s account');
        const secret = call.request.cookies[memberCookie(session.siteId)];
        const memberId = secret ? await deps.hostedSessions.resolve(session.siteId, secret) : undefined;
        if (!memberId) throw appError('NOT_SIGNED_IN');
        const member = await deps.members.get(session.siteId, memberId);
        const { token, expiresIn } = await deps.accessTokens.issue(
          { siteId: session.siteId, role: 'member', subject: memberId, clientId: session.clientId },
          LIFETIME_SECONDS,
        );
        return { accessToken: token, expiresIn, email: member.email };
      },
    }),
  ];
}
