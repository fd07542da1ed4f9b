import type { FastifyInstance } from 'fastify';
import { TransportType } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { listingRoutes } from './listing-routes.js';
import { optionOf, optionParam } from './query-params.js';
import type { RouteDeps } from './route-deps.js';

export function transportRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    list: '/transports',
    service: (services) => services.rides,
    params: { type: optionParam },
    filter: (query) => ({ type: optionOf(TransportType, query.type, 'type') }),
    fields: (_ctx, ride) => ({ type: ride.type, status: ride.status, price_per_day: dollars(ride.pricePerDayMinor) }),
    async details(ctx, ride) {
      const vehicles = await ctx.services.rides.vehicles(ctx, ride);
      return { vehicles: vehicles.map((v) => ({ id: v.id, model: v.model, seats: v.seats, plate: v.plate })) };
    },
  });
}
