import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Cuisine, decimal } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { listingRoutes, priceParams } from './listing-routes.js';
import { idParams, optionOf, optionParam } from './query-params.js';
import { type RouteDeps, publicGet } from './route-deps.js';

export function restaurantRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    schemaName: 'Restaurant',
    list: '/restaurants',
    service: (services) => services.restaurants,
    params: {
      cuisine: optionParam,
      // The rating filter's 'all' option means no minimum.
      min_rating: z
        .union([z.literal('all'), decimal(0, 5)])
        .optional()
        .transform((value) => (value === 'all' ? undefined : value)),
      ...priceParams,
    },
    filter: (query) => ({
      cuisine: optionOf(Cuisine, query.cuisine, 'cuisine'),
      minRating: query.min_rating,
      minPrice: query.min_price,
      maxPrice: query.max_price,
    }),
    fieldsShape: { price_avg: z.number().meta({ description: 'In US dollars.' }), cuisine: z.enum(Cuisine), rating: z.number().nullable() },
    fields: (ctx, restaurant) => ({
      price_avg: dollars(restaurant.averagePriceMinor),
      cuisine: restaurant.cuisine,
      rating: ctx.services.restaurants.rating(restaurant),
    }),
    detailsShape: { opening_hours: z.unknown() },
    details: (_ctx, restaurant) => ({ opening_hours: restaurant.openingHours }),
  });

  publicGet(
    app,
    deps,
    '/restaurants/:id/floorplan',
    async (ctx, { params }) => {
      const restaurant = await ctx.services.restaurants.byIdOrFail(ctx, params.id);
      const tables = await ctx.services.restaurants.floorPlan(ctx, restaurant);
      return { tables: tables.map((table) => ({ id: table.id, x: table.x, y: table.y, seats: table.seats, label: table.label })) };
    },
    {
      params: idParams,
      answer: {
        schema: z
          .object({ tables: z.array(z.object({ id: z.number(), x: z.number(), y: z.number(), seats: z.number(), label: z.string() })) })
          .meta({ id: 'FloorPlan', description: 'Spec §3 floor plan: the tables and where they stand.' }),
      },
    },
  );
}
