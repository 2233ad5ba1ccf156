import { checkoutCalls, hostedCalls } from '@atrium/contract';
import { sha256, randomSecret } from '../../core/crypto/secrets.js';
import { definePage, defineRoute } from '../../core/wire/route.js';
import type { Redirects } from '../redirects/index.js';
import type { HostedCheckoutService } from './service.js';

/** The browser's mark, set on the first checkout link it opens: only it may use the links it opened. */
const BROWSER_COOKIE = 'atrium_checkout_browser';

interface Options {
  publicUrl: string;
  secureCookies: boolean;
  assertHostedPage: Redirects['assertHostedPage'];
}

/** getCheckoutUrl, getWixCheckoutUrl, markCheckoutAsCompletedAndRedirectToUrl, and the hosted page's token. */
export function hostedCheckoutRoutes(hosted: HostedCheckoutService, options: Options) {
  const origin = new URL(options.publicUrl).origin;
  return [
    defineRoute(checkoutCalls.getCheckoutUrl, {
      access: 'site',
      summary: 'Where the checkout is paid: the page the caller set for it, or the hosted checkout',
      handler: (input, call) =>
        hosted.checkoutUrl(call.siteId, call.auth, { checkoutId: input.id, hosted: false }),
    }),
    defineRoute(checkoutCalls.getWixCheckoutUrl, {
      access: 'site',
      summary: 'The hosted checkout of a checkout, whatever page the caller set for it',
      handler: (input, call) =>
        hosted.checkoutUrl(call.siteId, call.auth, { checkoutId: input.id, hosted: true }),
    }),
    definePage(checkoutCalls.markCheckoutAsCompletedAndRedirectToUrl, {
      access: 'none',
      summary:
        'Close a paid checkout and go back to the site: a 302 for a browser, its description otherwise',
      async handler(input, call) {
        const url = await hosted.complete(input.token);
        if (call.request.headers.accept?.includes('text/html')) return call.reply.redirect(url, 302);
        return call.reply.send({ body: '', statusCode: 302, headers: [{ key: 'Location', value: url }] });
      },
    }),
    defineRoute(hostedCalls.createCheckoutPageToken, {
      access: 'none',
      summary:
        'A short token for the hosted checkout page, as the checkout’s buyer, in the browser it opened in',
      async handler({ sessionId }, call) {
        options.assertHostedPage(call, origin, 'Only the hosted checkout page may ask for this token');
        let browser = call.request.cookies[BROWSER_COOKIE];
        if (!browser) {
          browser = randomSecret();
          call.reply.setCookie(BROWSER_COOKIE, browser, {
            path: '/atrium/v1/hosted/',
            httpOnly: true,
            secure: options.secureCookies,
            sameSite: 'strict',
            maxAge: 30 * 86_400,
          });
        }
        return hosted.pageToken(sessionId, sha256(browser));
      },
    }),
  ];
}
