import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decimal, HotelType } from '../../server/src/index.js';
import { listingRoutes, priceParams } from './listing-routes.js';
import { dollars } from './listing-params.js';
import { optionOf, optionParam } from './query-params.js';
import type { RouteDeps } from './route-deps.js';

const starsParam = decimal(0, 5).optional();

export function hotelRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    schemaName: 'Hotel',
    list: '/hotels',
    service: (services) => services.hotels,
    params: { type: optionParam, min_stars: starsParam, max_stars: starsParam, ...priceParams },
    filter: (query) => ({
      type: optionOf(HotelType, query.type, 'type'),
      minStars: query.min_stars,
      maxStars: query.max_stars,
      minPrice: query.min_price,
      maxPrice: query.max_price,
    }),
    fieldsShape: {
      type: z.enum(HotelType),
      stars: z.number().meta({ description: 'One decimal.' }),
      price_per_night: z.number().meta({ description: 'In US dollars.' }),
    },
    fields: (_ctx, hotel) => ({ type: hotel.type, stars: Math.round(hotel.stars * 10) / 10, price_per_night: dollars(hotel.pricePerNightMinor) }),
  });
}
