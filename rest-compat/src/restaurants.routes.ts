import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import type { Restaurant } from '../../server/src/modules/listings/restaurants/restaurant.entity.js';
import type { Cuisine, RestaurantSort } from '../../server/src/modules/listings/restaurants/restaurant.types.js';
import { commonListParams, countryAndCityRoutes, dollars, legacyPlace, option } from './listing-params.js';
import { type QueryString, number } from './query-params.js';
import { type RouteDeps, publicGet, sendPage } from './route-deps.js';

/** Spec §3 legacy restaurant shape (id, name, location, image_path, price_avg) plus cuisine and rating. */
export function legacyRestaurant(ctx: RequestContext, restaurant: Restaurant) {
  return {
    id: restaurant.id,
    name: restaurant.name,
    ...legacyPlace(ctx, restaurant),
    image_path: restaurant.imagePath,
    price_avg: dollars(restaurant.averagePriceMinor),
    cuisine: restaurant.cuisine,
    rating: ctx.services.restaurants.rating(restaurant),
    description: restaurant.description,
  };
}

export function restaurantRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/restaurants', async (ctx, request, reply) => {
    const query = request.query as QueryString;
    const common = commonListParams(ctx, query);
    const page = await ctx.services.restaurants.list(ctx, {
      country: common.country,
      sort: common.sort as RestaurantSort,
      paging: common.paging,
      filter: {
        q: common.q,
        cityId: common.cityId,
        cuisine: option(query, 'cuisine') as Cuisine | undefined,
        minRating: option(query, 'min_rating') === undefined ? undefined : number(query, 'min_rating'),
        minPrice: number(query, 'min_price'),
        maxPrice: number(query, 'max_price'),
      },
    });
    return sendPage(reply, page, page.nodes.map((restaurant) => legacyRestaurant(ctx, restaurant)));
  });

  countryAndCityRoutes(app, deps, '/restaurants', (ctx) => ctx.services.restaurants.countryCodes(ctx));

  publicGet(app, deps, '/restaurants/:id', async (ctx, request) => {
    const restaurant = await ctx.services.restaurants.byIdOrFail(ctx, (request.params as { id: string }).id);
    return { ...legacyRestaurant(ctx, restaurant), opening_hours: restaurant.openingHours };
  });

  publicGet(app, deps, '/restaurants/:id/floorplan', async (ctx, request) => {
    const restaurant = await ctx.services.restaurants.byIdOrFail(ctx, (request.params as { id: string }).id);
    const tables = await ctx.services.restaurants.floorPlan(ctx, restaurant);
    return { tables: tables.map((table) => ({ id: table.id, x: table.x, y: table.y, seats: table.seats, label: table.label })) };
  });
}
