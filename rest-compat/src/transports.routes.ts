import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TransportType } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { listingRoutes } from './listing-routes.js';
import { optionOf, optionParam } from './query-params.js';
import type { RouteDeps } from './route-deps.js';

export function transportRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    schemaName: 'Transport',
    list: '/transports',
    service: (services) => services.rides,
    params: { type: optionParam },
    filter: (query) => ({ type: optionOf(TransportType, query.type, 'type') }),
    fieldsShape: { type: z.enum(TransportType), status: z.string(), price_per_day: z.number().meta({ description: 'In US dollars.' }) },
    fields: (_ctx, ride) => ({ type: ride.type, status: ride.status, price_per_day: dollars(ride.pricePerDayMinor) }),
    detailsShape: { vehicles: z.array(z.object({ id: z.number(), model: z.string(), seats: z.number(), plate: z.string().nullable() })) },
    async details(ctx, ride) {
      const vehicles = await ctx.services.rides.vehicles(ctx, ride);
      return { vehicles: vehicles.map((v) => ({ id: v.id, model: v.model, seats: v.seats, plate: v.plate })) };
    },
  });
}
