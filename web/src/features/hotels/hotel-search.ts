// The hotel list's state lives in the URL (?country=RW&page=2&sort=price-asc...), so back, forward and reload work.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, SEARCH_MIN_LENGTH } from '../../app/constants';
import type { HotelFilter, HotelListQueryVariables, HotelSort, HotelType } from '../../gql/graphql';

export const hotelSorts = {
  relevance: 'RELEVANCE',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  'stars-desc': 'STARS_DESC',
} as const satisfies Record<string, HotelSort>;
export type HotelSortKey = keyof typeof hotelSorts;

export const hotelTypes = ['luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse'] as const;
export type HotelTypeKey = (typeof hotelTypes)[number];

export type HotelView = 'grid' | 'list';

export interface HotelSearch {
  q: string;
  city: string | null;
  type: HotelTypeKey | null;
  minStars: number | null;
  maxStars: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: HotelSortKey;
  page: number;
  view: HotelView;
}

export type HotelFilterValues = Pick<HotelSearch, 'type' | 'minStars' | 'maxStars' | 'minPrice' | 'maxPrice'>;

const numberParam = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

export function readHotelSearch(params: URLSearchParams): HotelSearch {
  const sort = params.get('sort');
  const type = params.get('type');
  const page = Math.floor(numberParam(params.get('page')) ?? 1);
  return {
    q: params.get('q') ?? '',
    city: params.get('city') || null,
    type: hotelTypes.find((known) => known === type) ?? null,
    minStars: numberParam(params.get('minStars')),
    maxStars: numberParam(params.get('maxStars')),
    minPrice: numberParam(params.get('minPrice')),
    maxPrice: numberParam(params.get('maxPrice')),
    sort: sort && sort in hotelSorts ? (sort as HotelSortKey) : 'relevance',
    page: page >= 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

const defaults: Record<keyof HotelSearch, string> = {
  q: '', city: '', type: '', minStars: '', maxStars: '', minPrice: '', maxPrice: '', sort: 'relevance', page: '1', view: 'grid',
};

/** Changes that are not a page turn or a layout switch send the reader back to page 1. */
const keepsPage: ReadonlyArray<keyof HotelSearch> = ['page', 'view'];

export function useHotelSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readHotelSearch(params), [params]);

  const update = useCallback(
    (changes: Partial<HotelSearch>, options?: { replace?: boolean }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes) as Array<[keyof HotelSearch, HotelSearch[keyof HotelSearch]]>) {
            const text = value === null || value === undefined ? '' : String(value);
            if (text === defaults[name]) next.delete(name);
            else next.set(name, text);
          }
          if (Object.keys(changes).some((name) => !keepsPage.includes(name as keyof HotelSearch))) next.delete('page');
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setParams],
  );

  return { search, update };
}

export const noFilters: HotelFilterValues & Pick<HotelSearch, 'q' | 'city'> = {
  q: '', city: null, type: null, minStars: null, maxStars: null, minPrice: null, maxPrice: null,
};

export function activeFilterCount(search: HotelSearch): number {
  return [search.type, search.minStars, search.maxStars, search.minPrice, search.maxPrice].filter((value) => value !== null).length;
}

/** Only what is set goes to the server; the search term only from 3 characters on. */
export function hotelListVariables(country: string, search: HotelSearch): HotelListQueryVariables {
  const filter: HotelFilter = {};
  const q = search.q.trim();
  if (q.length >= SEARCH_MIN_LENGTH) filter.q = q;
  if (search.city) filter.cityId = search.city;
  if (search.type) filter.type = search.type.toUpperCase() as HotelType;
  if (search.minStars !== null) filter.minStars = search.minStars;
  if (search.maxStars !== null) filter.maxStars = search.maxStars;
  if (search.minPrice !== null) filter.minPrice = search.minPrice;
  if (search.maxPrice !== null) filter.maxPrice = search.maxPrice;
  return {
    country,
    filter: Object.keys(filter).length > 0 ? filter : null,
    sort: hotelSorts[search.sort],
    paging: { page: search.page, size: PAGE_SIZE },
  };
}
