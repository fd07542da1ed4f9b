// The restaurant kind's pages and home-page symbol (app/kind-screens.ts lists them); its dashboard is in restaurant.dashboard.ts.
import { UtensilsCrossed } from 'lucide-react';
import type { KindScreens } from '../../app/kinds';

export const restaurantScreens: KindScreens = {
  list: () => import('./RestaurantListPage').then((page) => page.RestaurantListPage),
  booking: () => import('./RestaurantReservationPage').then((page) => page.RestaurantReservationPage),
  icon: UtensilsCrossed,
};
