// A dashboard route (/{portal}-dashboard/*): the route guard, then the portal's own module, loaded lazily.
// Each dashboard declares its screens in its own file, so the traveller's app names only this one chunk.
import { type ComponentType, lazy } from 'react';
import { kindDashboards as dashboardLoaders } from '../../app/kind-dashboards';
import { byKind, kindOfPortal } from '../../app/kinds';
import type { Portal } from './portal-host';
import { RequirePortal } from './RequirePortal';

const dashboard = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const AdminDashboard = dashboard(() => import('../admin/AdminDashboard').then((module) => module.AdminDashboard));
/** Each kind's dashboard (app/kind-dashboards.ts), opened at its portal. */
const kindDashboards = byKind((type) => dashboard(dashboardLoaders[type]));

export function BackOfficeRoute({ portal }: { portal: Portal }) {
  const kind = kindOfPortal(portal);
  const Dashboard = kind ? kindDashboards[kind] : AdminDashboard;
  return (
    <RequirePortal portal={portal}>
      <Dashboard />
    </RequirePortal>
  );
}
