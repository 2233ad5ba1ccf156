import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CURRENT = '/ecom/v1/carts/current';
let now = Date.parse('2026-11-24T10:00:00Z');
let atrium: TestAtrium;

beforeAll(async () => {
  atrium = await createTestApp({ clock: () => now });
});
afterAll(async () => atrium?.close());

describe('carts and identities', () => {
  it('gives the visitor’s cart to the member they register as, through the sign-in call itself', async () => {
    const catalog = productsApi(atrium);
    const product = await catalog.create(mug({ name: 'Followed' }));
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const lineItems = [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: product.id } }];
    const cart = (await visitor.ok(await visitor.send('POST', `${CURRENT}/add-to-cart`, { lineItems }))).cart;
    const registered = await visitor.ok(
      await visitor.send('POST', '/_api/iam/authentication/v2/register', {
        loginId: { email: 'shopper@example.com' },
        password: 'a fine password',
      }),
    );
    expect(registered.state).toBe('SUCCESS');
    expect(applicationCode(await visitor.send('GET', CURRENT))).toBe('OWNED_CART_NOT_FOUND');
    const member = {
      kind: 'member',
      siteId: atrium.site.siteId,
      clientId: '',
      memberId: registered.identity.id,
    } as const;
    const theirs = await atrium.modules.carts.service.get({
      auth: member,
      siteId: atrium.site.siteId,
      current: true,
    });
    expect(theirs.cart.id).toBe(cart.id);
    expect(theirs.cart.lineItems[0]!.quantity).toBe(2);
  });

  it('gives the visitor’s cart to the member who signs in on the hosted page, when the code is redeemed', async () => {
    const catalog = productsApi(atrium);
    const product = await catalog.create(mug({ name: 'Hosted' }));
    const token = await visitorToken(atrium, atrium.site.clientId);
    const visitor = productsApi(atrium, token);
    const lineItems = [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: product.id } }];
    const cart = (await visitor.ok(await visitor.send('POST', `${CURRENT}/add-to-cart`, { lineItems }))).cart;
    // The member signs in elsewhere (the hosted page's own calls): only the code ties them to this visitor.
    const elsewhere = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const signedIn = await elsewhere.ok(
      await elsewhere.send('POST', '/_api/iam/authentication/v2/register', {
        loginId: { email: 'hosted@example.com' },
        password: 'a fine password',
      }),
    );
    const verifier = randomBytes(32).toString('base64url');
    const authRequest = {
      clientId: atrium.site.clientId,
      responseType: 'code',
      redirectUri: 'http://shop.test/callback',
      state: 's',
      responseMode: 'query',
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
      codeChallengeMethod: 'S256',
    };
    const session = await visitor.ok(
      await visitor.send('POST', '/_api/redirects-api/v1/redirect-session', { auth: { authRequest } }),
    );
    const url = new URL(session.redirectSession.fullUrl);
    const page = await atrium.app.inject({
      url: `${url.pathname}${url.search}&sessionToken=${signedIn.sessionToken}`,
    });
    const code = new URL(page.headers.location as string).searchParams.get('code');
    expect(applicationCode(await visitor.send('GET', CURRENT))).toBeUndefined();
    const redeemed = await atrium.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        grantType: 'authorization_code',
        clientId: atrium.site.clientId,
        code,
        codeVerifier: verifier,
      },
    });
    expect(redeemed.statusCode).toBe(200);
    const member = productsApi(atrium, redeemed.json().access_token);
    expect((await member.ok(await member.send('GET', CURRENT))).cart.id).toBe(cart.id);
    expect(applicationCode(await visitor.send('GET', CURRENT))).toBe('OWNED_CART_NOT_FOUND');
  });

  it("deletes visitors' carts untouched for 60 days, and no one else's", async () => {
    const catalog = productsApi(atrium);
    const product = await catalog.create(mug({ name: 'Forgotten' }));
    const lineItems = [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: product.id } }];
    const old = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const forgotten = (await old.ok(await old.send('POST', `${CURRENT}/add-to-cart`, { lineItems }))).cart;
    const kept = await catalog.ok(await catalog.send('POST', '/ecom/v1/carts', { lineItems }));
    now += 59 * 24 * 3600_000;
    const recent = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const touched = (await recent.ok(await recent.send('POST', `${CURRENT}/add-to-cart`, { lineItems })))
      .cart;
    expect(await atrium.modules.carts.deleteStale()).toBe(0);
    now += 2 * 24 * 3600_000;
    expect(await atrium.modules.carts.deleteStale()).toBeGreaterThanOrEqual(1);
    // Read as the site (the visitors' tokens have long expired by now).
    const status = async (id: string) => (await catalog.send('GET', `/ecom/v1/carts/${id}`)).statusCode;
    expect(await status(forgotten.id)).toBe(404);
    expect(await status(touched.id)).toBe(200);
    expect(await status(kept.cart.id)).toBe(200);
  });
});
