import './hosted.css';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The pages visitors and members see on the server's origin (sign-in, authorize, checkout, account), each
 * its own chunk. They use no component library and no router: a visitor downloads only React, this frame
 * and the one page asked for. Later issues add their pages to this table.
 */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/hosted/login': lazy(() => import('./login-page')),
  '/hosted/reset-password': lazy(() => import('./reset-password-page')),
  '/hosted/account': lazy(() => import('./account-page')),
  '/hosted/checkout': lazy(() => import('./checkout-page')),
};

function NotFound() {
  return (
    <main className="hosted-card">
      <h1>Page not found</h1>
      <p>There is no page at this address. Go back to the site you came from and try again.</p>
    </main>
  );
}

export default function HostedApp() {
  const Page = PAGES[window.location.pathname] ?? NotFound;
  return (
    <div className="hosted-frame">
      <Suspense fallback={<p className="hosted-loading">Loading…</p>}>
        <Page />
      </Suspense>
    </div>
  );
}
