// The leisure kind's pages and home-page symbol (app/kind-screens.ts lists them); its dashboard is in leisure.dashboard.ts.
import { Music } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const leisureScreens: KindScreens = {
  list: () => import('./LeisureListPage').then((page) => page.LeisureListPage),
  booking: () => import('./LeisureBookingPage').then((page) => page.LeisureBookingPage),
  icon: Music,
};
