// Spec §7 REST paths as a thin layer over the services GraphQL uses: parse, call, map to legacy shapes.
import type { ApiAdapter } from '../../server/src/index.js';
import { adminSupportRoutes } from './admin-support.routes.js';
import { adminAnalyticsRoutes } from './admin-analytics.routes.js';
import { adminBookingRoutes } from './admin-bookings.routes.js';
import { adminContentRoutes } from './admin-content.routes.js';
import { adminPeopleRoutes } from './admin-people.routes.js';
import { aiRoutes } from './ai.routes.js';
import { authRoutes } from './auth.routes.js';
import { bookingRoutes } from './bookings.routes.js';
import { countryRoutes } from './countries.routes.js';
import { hotelRoutes } from './hotels.routes.js';
import { openApiRoute } from './openapi.js';
import { nightlifeRoutes } from './nightlife.routes.js';
import { partnerHotelRoutes } from './partner-hotel.routes.js';
import { organizerRoutes } from './partner-organizer.routes.js';
import { publicRoutes } from './public.routes.js';
import { restaurantRoutes } from './restaurants.routes.js';
import { tourRoutes } from './tours.routes.js';
import { transportRoutes } from './transports.routes.js';
import type { RouteDeps } from './route-deps.js';
import { userRoutes } from './users.routes.js';

/** The legacy paths, plugged into the API by its process entry (server/src/main.ts). */
export const restCompat: ApiAdapter = async (app, { contextOf }) => {
  const deps: RouteDeps = { contextOf, catalogue: [] };
  countryRoutes(app, deps);
  hotelRoutes(app, deps);
  tourRoutes(app, deps);
  restaurantRoutes(app, deps);
  nightlifeRoutes(app, deps);
  transportRoutes(app, deps);
  publicRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  bookingRoutes(app, deps);
  aiRoutes(app, deps);
  adminSupportRoutes(app, deps);
  adminAnalyticsRoutes(app, deps);
  adminContentRoutes(app, deps);
  adminPeopleRoutes(app, deps);
  adminBookingRoutes(app, deps);
  partnerHotelRoutes(app, deps);
  organizerRoutes(app, deps);
  openApiRoute(app, deps);
};
