// The root route (spec §2): with no dashboard role, the home page; with a role but no session, the
// dashboard sign-in; with a role and a session, the role's dashboard. The role comes from the subdomain's
// portal or the back-office account last signed in on this browser (its dashboard's guard remembers it).
import { lazy, type ReactNode, Suspense } from 'react';
import { useBrowserValue } from '../../app/browser-setting';
import { PageFallback } from '../layout/PageFallback';
import { portalOfHost, rememberedPortal } from './portal-host';

/** The session check and redirect load only when a portal is in play: a traveller's home page never waits for them. */
const PortalRedirect = lazy(async () => ({ default: (await import('./PortalRedirect')).PortalRedirect }));

export function RootRoute({ home }: { home: ReactNode }) {
  // The server's first paint is the traveller's, and so is the render hydrating it: a portal's redirect happens after.
  const subdomain = useBrowserValue(() => portalOfHost(window.location.hostname), null);
  const remembered = useBrowserValue(rememberedPortal, null);
  if (!subdomain && !remembered) return home;
  return (
    <Suspense fallback={<PageFallback />}>
      <PortalRedirect subdomain={subdomain} remembered={remembered} home={home} />
    </Suspense>
  );
}
