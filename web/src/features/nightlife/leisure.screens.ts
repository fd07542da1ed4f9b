// The leisure kind's pages, partner dashboard and home-page symbol (app/kind-screens.ts lists them).
import { Music } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const leisureScreens: KindScreens = {
  list: () => import('./LeisureListPage').then((page) => page.LeisureListPage),
  booking: () => import('./LeisureBookingPage').then((page) => page.LeisureBookingPage),
  dashboard: () => import('../partner-leisure/LeisureDashboard').then((page) => page.LeisureDashboard),
  icon: Music,
};
