import { oauthQueries, sitesQueries, useAtriumClient, useAuthState } from '@atrium/react';
import type { OAuthStrategy } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { CategoryNav } from './categories/category-nav';
import { CategoryPage } from './categories/category-page';
import type { StoreClient } from './client';
import { openAccount, signIn, signOut } from './member-session';
import {
  CART_PATH,
  Link,
  orderIdOf,
  ORDERS_PATH,
  SUBSCRIPTIONS_PATH,
  productSlugOf,
  slugOf,
  THANK_YOU_PATH,
  usePath,
} from './routing';
import { CartBadge } from './shop/cart-badge';
import { CartPage } from './shop/cart-page';
import { OrderPage } from './shop/order-page';
import { OrdersPage } from './shop/orders-page';
import { SubscriptionsPage } from './shop/subscriptions-page';
import { ThankYouPage } from './shop/thank-you-page';
import { ProductPage } from './shop/product-page';
import { ShopHome } from './shop/shop-home';
import { NotFoundPage } from './not-found';

const ROLE_LABEL = { none: 'No session', visitor: 'Visitor session', member: 'Signed in' } as const;

function MemberControls({ auth }: { auth: OAuthStrategy }) {
  const client = useAtriumClient<StoreClient>();
  const session = useAuthState(auth);
  const member = useQuery({
    ...oauthQueries.userInfo(client, session.tokens.refreshToken.value),
    enabled: session.loggedIn,
  });
  if (!session.loggedIn)
    return (
      <button type="button" onClick={() => void signIn(auth)}>
        Sign in
      </button>
    );
  return (
    <>
      <span data-testid="member-name">{member.data ? member.data.name || member.data.email : '…'}</span>
      <Link href={ORDERS_PATH}>Your orders</Link>
      <Link href={SUBSCRIPTIONS_PATH}>Subscriptions</Link>
      <button type="button" onClick={() => void openAccount(client)}>
        Account security
      </button>
      <button type="button" onClick={() => void signOut(auth)}>
        Sign out
      </button>
    </>
  );
}

/** The home page's paths: the root, and /callback while a sign-in is being completed there. */
const HOME_PATHS = new Set(['/', '/callback']);

/** `host`: Atrium's address, where the site's images are served. */
export function App({ auth, host }: { auth: OAuthStrategy; host: string }) {
  const client = useAtriumClient<StoreClient>();
  const site = useQuery(sitesQueries.site(client));
  const session = useAuthState(auth);
  const expires = session.tokens.accessToken.expiresAt;
  const path = usePath();
  const slug = slugOf(path);
  const productSlug = productSlugOf(path);
  const orderId = orderIdOf(path);

  return (
    <>
      <header className="bar">
        <Link href="/" className="brand" data-testid="site-name">
          {site.isPending ? 'Loading…' : site.isError ? 'Atrium storefront' : site.data.name}
        </Link>
        <span className="session">
          <span data-testid="session-state" data-role={session.role}>
            {session.renewing ? 'Starting a session…' : ROLE_LABEL[session.role]}
          </span>
          <CartBadge />
          <MemberControls auth={auth} />
        </span>
      </header>
      <CategoryNav />
      <main className="content">
        {slug !== null ? (
          <CategoryPage key={slug} slug={slug} host={host} />
        ) : productSlug !== null ? (
          <ProductPage key={productSlug} slug={productSlug} host={host} />
        ) : path === CART_PATH ? (
          <CartPage host={host} />
        ) : path === THANK_YOU_PATH ? (
          <ThankYouPage />
        ) : path === ORDERS_PATH ? (
          <OrdersPage />
        ) : path === SUBSCRIPTIONS_PATH ? (
          <SubscriptionsPage />
        ) : orderId !== null ? (
          <OrderPage key={orderId} id={orderId} />
        ) : !HOME_PATHS.has(path) ? (
          <NotFoundPage />
        ) : site.isError ? (
          <p role="alert" className="error">
            The store cannot reach Atrium right now: {site.error.message}
          </p>
        ) : (
          <>
            <h1>Welcome{site.data ? ` to ${site.data.name}` : ''}</h1>
            <p>
              This demo storefront is a headless site on its own origin. It talks to Atrium only through the
              public SDK: as a visitor with an anonymous session, or as a member after signing in on the
              hosted page.
            </p>
            {session.role !== 'none' && expires > 0 && (
              <p className="muted">
                Session token valid until {new Date(expires * 1000).toLocaleTimeString()}.
              </p>
            )}
            <ShopHome host={host} />
          </>
        )}
      </main>
    </>
  );
}

export function ConfigError({ error }: { error: unknown }) {
  return (
    <main className="content">
      <h1>The storefront is not configured</h1>
      <p role="alert" className="error">
        {error instanceof Error ? error.message : 'Its configuration could not be read.'}
      </p>
    </main>
  );
}
