// The hotel kind's pages and home-page symbol (app/kind-screens.ts lists them); its dashboard is in hotel.dashboard.ts.
import { BedDouble } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const hotelScreens: KindScreens = {
  list: () => import('./HotelListPage').then((page) => page.HotelListPage),
  booking: () => import('./HotelBookingPage').then((page) => page.HotelBookingPage),
  icon: BedDouble,
};
