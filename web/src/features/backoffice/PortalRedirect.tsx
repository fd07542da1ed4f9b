// The root route's decision once a portal is in play (see RootRoute): waits for the session, then redirects.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSelectedCountry } from '../../app/country';
import { PageFallback } from '../layout/PageFallback';
import { useCheckedSession } from '../session/useCheckedSession';
import type { Portal } from './portal-host';
import { rootRedirect } from './portal';

export function PortalRedirect({ subdomain, remembered, home }: { subdomain: Portal | null; remembered: Portal | null; home: ReactNode }) {
  const [country] = useSelectedCountry();
  const { user, checking } = useCheckedSession();
  if (checking) return <PageFallback />;
  const redirect = rootRedirect(subdomain, remembered, user?.role, country);
  return redirect ? <Navigate to={redirect} replace /> : home;
}
