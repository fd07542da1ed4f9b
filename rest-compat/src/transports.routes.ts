import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import type { TransportService } from '../../server/src/modules/listings/transport/transport.entity.js';
import type { RideSort, TransportType } from '../../server/src/modules/listings/transport/transport.types.js';
import { commonListParams, countryAndCityRoutes, dollars, legacyPlace, option } from './listing-params.js';
import type { QueryString } from './query-params.js';
import { type RouteDeps, publicGet, sendPage } from './route-deps.js';

/** Spec §3 legacy transport shape (id, name, type, location, status) plus price and image. */
export function legacyTransport(ctx: RequestContext, ride: TransportService) {
  return {
    id: ride.id,
    name: ride.name,
    type: ride.type,
    ...legacyPlace(ctx, ride),
    status: ride.status,
    image_path: ride.imagePath,
    price_per_day: dollars(ride.pricePerDayMinor),
    description: ride.description,
  };
}

export function transportRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/transports', async (ctx, request, reply) => {
    const query = request.query as QueryString;
    const common = commonListParams(ctx, query);
    const page = await ctx.services.rides.list(ctx, {
      country: common.country,
      sort: common.sort as RideSort,
      paging: common.paging,
      filter: { q: common.q, cityId: common.cityId, type: option(query, 'type') as TransportType | undefined },
    });
    return sendPage(reply, page, page.nodes.map((ride) => legacyTransport(ctx, ride)));
  });

  countryAndCityRoutes(app, deps, '/transports', (ctx) => ctx.services.rides.countryCodes(ctx));

  publicGet(app, deps, '/transports/:id', async (ctx, request) => {
    const ride = await ctx.services.rides.byIdOrFail(ctx, (request.params as { id: string }).id);
    const vehicles = await ctx.services.rides.vehicles(ctx, ride);
    return { ...legacyTransport(ctx, ride), vehicles: vehicles.map((v) => ({ id: v.id, model: v.model, seats: v.seats, plate: v.plate })) };
  });
}
