import {
  categories,
  createClient,
  createCookieTokenStore,
  oauth,
  OAuthStrategy,
  redirects,
  sites,
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
    client: createClient({ modules: { sites, oauth, redirects, categories }, auth, host: config.atriumUrl }),
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>['client'];

/** The store's category tree, the one the dashboard starts by default. */
export const STORE_TREE = { appNamespace: '@atrium/stores' };
