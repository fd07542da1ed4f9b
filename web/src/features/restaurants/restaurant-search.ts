// The restaurant list's URL state and the variables it sends.
import type { Cuisine, RestaurantFilter, RestaurantListQueryVariables, RestaurantSort } from '../../gql/graphql';
import {
  countSet,
  enumValue,
  priceFilter,
  sharedFilter,
  enumParam,
  numberParam,
  readBaseState,
  type BaseListState,
  listVariables,
  readPriceRange,
  type PriceRange,
} from '../listings/url-state';

export const restaurantSorts = ['relevance', 'rating-desc'] as const;
export type RestaurantSortKey = (typeof restaurantSorts)[number];
const sortValues: Record<RestaurantSortKey, RestaurantSort> = { relevance: 'RELEVANCE', 'rating-desc': 'RATING_DESC' };

export const cuisines = ['rwandan', 'african', 'continental', 'international'] as const;
export type CuisineKey = (typeof cuisines)[number];
/** Spec §9: all, 3+, 4+, 5. */
export const minRatings = [3, 4, 5] as const;

export interface RestaurantSearch extends BaseListState<RestaurantSortKey>, PriceRange {
  cuisine: CuisineKey | null;
  minRating: number | null;
}

export type RestaurantFilterValues = Pick<RestaurantSearch, 'cuisine' | 'minRating' | 'minPrice' | 'maxPrice'>;

export const readRestaurantSearch = (params: URLSearchParams): RestaurantSearch => {
  const rating = numberParam(params.get('minRating'));
  return {
    ...readBaseState(params, restaurantSorts),
    cuisine: enumParam(params.get('cuisine'), cuisines),
    minRating: minRatings.find((known) => known === rating) ?? null,
    ...readPriceRange(params),
  };
};

export const noRestaurantFilters: Partial<RestaurantSearch> = { q: '', city: null, cuisine: null, minRating: null, minPrice: null, maxPrice: null };

export const activeRestaurantFilters = (search: RestaurantSearch) => countSet(search.cuisine, search.minRating, search.minPrice, search.maxPrice);

export function restaurantListVariables(country: string, search: RestaurantSearch): RestaurantListQueryVariables {
  const filter: RestaurantFilter = {
    ...sharedFilter(search),
    cuisine: enumValue<Cuisine>(search.cuisine),
    minRating: search.minRating,
    ...priceFilter(search),
  };
  return listVariables(country, search.page, filter, sortValues[search.sort]);
}
