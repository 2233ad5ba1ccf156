// What bench/cart works on, made through the public API of the running server as a shop and its visitors
// would: eleven products without tracked stock (so that an add never stops at the stock), a visitor whose cart
// holds ten of them (one line each), and a visitor whose cart holds one line of the eleventh, which the add
// measurement grows. The contention rounds make fresh visitors of their own (visitor()).
import { ECOM_CATALOG_APP_ID } from '@atrium/contract';

export const READ_LINES = 10;

/** The parts of a cart's answer the bench looks at. */
export interface Cart {
  id: string;
  buyerInfo: { visitorId?: string };
  lineItems: Array<{ id: string; quantity: number }>;
}

/** A visitor: the Authorization header of their token, and their id once their cart tells it. */
export interface Shopper {
  authorization: string;
  visitorId: string;
}

export interface Fixture {
  siteId: string;
  clientId: string;
  reader: Shopper;
  adder: Shopper;
  /** The product the add measurement and the contention rounds add. */
  addedId: string;
}

/** Who calls: the server's URL and the caller's authorization header ('' for none). */
export interface Caller {
  url: string;
  authorization: string;
}

export async function call<T = Record<string, unknown>>(
  { url, authorization }: Caller,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

export const CURRENT = '/ecom/v1/carts/current';
export const ADD = `${CURRENT}/add-to-cart`;

/** The add-to-cart body: one more of a product. */
export const addBody = (productId: string) => ({
  lineItems: [{ quantity: 1, catalogReference: { appId: ECOM_CATALOG_APP_ID, catalogItemId: productId } }],
});

/** A new anonymous visitor's Authorization header. */
export async function visitor(url: string, clientId: string): Promise<string> {
  const grant = await call<{ access_token: string }>({ url, authorization: '' }, '/oauth2/token', {
    grantType: 'anonymous',
    clientId,
  });
  return `Bearer ${grant.access_token}`;
}

/** A new visitor whose current cart holds one line of each product, added in order. */
export async function shopperWith(url: string, clientId: string, productIds: string[]): Promise<Shopper> {
  const authorization = await visitor(url, clientId);
  let cart: Cart | undefined;
  for (const id of productIds)
    cart = (await call<{ cart: Cart }>({ url, authorization }, ADD, addBody(id))).cart;
  if (!cart?.buyerInfo.visitorId) throw new Error('the cart answer names no visitor');
  return { authorization, visitorId: cart.buyerInfo.visitorId };
}

export async function createFixture(
  url: string,
  site: { siteId: string; clientId: string; apiKey: string },
): Promise<Fixture> {
  const productIds: string[] = [];
  for (let i = 1; i <= READ_LINES + 1; i++) {
    const { product } = await call<{ product: { id: string } }>(
      { url, authorization: site.apiKey },
      '/atrium/v1/products',
      {
        product: { name: `Mug ${i}`, priceData: { price: '12.50' }, stock: { trackInventory: false } },
      },
    );
    productIds.push(product.id);
  }
  const addedId = productIds.pop()!;
  return {
    siteId: site.siteId,
    clientId: site.clientId,
    reader: await shopperWith(url, site.clientId, productIds),
    adder: await shopperWith(url, site.clientId, [addedId]),
    addedId,
  };
}
