// Leisure venues under their legacy name, nightlife (spec §7: /api/nightlife, /nightlife/cities).
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import type { LeisureVenue } from '../../server/src/modules/listings/leisure/leisure.entity.js';
import { hoursAndMinutes } from '../../server/src/modules/listings/leisure/leisure.service.js';
import type { LeisureSort, LeisureType } from '../../server/src/modules/listings/leisure/leisure.types.js';
import { commonListParams, countryAndCityRoutes, dollars, flag, legacyPlace, option } from './listing-params.js';
import { type QueryString, number } from './query-params.js';
import { type RouteDeps, publicGet, sendPage } from './route-deps.js';

/** Spec §3 legacy leisure shape: open_time and close_time as HH:MM, djs, price_level. */
export function legacyVenue(ctx: RequestContext, venue: LeisureVenue) {
  return {
    id: venue.id,
    name: venue.name,
    type: venue.type,
    ...legacyPlace(ctx, venue),
    image_path: venue.imagePath,
    open_time: hoursAndMinutes(venue.openTime),
    close_time: hoursAndMinutes(venue.closeTime),
    djs: venue.djs,
    price_level: venue.priceLevel,
    price: dollars(venue.entryPriceMinor),
    capacity: venue.capacity,
    open_now: ctx.services.leisure.isOpenNow(venue),
    description: venue.description,
  };
}

export function nightlifeRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/api/nightlife', async (ctx, request, reply) => {
    const query = request.query as QueryString;
    const common = commonListParams(ctx, query);
    const page = await ctx.services.leisure.list(ctx, {
      country: common.country,
      sort: common.sort as LeisureSort,
      paging: common.paging,
      filter: {
        q: common.q,
        cityId: common.cityId,
        type: option(query, 'type') as LeisureType | undefined,
        openNow: flag(query, 'open_now'),
        minPrice: number(query, 'min_price'),
        maxPrice: number(query, 'max_price'),
      },
    });
    return sendPage(reply, page, page.nodes.map((venue) => legacyVenue(ctx, venue)));
  });

  // /nightlife/countries and /nightlife/cities, each also under /api.
  countryAndCityRoutes(app, deps, '/nightlife', (ctx) => ctx.services.leisure.countryCodes(ctx));

  publicGet(app, deps, '/api/nightlife/:id', async (ctx, request) => {
    const venue = await ctx.services.leisure.byIdOrFail(ctx, (request.params as { id: string }).id);
    return legacyVenue(ctx, venue);
  });
}
