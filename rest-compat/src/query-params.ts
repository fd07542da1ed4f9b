// Legacy query strings, parsed by zod (design §5): a parameter given twice counts once (its first
// value), a blank one is absent, numbers are numbers within range or a 400 naming the parameter.
import { decimal, MAX_PAGE_SIZE, optionalText, readEnum, wholeNumber } from '../../server/src/index.js';
import { z } from 'zod';

/** Deep pages are what cursors are for: page numbers stop here. */
export const MAX_PAGE = 10_000;

function normalise(query: unknown): unknown {
  if (!query || typeof query !== 'object') return {};
  const entries = Object.entries(query as Record<string, unknown>).map(([name, value]) => {
    const single = Array.isArray(value) ? value[0] : value;
    const trimmed = typeof single === 'string' ? single.trim() : single;
    return [name, trimmed === '' ? undefined : trimmed];
  });
  return Object.fromEntries(entries);
}

/** A query string schema over the named parameters; others are ignored, as legacy clients send extras. */
export const queryString = <Shape extends z.ZodRawShape>(shape: Shape) => z.preprocess(normalise, z.object(shape));

/** A free-text parameter. */
export const textParam = (max = 80) => optionalText(max).transform((value) => value ?? undefined);

/** A filter option where the UI sends 'all' for no filter (spec §9 filter options). */
export const optionParam = textParam(40).transform((value) => (value === 'all' ? undefined : value));

/** An option parameter read as one of the kind's values, refused in the service's own words ('Unknown type "x". Use one of: …'). */
export const optionOf = <E extends Record<string, string>>(values: E, value: string | undefined, field: string): E[keyof E] | undefined =>
  value === undefined ? undefined : readEnum(values, value, field);

/** Legacy booleans: open_now=1 (spec §3), also true/yes. */
export const flagParam = textParam(10).transform((value) => (value === undefined ? undefined : ['1', 'true', 'yes'].includes(value.toLowerCase())));

/** Within a safe range; the listing services word the rules (no negative prices, min under max). */
export const priceParam = decimal(-1_000_000_000, 1_000_000_000).optional();
export const countParam = (max: number) => wholeNumber(0, max).optional();

/** Legacy paging: `page` and `limit` (or `page_size`); the total goes in the X-Total-Count header. */
export const pagingParams = {
  page: wholeNumber(1, MAX_PAGE).optional(),
  limit: wholeNumber(1, MAX_PAGE_SIZE).optional(),
  page_size: wholeNumber(1, MAX_PAGE_SIZE).optional(),
};

export const paging = (query: { page?: number; limit?: number; page_size?: number }) => ({ page: query.page, size: query.limit ?? query.page_size });

/** A listing or account path `/:id`: the service decides what a valid id is. */
export const idParams = z.object({ id: z.string().max(40) });
