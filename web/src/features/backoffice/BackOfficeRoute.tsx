// A dashboard route (/{portal}-dashboard/*): the route guard, then the portal's own module, loaded lazily.
// Each dashboard declares its screens in its own file, so the traveller's app names only this one chunk.
import { type ComponentType, lazy } from 'react';
import { kindScreens } from '../../app/kind-screens';
import { byKind, kindOfPortal } from '../../app/kinds';
import type { Portal } from './portal-host';
import { RequirePortal } from './RequirePortal';

const dashboard = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const AdminDashboard = dashboard(() => import('../admin/AdminDashboard').then((module) => module.AdminDashboard));
/** Each kind's dashboard (app/kind-screens.ts), opened at its portal. */
const kindDashboards = byKind((type) => dashboard(kindScreens[type].dashboard));

export function BackOfficeRoute({ portal }: { portal: Portal }) {
  const kind = kindOfPortal(portal);
  const Dashboard = kind ? kindDashboards[kind] : AdminDashboard;
  return (
    <RequirePortal portal={portal}>
      <Dashboard />
    </RequirePortal>
  );
}
