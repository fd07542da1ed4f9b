// The transport kind's pages, partner dashboard and home-page symbol (app/kind-screens.ts lists them).
import { Car } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const transportScreens: KindScreens = {
  list: () => import('./RideListPage').then((page) => page.RideListPage),
  booking: () => import('./RideBookingPage').then((page) => page.RideBookingPage),
  dashboard: () => import('../partner-transport/TransportDashboard').then((page) => page.TransportDashboard),
  icon: Car,
};
