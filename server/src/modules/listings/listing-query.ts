// The parts of a listing query every type shares: country, city, text and price filters, ids, sorts.
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import type { CountryService } from '../countries/country.service.js';
import { type ListingOrder, readPriceRange, readSearch } from './listing-page.js';
import { searchCondition } from './listing-search.js';
import { toMinor } from './money.js';

export interface CommonListingFilter {
  q?: string | null;
  cityId?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/**
 * The where clause for the shared filters of spec §3, validated: the country (code, name or alias),
 * a city of that country, `q` in the search text (listing-search.ts), and a price range in major units
 * applied to `priceProperty` (minor units).
 */
export function commonListingWhere(
  countries: CountryService,
  countryCodeOrName: string,
  filter: CommonListingFilter,
  priceProperty: string,
): Record<string, unknown> {
  const country = countries.resolve(countryCodeOrName);
  const search = readSearch(filter.q);
  const price = readPriceRange(filter.minPrice, filter.maxPrice);
  const where: Record<string, unknown> = { country: country.code };
  if (filter.cityId != null) where.city = countries.cityInCountry(filter.cityId, country.code).id;
  if (search) Object.assign(where, searchCondition(country.code, search));
  if (price.min != null || price.max != null)
    where[priceProperty] = { ...(price.min != null && { $gte: toMinor(price.min) }), ...(price.max != null && { $lte: toMinor(price.max) }) };
  return where;
}

/** The order of a spec §9 sort; an unknown sort (possible over REST) is the caller's mistake. */
export function orderFor<Sort extends string, T>(orders: Record<Sort, ListingOrder<T>>, sort: Sort | undefined, fallback: Sort): ListingOrder<T> {
  const order = orders[sort ?? fallback];
  if (!order) throw badInput('sort', `Unknown sort "${sort}". Use one of: ${Object.keys(orders).join(', ')}.`);
  return order;
}

/** A listing id as clients send it (GraphQL ID or REST path segment). */
export function readListingId(id: string | number, kind: string): number {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric < 1) throw badInput('id', `A ${kind} id is a positive whole number.`);
  return numeric;
}

/** A whole-number range such as tour days, checked like prices are. */
export function readIntRange(min: number | undefined | null, max: number | undefined | null, fields: [string, string], lowest: number) {
  for (const [field, value] of [[fields[0], min], [fields[1], max]] as const) {
    if (value != null && (!Number.isInteger(value) || value < lowest)) throw badInput(field, `${field} must be a whole number of at least ${lowest}.`);
  }
  if (min != null && max != null && min > max) throw badInput(fields[0], `${fields[0]} is above ${fields[1]}.`);
}

/** Codes of the countries with at least one visible listing in `table` (one indexed scan). */
export async function countryCodesWithListings(ctx: RequestContext, table: string, visible: string): Promise<string[]> {
  const rows = await ctx.em.getConnection().execute<{ country_code: string }[]>(
    `select distinct country_code from "${table}" where ${visible} order by country_code`,
  );
  return rows.map((row) => row.country_code);
}

/** A closed-set filter value (GraphQL checks enums itself; REST passes strings through). */
export function readEnum<E extends Record<string, string>>(values: E, value: string, field: string): E[keyof E] {
  if (!(Object.values(values) as string[]).includes(value))
    throw badInput(field, `Unknown ${field} "${value}". Use one of: ${Object.values(values).join(', ')}.`);
  return value as E[keyof E];
}
