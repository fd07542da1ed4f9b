// The hotel list's URL state and the variables it sends.
import type { HotelFilter, HotelListQueryVariables, HotelSort, HotelType } from '../../gql/graphql';
import {
  countSet,
  enumParam,
  enumValue,
  priceFilter,
  sharedFilter,
  numberParam,
  readBaseState,
  type BaseListState,
  listVariables,
  readPriceRange,
  type PriceRange,
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

export interface HotelSearch extends BaseListState<HotelSortKey>, PriceRange {
  type: HotelTypeKey | null;
  minStars: number | null;
  maxStars: number | null;
}

export type HotelFilterValues = Pick<HotelSearch, 'type' | 'minStars' | 'maxStars' | 'minPrice' | 'maxPrice'>;

export const readHotelSearch = (params: URLSearchParams): HotelSearch => ({
  ...readBaseState(params, hotelSorts),
  type: enumParam(params.get('type'), hotelTypes),
  minStars: numberParam(params.get('minStars')),
  maxStars: numberParam(params.get('maxStars')),
  ...readPriceRange(params),
});

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
  return listVariables(country, search.page, filter, sortValues[search.sort]);
}
