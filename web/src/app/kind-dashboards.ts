// Each kind's partner dashboard, declared in the kind's own folder (features/{kind}/{kind}.dashboard.ts) beside its
// pages (app/kind-screens.ts). Only the back office's route reads them (features/backoffice/BackOfficeRoute.tsx): apart
// from the pages, the traveller's first chunk has no dashboard's loader, nor the names of the chunks each one loads.
import { hotelDashboard } from '../features/hotels/hotel.dashboard';
import { leisureDashboard } from '../features/nightlife/leisure.dashboard';
import { restaurantDashboard } from '../features/restaurants/restaurant.dashboard';
import { tourDashboard } from '../features/tours/tour.dashboard';
import { transportDashboard } from '../features/transport/transport.dashboard';
import type { BookingType } from '../gql/graphql';
import type { ScreenLoader } from './kinds';

export const kindDashboards: Record<BookingType, ScreenLoader> = {
  TOUR: tourDashboard,
  RESTAURANT: restaurantDashboard,
  HOTEL: hotelDashboard,
  TRANSPORT: transportDashboard,
  LEISURE: leisureDashboard,
};
