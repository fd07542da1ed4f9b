// The tour list's URL state and the variables it sends.
import type { TourCategory, TourFilter, TourListQueryVariables, TourSort } from '../../gql/graphql';
import {
  countSet,
  dateParam,
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

export const tourSorts = ['relevance', 'price-asc', 'price-desc', 'duration-asc', 'duration-desc'] as const;
export type TourSortKey = (typeof tourSorts)[number];
const sortValues: Record<TourSortKey, TourSort> = {
  relevance: 'RELEVANCE',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  'duration-asc': 'DURATION_ASC',
  'duration-desc': 'DURATION_DESC',
};

export const tourCategories = ['cultural', 'wildlife', 'adventure'] as const;
export type TourCategoryKey = (typeof tourCategories)[number];

export interface TourSearch extends BaseListState<TourSortKey>, PriceRange {
  from: string | null;
  to: string | null;
  category: TourCategoryKey | null;
  minDays: number | null;
  maxDays: number | null;
}

export type TourFilterValues = Pick<TourSearch, 'category' | 'minDays' | 'maxDays' | 'minPrice' | 'maxPrice'>;

export const readTourSearch = (params: URLSearchParams): TourSearch => ({
  ...readBaseState(params, tourSorts),
  from: dateParam(params.get('from')),
  to: dateParam(params.get('to')),
  category: enumParam(params.get('category'), tourCategories),
  minDays: numberParam(params.get('minDays')),
  maxDays: numberParam(params.get('maxDays')),
  ...readPriceRange(params),
});

export const noTourFilters: Partial<TourSearch> = {
  q: '',
  city: null,
  from: null,
  to: null,
  category: null,
  minDays: null,
  maxDays: null,
  minPrice: null,
  maxPrice: null,
};

export const activeTourFilters = (search: TourSearch) => countSet(search.category, search.minDays, search.maxDays, search.minPrice, search.maxPrice);

export function tourListVariables(country: string, search: TourSearch): TourListQueryVariables {
  const filter: TourFilter = {
    ...sharedFilter(search),
    category: enumValue<TourCategory>(search.category),
    minDays: search.minDays,
    maxDays: search.maxDays,
    ...priceFilter(search),
    from: search.from,
    to: search.to,
  };
  return listVariables(country, search.page, filter, sortValues[search.sort]);
}
