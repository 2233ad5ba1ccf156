import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session';
import { ErrorNotice, Loading } from './states';

/** Pages for signed-in owners: others go to sign-in, and come back where they were going. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading label="Checking your session…" />;
  if (session.isError) return <ErrorNotice error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  return <Outlet />;
}
