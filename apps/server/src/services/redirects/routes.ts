import { hostedCalls, redirectsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { MemberSettingsService } from '../members/index.js';
import type { Sites } from '../sites/index.js';
import { hostedPageUrl } from './pages.js';
import type { RedirectsService } from './service.js';

interface RedirectRoutesDeps {
  sites: Sites;
  /** The hosted sign-in page prepares the captcha the site asks for. */
  memberSettings: Pick<MemberSettingsService, 'get'>;
  publicUrl: string;
}

export function redirectRoutes(
  redirects: RedirectsService,
  { sites, memberSettings, publicUrl }: RedirectRoutesDeps,
) {
  return [
    defineRoute(redirectsCalls.createRedirectSession, {
      access: 'site',
      summary:
        'A link to a hosted page: authorize, sign in, sign out, the member’s account or the checkout (WIRE.md section 8)',
      async handler(request, call) {
        const clientId =
          call.auth.kind === 'visitor' || call.auth.kind === 'member' ? call.auth.clientId : undefined;
        const session = await redirects.create(call.siteId, { auth: call.auth, clientId }, request);
        const { endpoint, searchParams, fullUrl } = hostedPageUrl(publicUrl, session);
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
          continueUrl:
            session.intent === 'ecomCheckout'
              ? hostedPageUrl('', session).fullUrl
              : `/hosted/authorize?session=${session.id}`,
          returnUrl: session.params.postFlowUrl ?? null,
          captcha,
        };
      },
    }),
  ];
}
