// Leisure venues under their legacy name, nightlife (spec §7: /api/nightlife, /nightlife/cities).
import type { FastifyInstance } from 'fastify';
import { hoursAndMinutes, LeisureType } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { listingRoutes, priceParams } from './listing-routes.js';
import { flagParam, optionOf, optionParam } from './query-params.js';
import type { RouteDeps } from './route-deps.js';

export function nightlifeRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    list: '/api/nightlife',
    // /nightlife/countries and /nightlife/cities, each also under /api.
    lookups: '/nightlife',
    service: (services) => services.leisure,
    params: { type: optionParam, open_now: flagParam, ...priceParams },
    filter: (query) => ({ type: optionOf(LeisureType, query.type, 'type'), openNow: query.open_now, minPrice: query.min_price, maxPrice: query.max_price }),
    // Spec §3 legacy leisure shape: open_time and close_time as HH:MM, djs, price_level.
    fields: (ctx, venue) => ({
      type: venue.type,
      open_time: hoursAndMinutes(venue.openTime),
      close_time: hoursAndMinutes(venue.closeTime),
      djs: venue.djs,
      price_level: venue.priceLevel,
      price: dollars(venue.entryPriceMinor),
      capacity: venue.capacity,
      open_now: ctx.services.leisure.isOpenNow(venue),
    }),
  });
}
