import {
  ApiKeyStrategy,
  checkout,
  createClient,
  currentCart,
  OAuthStrategy,
  orders,
  type BoundModule,
} from '../src/index.js';
import { memberToken } from '../../../apps/server/src/test/app.js';
import type { ListeningAtrium } from './server.js';

/** The app id of Atrium's built-in store: cart lines name its products under it. */
export const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** The test site as its admin API key, with these modules. */
export function siteClient<M extends Record<string, object>>(atrium: ListeningAtrium, modules: M) {
  return createClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });
}

/** A new visitor of the test site's OAuth client, with these modules. */
export function visitorClient<M extends Record<string, object>>(atrium: ListeningAtrium, modules: M) {
  return createClient({
    modules,
    auth: OAuthStrategy({ clientId: atrium.site.clientId }),
    host: atrium.host,
  });
}

/** A new member of the test site (registered with this email), signed in as the hosted page leaves them. */
export async function memberClient<M extends Record<string, object>>(
  atrium: ListeningAtrium,
  email: string,
  modules: M,
) {
  const token = await memberToken(atrium, email);
  return createClient({
    modules,
    auth: OAuthStrategy({
      clientId: atrium.site.clientId,
      tokens: {
        accessToken: { value: token, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: '', role: 'member' },
      },
    }),
    host: atrium.host,
  });
}

interface Shopper {
  currentCart: BoundModule<typeof currentCart>;
  checkout: BoundModule<typeof checkout>;
}

/** The shopper's cart of `quantity` of the product, made a checkout (with this email, if given). */
export async function checkoutOf(
  me: Shopper,
  productId: string,
  { quantity = 1, email }: { quantity?: number; email?: string } = {},
) {
  await me.currentCart.addToCurrentCart({
    lineItems: [{ quantity, catalogReference: { appId: APP_ID, catalogItemId: productId } }],
  });
  const { checkoutId } = await me.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
    ...(email ? { email } : {}),
  });
  return checkoutId!;
}

/** An order the shopper placed for one of the product (paid offline). */
export async function orderOf(me: Shopper, productId: string, email: string) {
  const { orderId } = await me.checkout.createOrder(await checkoutOf(me, productId, { email }));
  return orderId!;
}

/** An order a new visitor placed for one of the product (paid offline), and the visitor's client. */
export async function visitorOrder(atrium: ListeningAtrium, productId: string, email: string) {
  const me = visitorClient(atrium, { currentCart, checkout, orders });
  return { me, orderId: await orderOf(me, productId, email) };
}
