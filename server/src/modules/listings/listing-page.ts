// Input checks shared by every listing type: paging, price ranges, search terms.
import { DomainError, badInput } from '../../errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, type PageRequest } from './paging.js';

export interface Paging {
  page: number;
  size: number;
  after?: string;
}

/** The largest value of a PostgreSQL `integer` column (ids, prices in minor units, popularity). */
export const MAX_INTEGER_COLUMN = 2_147_483_647;

/** A cursor is base64url of a few keys: anything longer is not one this API gave out. */
export const MAX_CURSOR_LENGTH = 500;

export function readPaging(input: PageRequest | null | undefined): Paging {
  const page = input?.page ?? 1;
  const size = input?.size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badInput('page', 'Page must be a whole number of at least 1.');
  if (page > MAX_PAGE) throw badInput('page', `Page must be at most ${MAX_PAGE}; page deeper with the cursor (after).`);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badInput('size', `Page size must be between 1 and ${MAX_PAGE_SIZE}.`);
  const after = input?.after?.trim() || undefined;
  if (after && after.length > MAX_CURSOR_LENGTH) throw new DomainError('INVALID_CURSOR', 'The cursor is not one this list gave out.', 'after');
  return { page, size, after };
}

/** The highest price filter in US dollars; above any stored price (a 32-bit integer of cents), so it means no bound. */
export const MAX_PRICE = 1_000_000_000;

/** Shared checks on a price range given in major units. */
export function readPriceRange(min: number | undefined | null, max: number | undefined | null) {
  for (const [field, value] of [
    ['minPrice', min],
    ['maxPrice', max],
  ] as const) {
    if (value != null && (!Number.isFinite(value) || value < 0)) throw badInput(field, 'Prices cannot be negative.');
    if (value != null && value > MAX_PRICE) throw badInput(field, `Prices go up to ${MAX_PRICE}.`);
  }
  if (min != null && max != null && min > max) throw badInput('minPrice', 'The minimum price is above the maximum price.');
  return { min: min ?? undefined, max: max ?? undefined };
}

export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;

/** PostgreSQL refuses NUL in text; no search needs the other control characters. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** Normalises `q`: blank means no search; shorter than 3 or longer than 100 characters is an error. */
export function readSearch(q: string | undefined | null): string | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  if (term.length < MIN_SEARCH_LENGTH) throw badInput('q', `Search needs at least ${MIN_SEARCH_LENGTH} characters.`);
  if (term.length > MAX_SEARCH_LENGTH) throw badInput('q', `Search takes at most ${MAX_SEARCH_LENGTH} characters.`);
  if (CONTROL_CHARACTERS.test(term)) throw badInput('q', 'Search must not contain control characters.');
  return term;
}

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
