// Query parameters and paths every legacy listing list shares: country, city by name, 'all' options,
// and the /{kind}/countries and /{kind}/cities lookups.
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import { type QueryString, paging, text } from './query-params.js';
import { type RouteDeps, publicGet } from './route-deps.js';

/** Rwanda unless the client names a country (spec §1: the default country). */
export const DEFAULT_COUNTRY = 'RW';

/** `country`, `city` (a name, as the legacy UI sends it, or `city_id`), `q`, `sort` and paging. */
export function commonListParams(ctx: RequestContext, query: QueryString) {
  const country = text(query, 'country') ?? DEFAULT_COUNTRY;
  const cityName = text(query, 'city');
  let cityId = text(query, 'city_id');
  if (cityName && cityName !== 'all') {
    const city = ctx.services.countries.cityByName(cityName, ctx.services.countries.resolve(country).code);
    // An unknown city name is a city that is not in the country: the service answers 400.
    cityId = String(city?.id ?? -1);
  }
  return { country, q: text(query, 'q'), cityId, sort: text(query, 'sort'), paging: paging(query) };
}

/** A filter option where the UI sends 'all' for no filter (spec §9 filter options). */
export function option(query: QueryString, name: string): string | undefined {
  const value = text(query, name);
  return value === 'all' ? undefined : value;
}

/** Legacy booleans: open_now=1 (spec §3), also true/yes. */
export function flag(query: QueryString, name: string): boolean | undefined {
  const value = text(query, name)?.toLowerCase();
  return value === undefined ? undefined : ['1', 'true', 'yes'].includes(value);
}

/** `/{kind}/countries` (names of countries that have such listings) and `/{kind}/cities?country=`. */
export function countryAndCityRoutes(app: FastifyInstance, deps: RouteDeps, base: string, countryCodes: (ctx: RequestContext) => Promise<string[]>) {
  publicGet(app, deps, `${base}/countries`, async (ctx) => {
    const codes = await countryCodes(ctx);
    return codes.map((code) => ctx.services.countries.find(code)?.name ?? code).sort();
  });
  publicGet(app, deps, `${base}/cities`, (ctx, request) => {
    const country = text(request.query as QueryString, 'country') ?? DEFAULT_COUNTRY;
    return ctx.services.countries.cities(ctx.services.countries.resolve(country).code).map((city) => city.name);
  });
}

/** The listing's city name and country name, as legacy shapes carry them beside `location`. */
export function legacyPlace(ctx: RequestContext, listing: { city: { id: number }; country: { code: string } }) {
  return {
    location: ctx.services.listings.location(listing),
    city: ctx.services.countries.city(listing.city.id)?.name ?? null,
    country: ctx.services.countries.find(listing.country.code)?.name ?? listing.country.code,
  };
}

export const dollars = (minor: number) => minor / 100;
