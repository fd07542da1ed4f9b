import type { FastifyInstance } from 'fastify';
import { HotelSort } from '../../server/src/modules/listings/hotels/hotel.types.js';
import type { Hotel } from '../../server/src/modules/listings/hotels/hotel.entity.js';
import type { RequestContext } from '../../server/src/context.js';
import { type QueryString, number, paging, text } from './query-params.js';
import { type RouteDeps, publicGet, sendPage } from './route-deps.js';

/** Spec §3 legacy hotel shape. */
export function legacyHotel(ctx: RequestContext, hotel: Hotel) {
  return {
    id: hotel.id,
    name: hotel.name,
    location: ctx.services.listings.location(hotel),
    city: ctx.services.countries.city(hotel.city.id)?.name ?? null,
    country: ctx.services.countries.find(hotel.country.code)?.name ?? hotel.country.code,
    type: hotel.type,
    stars: Math.round(hotel.stars * 10) / 10,
    image_path: hotel.imagePath,
    price_per_night: hotel.pricePerNightMinor / 100,
    description: hotel.description,
  };
}

export function hotelRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/hotels', async (ctx, request, reply) => {
    const query = request.query as QueryString;
    const country = text(query, 'country') ?? 'RW';
    const cityName = text(query, 'city');
    const city = cityName ? ctx.services.countries.cityByName(cityName, ctx.services.countries.resolve(country).code) : undefined;
    const sort = (text(query, 'sort') as HotelSort | undefined) ?? HotelSort.RELEVANCE;
    const page = await ctx.services.hotels.list(ctx, {
      country,
      sort,
      paging: paging(query),
      filter: {
        q: text(query, 'q'),
        type: text(query, 'type') === 'all' ? undefined : (text(query, 'type') as never),
        cityId: cityName ? String(city?.id ?? -1) : undefined,
        minStars: number(query, 'min_stars'),
        maxStars: number(query, 'max_stars'),
        minPrice: number(query, 'min_price'),
        maxPrice: number(query, 'max_price'),
      },
    });
    return sendPage(reply, page, page.nodes.map((hotel) => legacyHotel(ctx, hotel)));
  });

  publicGet(app, deps, '/hotels/:id', async (ctx, request) => {
    const hotel = await ctx.services.hotels.byIdOrFail(ctx, (request.params as { id: string }).id);
    return legacyHotel(ctx, hotel);
  });

  publicGet(app, deps, '/hotels/countries', async (ctx) => {
    const codes = await ctx.services.hotels.countryCodes(ctx);
    return codes.map((code) => ctx.services.countries.find(code)?.name ?? code).sort();
  });

  publicGet(app, deps, '/hotels/cities', (ctx, request) => {
    const country = text(request.query as QueryString, 'country') ?? 'RW';
    return ctx.services.countries.cities(ctx.services.countries.resolve(country).code).map((city) => city.name);
  });
}
