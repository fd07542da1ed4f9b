// The hotel list's URL state and the variables it sends.
import type { HotelFilter, HotelListQueryVariables, HotelSort, HotelType } from '../../gql/graphql';
import {
  compactFilter,
  countSet,
  enumParam,
  enumValue,
  priceFilter,
  sharedFilter,
  numberParam,
  pageOf,
  readBaseState,
  type BaseListState,
} from '../listings/url-state';

export const hotelSorts = ['relevance', 'price-asc', 'price-desc', 'stars-desc'] as const;
export type HotelSortKey = (typeof hotelSorts)[number];
const sortValues: Record<HotelSortKey, HotelSort> = {
  relevance: 'RELEVANCE',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  'stars-desc': 'STARS_DESC',
};

export const hotelTypes = ['luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse'] as const;
export type HotelTypeKey = (typeof hotelTypes)[number];

export interface HotelSearch extends BaseListState<HotelSortKey> {
  type: HotelTypeKey | null;
  minStars: number | null;
  maxStars: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export type HotelFilterValues = Pick<HotelSearch, 'type' | 'minStars' | 'maxStars' | 'minPrice' | 'maxPrice'>;

export const readHotelSearch = (params: URLSearchParams): HotelSearch => ({
  ...readBaseState(params, hotelSorts),
  type: enumParam(params.get('type'), hotelTypes),
  minStars: numberParam(params.get('minStars')),
  maxStars: numberParam(params.get('maxStars')),
  minPrice: numberParam(params.get('minPrice')),
  maxPrice: numberParam(params.get('maxPrice')),
});

export const hotelDefaults = { sort: 'relevance', view: 'grid', page: '1' } as const;

export const noHotelFilters: Partial<HotelSearch> = {
  q: '',
  city: null,
  type: null,
  minStars: null,
  maxStars: null,
  minPrice: null,
  maxPrice: null,
};

export const activeHotelFilters = (search: HotelSearch) => countSet(search.type, search.minStars, search.maxStars, search.minPrice, search.maxPrice);

export function hotelListVariables(country: string, search: HotelSearch): HotelListQueryVariables {
  const filter: HotelFilter = {
    ...sharedFilter(search),
    type: enumValue<HotelType>(search.type),
    minStars: search.minStars,
    maxStars: search.maxStars,
    ...priceFilter(search),
  };
  return { country, filter: compactFilter(filter), sort: sortValues[search.sort], paging: pageOf(search.page) };
}
