import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  createClient,
  currentCart,
  hosted,
  isApplicationError,
  products,
  redirects,
  SessionCookieStrategy,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { checkoutOf, siteClient, visitorClient } from './shopper.js';

let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium({ publicAtHost: true, origins: ['http://shop.test'] });
});
afterAll(async () => atrium?.close());

/** A hosted page's client: same origin, no credentials of its own. */
const page = () =>
  createClient({
    modules: { hosted },
    auth: SessionCookieStrategy(),
    host: atrium.host,
    headers: { origin: atrium.host },
  });

const codeOf = (error: unknown) => (isApplicationError(error) ? error.code : error);

describe('the hosted module against the real server', () => {
  it('reads the redirect session and asks for the checkout page’s token', async () => {
    const site = siteClient(atrium, { products });
    const ebook = await site.products.createProduct({
      name: 'Hosted ebook',
      productType: 'DIGITAL',
      priceData: { price: '9' },
    });
    const me = visitorClient(atrium, { currentCart, checkout, redirects });
    const checkoutId = await checkoutOf(me, ebook._id!);
    const { redirectSession } = await me.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'http://shop.test/' },
    });

    const session = await page().hosted.getRedirectSession(redirectSession._id);
    expect(session).toMatchObject({
      intent: 'ecomCheckout',
      siteId: atrium.site.siteId,
      siteName: 'Test site',
      clientId: atrium.site.clientId,
      returnUrl: 'http://shop.test/',
    });
    const token = await page().hosted.createCheckoutPageToken(redirectSession._id);
    expect(token).toMatchObject({ checkoutId, role: 'visitor' });
    expect(token.accessToken).toEqual(expect.any(String));
    expect(token.expiresIn).toBeGreaterThan(0);

    // The account token is only for a members' account session.
    const refused = await page()
      .hosted.createAccountToken(redirectSession._id)
      .catch((e) => e);
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('answers the contract’s errors for unknown sessions and links', async () => {
    const unknown = '0b0d6f1c-8a39-4d4c-9d55-5e3f8f1d2a10';
    expect(
      codeOf(
        await page()
          .hosted.getRedirectSession(unknown)
          .catch((e) => e),
      ),
    ).toBe('REDIRECT_SESSION_NOT_FOUND');
    expect(
      codeOf(
        await page()
          .hosted.lookUpRecoveryLink('not-a-link')
          .catch((e) => e),
      ),
    ).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('asks for a members’ account token without a member cookie: NOT_SIGNED_IN', async () => {
    const me = visitorClient(atrium, { redirects });
    const { redirectSession } = await me.redirects.createRedirectSession({ membersAccount: {} });
    const error = await page()
      .hosted.createAccountToken(redirectSession._id)
      .catch((e) => e);
    expect(codeOf(error)).toBe('NOT_SIGNED_IN');
    expect(error.status).toBe(401);
  });
});
