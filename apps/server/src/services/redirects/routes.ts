import { hostedCalls, redirectsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { RedirectsDeps } from './index.js';
import type { RedirectsService } from './service.js';

const PAGES = { auth: 'authorize', login: 'login', logout: 'logout', membersAccount: 'account' } as const;

export function redirectRoutes(
  redirects: RedirectsService,
  { sites, memberSettings, config }: Pick<RedirectsDeps, 'sites' | 'memberSettings' | 'config'>,
) {
  const { publicUrl } = config;
  return [
    defineRoute(redirectsCalls.createRedirectSession, {
      access: 'site',
      summary:
        'A link to a hosted page: authorize, sign in, sign out or the member’s account (WIRE.md section 8)',
      async handler(request, call) {
        const clientId =
          call.auth.kind === 'visitor' || call.auth.kind === 'member' ? call.auth.clientId : undefined;
        const visitorId = call.auth.kind === 'visitor' ? call.auth.visitorId : undefined;
        const session = await redirects.create(call.siteId, { clientId, visitorId }, request);
        const endpoint = `${publicUrl}/hosted/${PAGES[session.intent]}`;
        const searchParams = { session: session.id };
        const fullUrl = `${endpoint}?${new URLSearchParams(searchParams).toString()}`;
        return {
          redirectSession: {
            id: session.id,
            fullUrl,
            urlDetails: { endpoint, searchParams },
            sessionToken: null,
            shortUrl: fullUrl,
          },
        };
      },
    }),
    defineRoute(hostedCalls.getRedirectSession, {
      access: 'none',
      summary: 'What a hosted page was opened for (its site, its client, where it continues)',
      async handler({ sessionId }) {
        const session = await redirects.get(sessionId);
        const site = await sites.getSite(session.siteId);
        const { captcha } = await memberSettings.get(session.siteId);
        return {
          intent: session.intent,
          siteId: session.siteId,
          siteName: site?.name ?? '',
          clientId: session.clientId,
          continueUrl: `/hosted/authorize?session=${session.id}`,
          returnUrl: session.params.postFlowUrl ?? null,
          captcha,
        };
      },
    }),
  ];
}
