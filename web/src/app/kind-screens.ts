// What each kind shows, beside its facts in app/kinds.ts: its pages and its home-page symbol, declared in the kind's
// own folder (features/{kind}/{kind}.screens.ts). The router and the home page read them here; its partner dashboard
// is in app/kind-dashboards.ts. Pages are loaders, so each stays its own chunk, downloaded when first visited.
import { hotelScreens } from '../features/hotels/hotel.screens';
import { leisureScreens } from '../features/nightlife/leisure.screens';
import { restaurantScreens } from '../features/restaurants/restaurant.screens';
import { tourScreens } from '../features/tours/tour.screens';
import { transportScreens } from '../features/transport/transport.screens';
import type { BookingType } from '../gql/graphql';
import type { KindScreens } from './kinds';

export const kindScreens: Record<BookingType, KindScreens> = {
  TOUR: tourScreens,
  RESTAURANT: restaurantScreens,
  HOTEL: hotelScreens,
  TRANSPORT: transportScreens,
  LEISURE: leisureScreens,
};
