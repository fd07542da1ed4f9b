// What each kind shows, beside its facts in app/kinds.ts: its pages, its partner dashboard and its home-page symbol,
// declared in the kind's own folder (features/{kind}/{kind}.screens.ts). The router, the back office and the home
// page read them here. Pages are loaders, so each stays its own chunk, downloaded when first visited.
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { hotelScreens } from '../features/hotels/hotel.screens';
import { leisureScreens } from '../features/nightlife/leisure.screens';
import { restaurantScreens } from '../features/restaurants/restaurant.screens';
import { tourScreens } from '../features/tours/tour.screens';
import { transportScreens } from '../features/transport/transport.screens';
import type { BookingType } from '../gql/graphql';

/** A page component, loaded on demand. */
export type ScreenLoader = () => Promise<ComponentType>;

export interface KindScreens {
  /** The page at the kind's `listPath`. */
  list: ScreenLoader;
  /** The page at its `bookingPath`. */
  booking: ScreenLoader;
  /** Its partner portal, behind `/{portal}-dashboard/*`. */
  dashboard: ScreenLoader;
  /** Its symbol among the home page's kinds. */
  icon: LucideIcon;
}

export const kindScreens: Record<BookingType, KindScreens> = {
  TOUR: tourScreens,
  RESTAURANT: restaurantScreens,
  HOTEL: hotelScreens,
  TRANSPORT: transportScreens,
  LEISURE: leisureScreens,
};
