// The restaurant kind's pages, partner dashboard and home-page symbol (app/kind-screens.ts lists them).
import { UtensilsCrossed } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const restaurantScreens: KindScreens = {
  list: () => import('./RestaurantListPage').then((page) => page.RestaurantListPage),
  booking: () => import('./RestaurantReservationPage').then((page) => page.RestaurantReservationPage),
  dashboard: () => import('../partner-restaurant/RestaurantDashboard').then((page) => page.RestaurantDashboard),
  icon: UtensilsCrossed,
};
