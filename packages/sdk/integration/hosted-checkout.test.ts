import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedEndpoints } from '@atrium/contract/endpoints';
import { checkout, currentCart, isApplicationError, products, redirects } from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';
import { checkoutOf, siteClient, visitorClient } from './shopper.js';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium({ publicAtHost: true, origins: ['http://shop.test'] });
});
afterAll(async () => atrium?.close());

describe('the hosted checkout through the SDK', () => {
  it('answers the checkout URL, and the return link as the redirect a browser would get', async () => {
    const site = siteClient(atrium, { products });
    const ebook = await site.products.createProduct({
      name: 'SDK ebook',
      productType: 'DIGITAL',
      priceData: { price: '9' },
    });
    const me = visitorClient(atrium, { currentCart, checkout, redirects });
    const checkoutId = await checkoutOf(me, ebook._id!);
    const { checkoutUrl } = await me.checkout.getCheckoutUrl(checkoutId);
    expect(checkoutUrl).toMatch(new RegExp(`^${atrium.host}/hosted/checkout\\?session=`));
    expect((await me.checkout.getWixCheckoutUrl(checkoutId)).checkoutUrl).toMatch(/\/hosted\/checkout/);

    const { redirectSession } = await me.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'http://shop.test/' },
    });
    // The hosted page's own call, made as the page would make it (same origin).
    const page = await fetch(`${atrium.host}${hostedEndpoints.createCheckoutPageToken.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: atrium.host },
      body: JSON.stringify({ sessionId: redirectSession._id }),
    });
    const { returnUrl } = (await page.json()) as { returnUrl: string };
    const token = new URL(returnUrl).searchParams.get('token')!;
    const answer = await me.checkout.markCheckoutAsCompletedAndRedirectToUrl(token);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers).toEqual([{ key: 'Location', value: 'http://shop.test/' }]);
    expect(answer.body).toBeInstanceOf(Uint8Array);
    expect(answer.body).toHaveLength(0);

    const refused = await me.checkout.markCheckoutAsCompletedAndRedirectToUrl(`${token}x`).catch((e) => e);
    expect(isApplicationError(refused) && refused.code).toBe('CHECKOUT_LINK_INVALID');
  });
});
