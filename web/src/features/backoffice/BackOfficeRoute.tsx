// A dashboard route (/{portal}-dashboard/*): the route guard, then the portal's own module, loaded lazily.
// Each dashboard declares its screens in its own file, so the traveller's app names only this one chunk.
import { type ComponentType, lazy } from 'react';
import type { Portal } from './portal-host';
import { RequirePortal } from './RequirePortal';

const dashboard = <Module,>(load: () => Promise<Module>, name: keyof Module) => lazy(async () => ({ default: (await load())[name] as ComponentType }));

const dashboards: Record<Portal, ComponentType> = {
  admin: dashboard(() => import('../admin/AdminDashboard'), 'AdminDashboard'),
  hotel: dashboard(() => import('../partner-hotel/HotelDashboard'), 'HotelDashboard'),
  restaurant: dashboard(() => import('../partner-restaurant/RestaurantDashboard'), 'RestaurantDashboard'),
  tour: dashboard(() => import('../partner-tour/TourDashboard'), 'TourDashboard'),
  transport: dashboard(() => import('../partner-transport/TransportDashboard'), 'TransportDashboard'),
  leisure: dashboard(() => import('../partner-leisure/LeisureDashboard'), 'LeisureDashboard'),
};

export function BackOfficeRoute({ portal }: { portal: Portal }) {
  const Dashboard = dashboards[portal];
  return (
    <RequirePortal portal={portal}>
      <Dashboard />
    </RequirePortal>
  );
}
