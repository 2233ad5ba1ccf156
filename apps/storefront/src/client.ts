import {
  backInStockNotifications,
  categories,
  createClient,
  currentCart,
  createCookieTokenStore,
  oauth,
  OAuthStrategy,
  orders,
  products,
  recommendations,
  redirects,
  sites,
  subscriptionContracts,
} from '@atrium/sdk';

export interface RuntimeConfig {
  atriumUrl: string;
  clientId: string;
}

/** The storefront's Atrium client: a visitor session for the configured OAuth client. */
export function createStoreClient(config: RuntimeConfig) {
  // Visitor tokens survive reloads in a first-party cookie, as the specification's cookie helper keeps them.
  const auth = OAuthStrategy({
    clientId: config.clientId,
    tokenStorage: createCookieTokenStore({ sameSite: 'lax' }),
  });
  return {
    auth,
    client: createClient({
      modules: {
        sites,
        oauth,
        redirects,
        categories,
        products,
        currentCart,
        orders,
        backInStockNotifications,
        recommendations,
        subscriptionContracts,
      },
      auth,
      host: config.atriumUrl,
    }),
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>['client'];

/** The store's category tree, the one the dashboard starts by default. */
export const STORE_TREE = { appNamespace: '@atrium/stores' };

/** The catalogue of Atrium's built-in store: cart lines name its products under this app id. */
export const STORE_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
