import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import { TOUR_ADD_ONS } from '../../server/src/modules/listings/tours/tour-add-ons.js';
import type { Tour } from '../../server/src/modules/listings/tours/tour.entity.js';
import type { TourCategory, TourSort } from '../../server/src/modules/listings/tours/tour.types.js';
import { commonListParams, countryAndCityRoutes, dollars, legacyPlace, option } from './listing-params.js';
import { type QueryString, integer, number, text } from './query-params.js';
import { type RouteDeps, publicGet, sendPage } from './route-deps.js';

/** Spec §3 legacy tour shape (id, name, location, image_path) plus the figures the new server knows. */
export function legacyTour(ctx: RequestContext, tour: Tour) {
  return {
    id: tour.id,
    name: tour.name,
    ...legacyPlace(ctx, tour),
    image_path: tour.imagePath,
    category: tour.category,
    duration_days: tour.durationDays,
    price: dollars(tour.basePriceMinor),
    description: tour.description,
  };
}

export function tourRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/tours', async (ctx, request, reply) => {
    const query = request.query as QueryString;
    const common = commonListParams(ctx, query);
    const page = await ctx.services.tours.list(ctx, {
      country: common.country,
      sort: common.sort as TourSort,
      paging: common.paging,
      filter: {
        q: common.q,
        cityId: common.cityId,
        category: option(query, 'category') as TourCategory | undefined,
        minDays: integer(query, 'min_days'),
        maxDays: integer(query, 'max_days'),
        minPrice: number(query, 'min_price'),
        maxPrice: number(query, 'max_price'),
        from: text(query, 'from'),
        to: text(query, 'to'),
      },
    });
    return sendPage(reply, page, page.nodes.map((tour) => legacyTour(ctx, tour)));
  });

  countryAndCityRoutes(app, deps, '/tours', (ctx) => ctx.services.tours.countryCodes(ctx));

  publicGet(app, deps, '/tours/:id', async (ctx, request) => {
    const tour = await ctx.services.tours.byIdOrFail(ctx, (request.params as { id: string }).id);
    const [itinerary, departures] = await Promise.all([ctx.services.tours.itinerary(ctx, tour), ctx.services.tours.upcomingDepartures(ctx, tour)]);
    return {
      ...legacyTour(ctx, tour),
      itinerary: itinerary.map((step) => ({ step: step.position, title: step.title, description: step.description })),
      departures: departures.map((d) => ({ id: d.id, date: d.date, capacity: d.capacity, booked: d.booked, seats_left: d.capacity - d.booked })),
      add_ons: TOUR_ADD_ONS.map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price.amount })),
    };
  });
}
