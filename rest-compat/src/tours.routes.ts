import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TOUR_ADD_ONS, TourCategory } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { listingRoutes, priceParams } from './listing-routes.js';
import { countParam, optionOf, optionParam, textParam } from './query-params.js';
import type { RouteDeps } from './route-deps.js';

export function tourRoutes(app: FastifyInstance, deps: RouteDeps) {
  listingRoutes(app, deps, {
    schemaName: 'Tour',
    list: '/tours',
    service: (services) => services.tours,
    params: { category: optionParam, min_days: countParam(365), max_days: countParam(365), ...priceParams, from: textParam(10), to: textParam(10) },
    filter: (query) => ({
      category: optionOf(TourCategory, query.category, 'category'),
      minDays: query.min_days,
      maxDays: query.max_days,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      from: query.from,
      to: query.to,
    }),
    fieldsShape: { category: z.enum(TourCategory), duration_days: z.number(), price: z.number().meta({ description: 'Per person, in US dollars.' }) },
    fields: (_ctx, tour) => ({ category: tour.category, duration_days: tour.durationDays, price: dollars(tour.basePriceMinor) }),
    detailsShape: {
      itinerary: z.array(z.object({ step: z.number(), title: z.string(), description: z.string().nullable() })),
      departures: z.array(z.object({ id: z.number(), date: z.string(), capacity: z.number(), booked: z.number(), seats_left: z.number() })),
      add_ons: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
    },
    async details(ctx, tour) {
      const [itinerary, departures] = await Promise.all([ctx.services.tours.itinerary(ctx, tour), ctx.services.tours.upcomingDepartures(ctx, tour)]);
      return {
        itinerary: itinerary.map((step) => ({ step: step.position, title: step.title, description: step.description })),
        departures: departures.map((d) => ({ id: d.id, date: d.date, capacity: d.capacity, booked: d.booked, seats_left: ctx.services.tours.seatsLeft(d) })),
        add_ons: TOUR_ADD_ONS.map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price.amount })),
      };
    },
  });
}
