// The hotel kind's pages, partner dashboard and home-page symbol (app/kind-screens.ts lists them).
import { BedDouble } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const hotelScreens: KindScreens = {
  list: () => import('./HotelListPage').then((page) => page.HotelListPage),
  booking: () => import('./HotelBookingPage').then((page) => page.HotelBookingPage),
  dashboard: () => import('../partner-hotel/HotelDashboard').then((page) => page.HotelDashboard),
  icon: BedDouble,
};
