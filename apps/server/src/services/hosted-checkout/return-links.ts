import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../core/clock.js';
import { appError } from '../../core/wire/errors.js';

const TYP = 'atrium-checkout-return+jwt';
const ALG = 'HS256';

/** Where a paid checkout's buyer goes back to: checked against the site's client when the link was made. */
export interface ReturnLink {
  siteId: string;
  checkoutId: string;
  url: string;
  /** The site's thank-you page, which is told the order's id. */
  thankYou: boolean;
}

/**
 * The signed token of markCheckoutAsCompletedAndRedirectToUrl: an HMAC JWT (RFC 7519) with a server secret, so
 * that the redirect goes only where the server itself sent it, never where a caller writes (no open redirect).
 */
export function createReturnLinks(key: Buffer, issuer: string, clock: Clock) {
  return {
    async sign(link: ReturnLink, lifetimeSeconds: number): Promise<string> {
      const now = Math.floor(clock() / 1000);
      return new SignJWT({ sid: link.siteId, chk: link.checkoutId, url: link.url, ty: link.thankYou })
        .setProtectedHeader({ alg: ALG, typ: TYP })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetimeSeconds)
        .sign(key);
    },

    async verify(token: string): Promise<ReturnLink> {
      const payload = await jwtVerify(token, key, {
        issuer,
        algorithms: [ALG],
        typ: TYP,
        currentDate: new Date(clock()),
      }).then(
        (verified) => verified.payload,
        () => undefined,
      );
      const { sid, chk, url, ty } = (payload ?? {}) as Record<string, unknown>;
      if (typeof sid !== 'string' || typeof chk !== 'string' || typeof url !== 'string')
        throw appError('CHECKOUT_LINK_INVALID');
      return { siteId: sid, checkoutId: chk, url, thankYou: ty === true };
    },
  };
}
