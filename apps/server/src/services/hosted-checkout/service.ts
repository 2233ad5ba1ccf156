import { checkoutEndpoints } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { Clock } from '../../core/clock.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { Checkouts } from '../checkouts/index.js';
import type { AccessTokens } from '../oauth/index.js';
import type { OrderPlacing } from '../orders/index.js';
import type { Redirects, StoredSession } from '../redirects/index.js';
import type { Sites } from '../sites/index.js';
import { createReturnLinks } from './return-links.js';

/** The page's token is short; the page asks again with its cookie when it runs out. */
const TOKEN_SECONDS = 600;
/** A return link lives as long as the redirect session that gave it. */
const LINK_SECONDS = 3600;

export interface HostedCheckoutDeps {
  clock: Clock;
  publicUrl: string;
  /** The server secret that signs return links. */
  linkKey: Buffer;
  redirects: Redirects;
  checkouts: Checkouts;
  orders: Pick<OrderPlacing['checkouts'], 'closeCheckout'>;
  sites: Pick<Sites, 'listClients'>;
  accessTokens: AccessTokens;
}

function withParam(url: string, name: string, value: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set(name, value);
    return parsed.toString();
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
  }
}

/**
 * Atrium's hosted checkout: the link to it (a redirect session of intent `ecomCheckout`), the token its page
 * acts with (as the checkout's buyer, in the browser that opened the link), and the way back to the site.
 */
export function createHostedCheckoutService(deps: HostedCheckoutDeps) {
  const { redirects, checkouts, publicUrl } = deps;
  const links = createReturnLinks(deps.linkKey, publicUrl, deps.clock);

  /** A buyer's session belongs to their token's client; the site's, to its first OAuth client. */
  async function clientFor(siteId: string, auth: AuthContext | 'site'): Promise<string> {
    if (auth !== 'site' && (auth.kind === 'visitor' || auth.kind === 'member')) return auth.clientId;
    const [first] = await deps.sites.listClients(siteId);
    if (!first) throw invalid('', 'the site has no OAuth client to open its hosted checkout with');
    return first.id;
  }

  redirects.offer('ecomCheckout', async (siteId, auth, request) => {
    const checkoutId = request.ecomCheckout!.checkoutId;
    const row = await checkouts.service.forCompletion(siteId, auth, checkoutId);
    if (row.completed) throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId });
    return { clientId: await clientFor(siteId, auth), params: { checkoutId } };
  });

  return {
    /** The checkout's page: the caller's own (`overrideCheckoutUrl`, told the checkout) unless `hosted`. */
    async checkoutUrl(
      siteId: string,
      auth: AuthContext,
      { checkoutId, hosted }: { checkoutId: string; hosted: boolean },
    ) {
      const row = await checkouts.service.forCompletion(siteId, auth, checkoutId);
      const own = row.info.overrideCheckoutUrl;
      if (own && !hosted) return { checkoutUrl: withParam(own, 'checkoutId', row.id) };
      const session = await redirects.create(siteId, { auth }, { ecomCheckout: { checkoutId } });
      return { checkoutUrl: redirects.pageUrl(publicUrl, session).fullUrl };
    },

    /**
     * The hosted checkout of a checkout the site itself just made for a caller with no credentials (a checkout
     * template's link): the checkout has no buyer until the browser that opens the link takes it.
     */
    async siteCheckoutUrl(siteId: string, checkoutId: string) {
      const session = await redirects.open({
        siteId,
        clientId: await clientFor(siteId, 'site'),
        intent: 'ecomCheckout',
        params: { checkoutId },
      });
      return { checkoutUrl: redirects.pageUrl(publicUrl, session).fullUrl };
    },

    /** A token that acts as the checkout's buyer, for the browser the link was first opened in. */
    async pageToken(sessionId: string, browserHash: string) {
      const session = await redirects.get(sessionId);
      const checkoutId = session.params.checkoutId;
      if (session.intent !== 'ecomCheckout' || !checkoutId)
        throw appError('FORBIDDEN', {}, 'This redirect session is not for a checkout');
      if (!(await redirects.claim(session.id, browserHash))) throw appError('CHECKOUT_LINK_IN_USE');
      const row = await checkouts.service.forHostedPage(session.siteId, checkoutId);
      const role = row.ownerKind === 'member' ? ('member' as const) : ('visitor' as const);
      const { token, expiresIn } = await deps.accessTokens.issue(
        { siteId: session.siteId, role, subject: row.ownerId!, clientId: session.clientId },
        TOKEN_SECONDS,
      );
      return { accessToken: token, expiresIn, checkoutId, role, returnUrl: await returnUrl(session) };
    },

    /** The link's checkout is closed (if no order closed it), and its buyer goes where the link says. */
    async complete(token: string): Promise<string> {
      const link = await links.verify(token);
      const orderId = await deps.orders.closeCheckout(link.siteId, link.checkoutId, null);
      return link.thankYou && orderId ? withParam(link.url, 'orderId', orderId) : link.url;
    },
  };

  async function returnUrl(session: StoredSession): Promise<string | null> {
    const { thankYouPageUrl, postFlowUrl, checkoutId } = session.params;
    const url = thankYouPageUrl ?? postFlowUrl;
    if (!url) return null;
    const link = { siteId: session.siteId, checkoutId: checkoutId!, url, thankYou: !!thankYouPageUrl };
    return `${publicUrl}${checkoutEndpoints.markCheckoutAsCompletedAndRedirectToUrl.path}?token=${await links.sign(link, LINK_SECONDS)}`;
  }
}

export type HostedCheckoutService = ReturnType<typeof createHostedCheckoutService>;
