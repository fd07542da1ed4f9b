// The tour kind's pages, partner dashboard and home-page symbol (app/kind-screens.ts lists them).
import { Compass } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const tourScreens: KindScreens = {
  list: () => import('./TourListPage').then((page) => page.TourListPage),
  booking: () => import('./TourDetailsPage').then((page) => page.TourDetailsPage),
  dashboard: () => import('../partner-tour/TourDashboard').then((page) => page.TourDashboard),
  icon: Compass,
};
