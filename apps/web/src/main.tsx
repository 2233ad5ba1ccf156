import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// Two areas, each its own chunk: a visitor on a hosted page downloads none of the dashboard, and an owner
// none of the hosted pages.
const Dashboard = lazy(() => import('./dashboard/dashboard-app'));
const Hosted = lazy(() => import('./hosted/hosted-app'));

const Area = window.location.pathname.startsWith('/dashboard') ? Dashboard : Hosted;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Area />
    </Suspense>
  </StrictMode>,
);
