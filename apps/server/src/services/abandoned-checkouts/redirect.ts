import type { AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import type { AbandonedCheckoutsContext } from './context.js';
import type { AbandonedCheckoutsService } from './service.js';

/** A mail's link is opened without credentials: at most this many per address and minute. */
const LINK_LIMIT = { limit: 30, windowSeconds: 60 };

function withParam(url: string, name: string, value: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set(name, value);
    return parsed.toString();
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
  }
}

interface ReopenRequest {
  auth: AuthContext;
  abandonedCheckoutId: string;
  metasiteId: string;
  /** The caller's network address, which the link's rate limit counts by. */
  address: string;
}

/**
 * Where a recovery mail's link goes: the site's own checkout page for the checkout (its
 * `overrideCheckoutUrl`); for a member's checkout, the shop, where they sign in; otherwise Atrium's hosted
 * checkout, opened afresh for whichever browser follows the link.
 * The abandoned checkout's id, unguessable and sent only to the buyer's address (and shown to the site), is
 * what the link holds; the hosted checkout then gives the checkout to the first browser that opens it.
 */
export function createReopen(ctx: AbandonedCheckoutsContext, service: AbandonedCheckoutsService) {
  return async function reopen({ auth, abandonedCheckoutId, metasiteId, address }: ReopenRequest) {
    // A caller of one site learns nothing of another's abandoned checkouts, whichever site the link names.
    if (auth.kind !== 'anonymous' && auth.siteId !== metasiteId)
      throw appError('ABANDONED_CHECKOUT_NOT_FOUND', { abandonedCheckoutId });
    if (auth.kind === 'anonymous')
      await ctx.limiter.consume([`abandoned-checkout-link:${address}`], LINK_LIMIT);
    const row = await service.find(metasiteId, abandonedCheckoutId);
    if (row.status === 'RECOVERED') throw appError('ABANDONED_CHECKOUT_RECOVERED', { abandonedCheckoutId });
    const checkout = await ctx.checkouts.find(ctx.db, { siteId: metasiteId, id: row.checkoutId });
    if (!checkout || checkout.completed)
      throw appError('CHECKOUT_NOT_REOPENABLE', { abandonedCheckoutId, checkoutId: row.checkoutId });
    const own = checkout.info.overrideCheckoutUrl;
    if (own) return withParam(own, 'checkoutId', checkout.id);
    // A member's checkout is never handed to whoever holds the link: the hosted page would give that browser a
    // token acting as the member (their orders, addresses, subscriptions), and a forwarded mail would sign its
    // reader in. They go to the shop instead, where signing in brings their cart and checkout back.
    if (checkout.ownerKind === 'member') {
      const [shop] = await ctx.sites.siteOrigins(metasiteId);
      if (!shop) throw appError('CHECKOUT_NOT_REOPENABLE', { abandonedCheckoutId, checkoutId: checkout.id });
      return `${shop}/`;
    }
    return (await ctx.hostedCheckout.siteCheckoutUrl(metasiteId, checkout.id)).checkoutUrl;
  };
}

export type Reopen = ReturnType<typeof createReopen>;
