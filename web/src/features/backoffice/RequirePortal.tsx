// The route guard of every dashboard: no session, or an account of another role, goes to /dashboard/login.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageFallback } from '../layout/PageFallback';
import { useCheckedSession } from '../session/useCheckedSession';
import { DASHBOARD_LOGIN_PATH, portalRoles } from './portal';
import { type Portal, rememberPortal } from './portal-host';

export function RequirePortal({ portal, children }: { portal: Portal; children: ReactNode }) {
  const { user, checking } = useCheckedSession();
  const location = useLocation();
  const allowed = Boolean(user && portalRoles[portal].includes(user.role));
  useEffect(() => {
    if (allowed) rememberPortal(portal);
  }, [allowed, portal]);

  if (allowed) return children;
  if (checking) return <PageFallback />;
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`${DASHBOARD_LOGIN_PATH}?${new URLSearchParams({ next, ...(user ? { denied: portal } : {}) })}`} replace />;
}
