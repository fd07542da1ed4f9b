// Query parameters and paths every legacy listing list shares: country, city by name, 'all' options,
// and the /{kind}/countries and /{kind}/cities lookups.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Located, type ApiContext, wholeNumber } from '../../server/src/index.js';
import { pagingParams, paging, queryString, textParam } from './query-params.js';
import { type RouteDeps, publicGet } from './route-deps.js';

/** Rwanda unless the client names a country (spec §1: the default country). */
export const DEFAULT_COUNTRY = 'RW';

/** `country` (code, name or alias), `city` (a name, as the legacy UI sends it) or `city_id`, `q`, `sort` and paging. */
export const commonListShape = {
  country: textParam(80),
  city: textParam(80),
  city_id: wholeNumber(1, 2_147_483_647).optional(),
  q: textParam(100),
  sort: textParam(40),
  ...pagingParams,
};

/** A legacy list's query string: the common parameters and the kind's own filters. */
export const listQuery = <Shape extends z.ZodRawShape>(filters: Shape) => queryString({ ...commonListShape, ...filters });

export type CommonListQuery = z.output<z.ZodObject<typeof commonListShape>>;

export function commonListParams(ctx: ApiContext, query: CommonListQuery) {
  const country = query.country ?? DEFAULT_COUNTRY;
  let cityId = query.city_id === undefined ? undefined : String(query.city_id);
  if (query.city && query.city !== 'all') {
    const city = ctx.services.countries.cityByName(query.city, ctx.services.countries.resolve(country).code);
    // An unknown city name is a city that is not in the country: the service answers 400.
    cityId = String(city?.id ?? -1);
  }
  return { country, q: query.q, cityId, sort: query.sort, paging: paging(query) };
}

const countryQuery = queryString({ country: textParam(80) });

/** `/{kind}/countries` (names of countries that have such listings) and `/{kind}/cities?country=`. */
export function countryAndCityRoutes(app: FastifyInstance, deps: RouteDeps, base: string, countryCodes: (ctx: ApiContext) => Promise<string[]>) {
  publicGet(
    app,
    deps,
    `${base}/countries`,
    async (ctx) => {
      const codes = await countryCodes(ctx);
      return codes.map((code) => ctx.services.countries.find(code)?.name ?? code).sort();
    },
    { answer: { schema: z.array(z.string()).meta({ description: 'Country names, sorted.' }) } },
  );
  publicGet(
    app,
    deps,
    `${base}/cities`,
    (ctx, { query }) => ctx.services.countries.cities(ctx.services.countries.resolve(query.country ?? DEFAULT_COUNTRY).code).map((city) => city.name),
    { query: countryQuery, answer: { schema: z.array(z.string()).meta({ description: 'City names.' }) } },
  );
}

/** The listing's city name and country name, as legacy shapes carry them beside `location`. */
export function legacyPlace(ctx: ApiContext, listing: Located) {
  return {
    location: ctx.services.listings.location(listing),
    city: ctx.services.listings.cityName(listing),
    country: ctx.services.listings.countryName(listing),
  };
}

export const dollars = (minor: number) => minor / 100;
