// Pages that need a session (/profile*): signed-out visitors go to sign-in.
import { Navigate, Outlet } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { PageFallback } from '../layout/PageFallback';
import { useCheckedSession } from './useCheckedSession';

export function RequireSession() {
  const { user, checking } = useCheckedSession();
  const [country] = useSelectedCountry();
  if (user) return <Outlet />;
  if (checking) return <PageFallback />;
  return <Navigate to={withCountry('/auth/signin', country)} replace />;
}
