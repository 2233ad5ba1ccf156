import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { CHECKOUTS, line, orderTestApp, shopperCheckout } from '../../test/orders.js';
import { violatedFields } from '../../test/wire.js';

const SESSIONS = '/_api/redirects-api/v1/redirect-session';
const PAGE_TOKEN = '/atrium/v1/hosted/checkout-token';
const RETURN = `${CHECKOUTS}/mark-checkout-as-completed-and-redirect-to-url`;
const SAME_ORIGIN = { origin: 'http://atrium.test', 'sec-fetch-site': 'same-origin' };

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let now = Date.now();
let cupId = '';

beforeAll(async () => {
  ({ atrium, admin } = await orderTestApp({ clock: () => now }));
  cupId = (await admin.create(mug({ name: 'Hosted cup', priceData: { price: '12' } }))).id;
});
afterAll(async () => atrium?.close());

const inject = (options: InjectOptions) => atrium.app.inject(options);
const sessionFor = (authorization: string, payload: object) =>
  inject({ method: 'POST', url: SESSIONS, payload, headers: { authorization } });
/** The hosted page asks for its token, in a browser with this cookie (or none yet). */
const pageToken = (sessionId: string, cookie?: string, headers: Record<string, string> = SAME_ORIGIN) =>
  inject({
    method: 'POST',
    url: PAGE_TOKEN,
    payload: { sessionId },
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

describe('the hosted checkout', () => {
  it('opens from a redirect session, acts as the buyer in that browser, and returns to the thank-you page', async () => {
    const shopper = await shopperCheckout(atrium, [line(cupId, 2)]);
    const created = await sessionFor(shopper.authorization, {
      ecomCheckout: { checkoutId: shopper.id },
      callbacks: { postFlowUrl: 'http://shop.test/cart', thankYouPageUrl: 'http://shop.test/thanks?from=co' },
    });
    const { id, fullUrl } = created.json().redirectSession;
    expect(fullUrl).toBe(`http://atrium.test/hosted/checkout?session=${id}`);
    const described = await inject({ url: `/atrium/v1/hosted/redirect-sessions/${id}` });
    expect(described.json()).toMatchObject({ intent: 'ecomCheckout', returnUrl: 'http://shop.test/cart' });

    const first = await pageToken(id);
    expect(first.json()).toMatchObject({ checkoutId: shopper.id, role: 'visitor', expiresIn: 600 });
    const browser = cookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    // Another browser with the same link is refused; the first one may ask again.
    expect(code(await pageToken(id))).toBe('CHECKOUT_LINK_IN_USE');
    expect(code(await pageToken(id, 'atrium_checkout_browser=someone-else'))).toBe('CHECKOUT_LINK_IN_USE');
    const again = await pageToken(id, browser);
    expect(again.statusCode).toBe(200);

    // The page's token is the buyer's: it reads and pays the checkout.
    const page = productsApi(atrium, again.json().accessToken);
    const { checkout } = await page.ok(await page.send('GET', `${CHECKOUTS}/${shopper.id}`));
    expect(checkout.priceSummary.subtotal.amount).toBe('24.00');
    const paymentToken = await shopper.token();
    const { orderId } = await page.ok(
      await page.send('POST', `${CHECKOUTS}/${shopper.id}/create-order-and-charge`, { paymentToken }),
    );

    const returnUrl = new URL(again.json().returnUrl);
    expect(returnUrl.pathname).toBe(RETURN);
    const browserGoes = await inject({
      url: `${returnUrl.pathname}${returnUrl.search}`,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(browserGoes.statusCode).toBe(302);
    expect(browserGoes.headers.location).toBe(`http://shop.test/thanks?from=co&orderId=${orderId}`);
    const described302 = await inject({ url: `${returnUrl.pathname}${returnUrl.search}` });
    expect(described302.json()).toEqual({
      body: '',
      statusCode: 302,
      headers: [{ key: 'Location', value: `http://shop.test/thanks?from=co&orderId=${orderId}` }],
    });
    // The link is for a paid checkout: a new session for it is refused.
    const closed = await sessionFor(shopper.authorization, { ecomCheckout: { checkoutId: shopper.id } });
    expect(code(closed)).toBe('CHECKOUT_ALREADY_COMPLETED');
  });

  it('answers the checkout URL: the page the caller set, or the hosted one', async () => {
    const shopper = await shopperCheckout(atrium, [line(cupId)]);
    const hosted = await shopper.me.ok(
      await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}/checkout-url`),
    );
    expect(hosted.checkoutUrl).toMatch(/^http:\/\/atrium\.test\/hosted\/checkout\?session=[0-9a-f-]{36}$/);
    await shopper.me.ok(
      await shopper.me.send('PATCH', `${CHECKOUTS}/${shopper.id}`, {
        checkout: {},
        overrideCheckoutUrl: 'https://shop.test/pay?step=1',
      }),
    );
    const own = await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}/checkout-url`));
    expect(own.checkoutUrl).toBe(`https://shop.test/pay?step=1&checkoutId=${shopper.id}`);
    const ours = await shopper.me.ok(
      await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}/wix-checkout-url`),
    );
    expect(ours.checkoutUrl).toMatch(/\/hosted\/checkout\?session=/);
  });

  it('gives a checkout the site made to the visitor who opens its link', async () => {
    const made = await admin.ok(
      await admin.send('POST', CHECKOUTS, { lineItems: [line(cupId)], channelType: 'WEB' }),
    );
    const checkoutId = made.checkout.id as string;
    const { checkoutUrl } = await admin.ok(
      await admin.send('GET', `${CHECKOUTS}/${checkoutId}/checkout-url`),
    );
    const sessionId = new URL(checkoutUrl).searchParams.get('session')!;
    const token = await pageToken(sessionId);
    expect(token.json()).toMatchObject({ checkoutId, role: 'visitor', returnUrl: null });
    const page = productsApi(atrium, token.json().accessToken);
    await page.ok(await page.send('GET', `${CHECKOUTS}/${checkoutId}`));
    // The site still sees it; a second link for it acts as the same visitor.
    await admin.ok(await admin.send('GET', `${CHECKOUTS}/${checkoutId}`));
    const second = await admin.ok(await admin.send('GET', `${CHECKOUTS}/${checkoutId}/checkout-url`));
    const again = await pageToken(new URL(second.checkoutUrl).searchParams.get('session')!, cookieOf(token));
    const pageAgain = productsApi(atrium, again.json().accessToken);
    await pageAgain.ok(await pageAgain.send('GET', `${CHECKOUTS}/${checkoutId}`));
  });
});

describe('the hosted checkout refuses', () => {
  it('other buyers, other sites, return URLs the client does not allow, and bad input', async () => {
    const shopper = await shopperCheckout(atrium, [line(cupId)]);
    const stranger = await visitorToken(atrium, atrium.site.clientId);
    expect(code(await sessionFor(stranger, { ecomCheckout: { checkoutId: shopper.id } }))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    const strangerApi = productsApi(atrium, stranger);
    expect(code(await strangerApi.send('GET', `${CHECKOUTS}/${shopper.id}/checkout-url`))).toBe(
      'CHECKOUT_NOT_FOUND',
    );
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const otherVisitor = await visitorToken(atrium, other.client.id);
    expect(code(await sessionFor(otherVisitor, { ecomCheckout: { checkoutId: shopper.id } }))).toBe(
      'CHECKOUT_NOT_FOUND',
    );

    const evil = await sessionFor(shopper.authorization, {
      ecomCheckout: { checkoutId: shopper.id },
      callbacks: { thankYouPageUrl: 'https://evil.example/thanks' },
    });
    expect(violatedFields(evil)).toEqual(['callbacks.thankYouPageUrl']);
    const evilFlow = await sessionFor(shopper.authorization, {
      ecomCheckout: { checkoutId: shopper.id },
      callbacks: { postFlowUrl: 'https://evil.example/' },
    });
    expect(violatedFields(evilFlow)).toEqual(['callbacks.postFlowUrl']);
    const badId = await sessionFor(shopper.authorization, { ecomCheckout: { checkoutId: 'nope' } });
    expect(violatedFields(badId)).toEqual(['ecomCheckout.checkoutId']);
    const two = await sessionFor(shopper.authorization, {
      ecomCheckout: { checkoutId: shopper.id },
      login: {},
    });
    expect(two.statusCode).toBe(400);
    const nul = await shopper.me.send('GET', `${CHECKOUTS}/a%00b/checkout-url`);
    expect(nul.statusCode).toBe(400);
    const unknown = await shopper.me.send(
      'GET',
      `${CHECKOUTS}/00000000-0000-4000-8000-000000000000/checkout-url`,
    );
    expect(code(unknown)).toBe('CHECKOUT_NOT_FOUND');
  });

  it('a page token for another origin, another intent or no session', async () => {
    const shopper = await shopperCheckout(atrium, [line(cupId)]);
    const { id } = (
      await sessionFor(shopper.authorization, { ecomCheckout: { checkoutId: shopper.id } })
    ).json().redirectSession;
    const cross = await pageToken(id, undefined, { origin: 'http://shop.test' });
    expect(code(cross)).toBe('FORBIDDEN');
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
    expect(code(await pageToken(id, undefined, { 'sec-fetch-site': 'cross-site' }))).toBe('FORBIDDEN');
    const login = (await sessionFor(shopper.authorization, { login: {} })).json().redirectSession.id;
    expect(code(await pageToken(login))).toBe('FORBIDDEN');
    expect(code(await pageToken('00000000-0000-4000-8000-000000000000'))).toBe('REDIRECT_SESSION_NOT_FOUND');
    expect(violatedFields(await pageToken('x'))).toEqual(['sessionId']);
  });

  it('return links that are forged, tampered with, too long or expired', async () => {
    const shopper = await shopperCheckout(atrium, [line(cupId)]);
    const { id } = (
      await sessionFor(shopper.authorization, {
        ecomCheckout: { checkoutId: shopper.id },
        callbacks: { postFlowUrl: 'http://shop.test/cart' },
      })
    ).json().redirectSession;
    const { returnUrl } = (await pageToken(id)).json();
    const token = new URL(returnUrl).searchParams.get('token')!;
    const follow = (value: string) => inject({ url: `${RETURN}?token=${encodeURIComponent(value)}` });

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, url: 'https://evil.example/' })).toString(
      'base64url',
    );
    expect(code(await follow(`${header}.${forged}.${signature}`))).toBe('CHECKOUT_LINK_INVALID');
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'atrium-checkout-return+jwt' })).toString(
      'base64url',
    );
    expect(code(await follow(`${unsigned}.${payload}.`))).toBe('CHECKOUT_LINK_INVALID');
    expect(code(await follow('not a token'))).toBe('CHECKOUT_LINK_INVALID');
    expect(violatedFields(await follow('x'.repeat(4097)))).toEqual(['token']);
    expect(violatedFields(await inject({ url: RETURN }))).toEqual(['token']);
    expect((await follow('a\u0000b')).statusCode).toBe(400);

    now += 2 * 3600_000;
    try {
      expect(code(await follow(token))).toBe('CHECKOUT_LINK_INVALID');
    } finally {
      now -= 2 * 3600_000;
    }
    // Unpaid but followed in time: the checkout is closed, and the buyer goes back to the site.
    const followed = await follow(token);
    expect(followed.json().headers).toEqual([{ key: 'Location', value: 'http://shop.test/cart' }]);
    const { checkout } = await shopper.me.ok(await shopper.me.send('GET', `${CHECKOUTS}/${shopper.id}`));
    expect(checkout.completed).toBe(true);
  });
});
