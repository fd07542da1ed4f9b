// A list page's state lives in the URL (?country=RW&page=2&sort=price-asc...), so back, forward and reload work.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, SEARCH_MIN_LENGTH } from '../../app/constants';

export type ListView = 'grid' | 'list';

/** What every list page keeps in its URL; each page adds its own filters. */
export interface BaseListState<Sort extends string = string> {
  q: string;
  city: string | null;
  sort: Sort;
  page: number;
  view: ListView;
}

export type ParamValue = string | number | boolean | null;

export function numberParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function enumParam<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((known) => known === value) ?? null;
}

export function dateParam(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

export function readBaseState<Sort extends string>(params: URLSearchParams, sorts: readonly Sort[]): BaseListState<Sort> {
  const page = Math.floor(numberParam(params.get('page')) ?? 1);
  return {
    q: params.get('q') ?? '',
    city: params.get('city') || null,
    sort: enumParam(params.get('sort'), sorts) ?? sorts[0]!,
    page: Math.max(page, 1),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Changes other than a page turn or a layout switch send the reader back to page 1. */
const keepsPage = new Set(['page', 'view']);

/**
 * Reads the state with `read` and writes changes back; a value equal to its default
 * (`listDefaults`, else empty) is removed from the URL so links stay short.
 */
export function useListUrlState<State extends BaseListState>(read: (params: URLSearchParams) => State) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);

  const update = useCallback(
    (changes: Partial<State>, options?: { replace?: boolean }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes) as Array<[keyof State & string, ParamValue]>) {
            const text = value === null || value === undefined || value === false ? '' : value === true ? '1' : String(value);
            const fallback = (listDefaults as Partial<Record<string, string>>)[name] ?? '';
            if (text === fallback || text === '') next.delete(name);
            else next.set(name, text);
          }
          if (Object.keys(changes).some((name) => !keepsPage.has(name))) next.delete('page');
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setParams],
  );

  return { state, update };
}

/** The search term goes to the server only from 3 characters on. */
export function effectiveTerm(q: string): string | undefined {
  const term = q.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}

export function pageOf(page: number) {
  return { page, size: PAGE_SIZE };
}

/** Only what is set goes to the server: null when nothing is. */
export function compactFilter<T extends object>(filter: T): T | null {
  const entries = Object.entries(filter).filter(([, value]) => value !== null && value !== undefined && value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : null;
}

/** The filters every list sends (the effective search term and the city), and the price range where a kind has one. */
export const sharedFilter = (search: BaseListState) => ({ q: effectiveTerm(search.q), cityId: search.city });
export const priceFilter = (search: PriceRange) => ({ minPrice: search.minPrice, maxPrice: search.maxPrice });

/** A price range in US dollars, as the URL carries it (`minPrice`, `maxPrice`). */
export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}
export const readPriceRange = (params: URLSearchParams): PriceRange => ({
  minPrice: numberParam(params.get('minPrice')),
  maxPrice: numberParam(params.get('maxPrice')),
});

/** What a list page leaves out of its URL: the first page of the grid, by relevance. */
export const listDefaults = { sort: 'relevance', view: 'grid', page: '1' } as const;

/** A list query's variables: the country, the filters that are set, the sort and the page. */
export const listVariables = <Filter extends object, Sort>(country: string, page: number, filter: Filter, sort: Sort) => ({
  country,
  filter: compactFilter(filter),
  sort,
  paging: pageOf(page),
});

/** A URL's lower-case option as the schema's enum value (luxury → LUXURY). */
export const enumValue = <Value extends string>(option: string | null): Value | null => (option ? (option.toUpperCase() as Value) : null);

/** How many filters are set: the Filters button's badge. */
export const countSet = (...values: ParamValue[]) => values.filter((value) => value !== null && value !== false).length;

/** The address of another page of the list, its other parameters as they are (the first page carries no `page`). */
export function pageAddress(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What a list's search form sends along with its words: the list's other parameters, back to its first page. */
export function searchFormParams(search: string): Array<[string, string]> {
  return [...new URLSearchParams(search)].filter(([name]) => name !== 'q' && name !== 'page');
}
