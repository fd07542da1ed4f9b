// The parts of a listing query every type shares: country, city, text and price filters, ids, sorts,
// and the schema GraphQL arguments of every kind's list query are parsed by (design §5).
import { z } from 'zod';
import { badInput } from '../../errors.js';
import { MAX_PAGE, MAX_PAGE_SIZE } from './paging.js';
import { optionalText, text, wholeNumber } from '../../validation.js';
import { MAX_CURSOR_LENGTH, MAX_INTEGER_COLUMN, MAX_PRICE, MAX_SEARCH_LENGTH } from './listing-page.js';

const ID_MAX_LENGTH = 20;
const COUNTRY_MAX_LENGTH = 80;

// GraphQL has checked the types already; these bounds keep the wording clients know ("cannot be negative").
const priceBound = z
  .number()
  .min(0, { error: 'cannot be negative' })
  .max(MAX_PRICE, { error: `must be at most ${MAX_PRICE}` });

/** Stars and ratings. */
export const fiveStarScale = z.number().min(0, { error: 'must be from 0 to 5' }).max(5, { error: 'must be from 0 to 5' });

const pageNumber = z
  .number()
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` });

/** The filters every kind has: words to search for and a city. */
export const searchFilterFields = { q: optionalText(MAX_SEARCH_LENGTH), cityId: optionalText(ID_MAX_LENGTH) };

/** A price range, for the kinds with one. */
export const priceFilterFields = { minPrice: priceBound.nullish(), maxPrice: priceBound.nullish() };

export const pagingSchema = z.object({
  page: pageNumber.nullish(),
  size: wholeNumber(1, MAX_PAGE_SIZE).nullish(),
  after: optionalText(MAX_CURSOR_LENGTH),
});

/**
 * The arguments of a kind's list query: its filter fields, its sort, paging, and the country when the
 * query is a root field (`hotels(country: "RW")`) rather than a field of a country (`country { hotels }`).
 */
export function listingArguments<Filter extends z.ZodRawShape, Sort extends z.ZodType>(filterFields: Filter, sort: Sort) {
  const ofCountry = z.object({ filter: z.object(filterFields).nullish(), sort, paging: pagingSchema.nullish() });
  return { ofCountry, withCountry: ofCountry.extend({ country: text(COUNTRY_MAX_LENGTH) }) };
}

/** A listing id as clients send it (GraphQL ID or REST path segment). */
export function readListingId(id: string | number, kind: string): number {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric < 1 || numeric > MAX_INTEGER_COLUMN) throw badInput('id', `A ${kind} id is a positive whole number.`);
  return numeric;
}

/** A whole-number range such as tour days, checked like prices are. */
export function readIntRange(min: number | undefined | null, max: number | undefined | null, fields: [string, string], lowest: number) {
  for (const [field, value] of [
    [fields[0], min],
    [fields[1], max],
  ] as const) {
    if (value != null && (!Number.isInteger(value) || value < lowest)) throw badInput(field, `${field} must be a whole number of at least ${lowest}.`);
    if (value != null && value > MAX_INTEGER_COLUMN) throw badInput(field, `${field} must be at most ${MAX_INTEGER_COLUMN}.`);
  }
  if (min != null && max != null && min > max) throw badInput(fields[0], `${fields[0]} is above ${fields[1]}.`);
}

/** A closed-set filter value (GraphQL checks enums itself; REST passes strings through). */
export function readEnum<E extends Record<string, string>>(values: E, value: string, field: string): E[keyof E] {
  if (!(Object.values(values) as string[]).includes(value))
    throw badInput(field, `Unknown ${field} "${value}". Use one of: ${Object.values(values).join(', ')}.`);
  return value as E[keyof E];
}
