import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { loginPathFor } from '@/lib/auth/return-to';
import { useSession } from '@/lib/auth/session-context';

/** Renders its child routes only for a signed-in user: a loading state until the session is known, else /login. */
export function SessionGate() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <PageLoading />;
  if (session.status === 'unauthenticated') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
