import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// The storefront's few pages need no router library: the path is read from the location, and links change
// it with the History API. The preview server answers every path with the app.

const NAVIGATED = 'storefront:navigated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

/** The page of a category, by its slug. */
export const categoryPath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;

/** The page of a product, by its slug. */
export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;
export const CART_PATH = '/cart';
export const THANK_YOU_PATH = '/thank-you';
export const ORDERS_PATH = '/account/orders';
export const SUBSCRIPTIONS_PATH = '/account/subscriptions';
/** The page of one of the shopper's orders. */
export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** The order id of an order page's path, or null for any other page. */
export function orderIdOf(path: string): string | null {
  const match = /^\/account\/orders\/([^/]+)\/?$/.exec(path);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The slug of a product page's path, or null for any other page. */
export function productSlugOf(path: string): string | null {
  const match = /^\/products\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The slug of a category page's path, or null for any other page. */
export function slugOf(path: string): string | null {
  const match = /^\/categories\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** A link that changes the page without reloading it; a modified click (new tab) is the browser's. */
export function Link({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
