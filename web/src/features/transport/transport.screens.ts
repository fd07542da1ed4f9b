// The transport kind's pages and home-page symbol (app/kind-screens.ts lists them); its dashboard is in transport.dashboard.ts.
import { Car } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const transportScreens: KindScreens = {
  list: () => import('./RideListPage').then((page) => page.RideListPage),
  booking: () => import('./RideBookingPage').then((page) => page.RideBookingPage),
  icon: Car,
};
