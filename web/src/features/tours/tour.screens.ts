// The tour kind's pages and home-page symbol (app/kind-screens.ts lists them); its dashboard is in tour.dashboard.ts.
import { Compass } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const tourScreens: KindScreens = {
  list: () => import('./TourListPage').then((page) => page.TourListPage),
  booking: () => import('./TourDetailsPage').then((page) => page.TourDetailsPage),
  icon: Compass,
};
