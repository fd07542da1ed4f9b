// Leisure venues under their legacy name, nightlife (spec §7: /api/nightlife, /nightlife/cities).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hoursAndMinutes, LeisureType } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { listingRoutes, priceParams } from './listing-routes.js';
import { flagParam, optionOf, optionParam } from './query-params.js';
import type { RouteDeps } from './route-deps.js';

export function nightlifeRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    schemaName: 'Nightlife',
    list: '/api/nightlife',
    // /nightlife/countries and /nightlife/cities, each also under /api.
    lookups: '/nightlife',
    service: (services) => services.leisure,
    params: { type: optionParam, open_now: flagParam, ...priceParams },
    filter: (query) => ({ type: optionOf(LeisureType, query.type, 'type'), openNow: query.open_now, minPrice: query.min_price, maxPrice: query.max_price }),
    // Spec §3 legacy leisure shape: open_time and close_time as HH:MM, djs, price_level.
    fieldsShape: {
      type: z.enum(LeisureType),
      open_time: z.string().meta({ description: 'HH:MM.' }),
      close_time: z.string().meta({ description: 'HH:MM.' }),
      djs: z.unknown(),
      price_level: z.number(),
      price: z.number().meta({ description: 'Entry, in US dollars.' }),
      capacity: z.number().nullable(),
      open_now: z.boolean(),
    },
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
