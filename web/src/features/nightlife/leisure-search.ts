// The leisure list's URL state and the variables it sends.
import type { LeisureFilter, LeisureListQueryVariables, LeisureSort, LeisureType } from '../../gql/graphql';
import {
  countSet,
  enumValue,
  priceFilter,
  sharedFilter,
  enumParam,
  readBaseState,
  type BaseListState,
  listVariables,
  readPriceRange,
  type PriceRange,
} from '../listings/url-state';

export const leisureSorts = ['relevance', 'price-asc', 'price-desc'] as const;
export type LeisureSortKey = (typeof leisureSorts)[number];
const sortValues: Record<LeisureSortKey, LeisureSort> = { relevance: 'RELEVANCE', 'price-asc': 'PRICE_ASC', 'price-desc': 'PRICE_DESC' };

export const leisureTypes = ['bar', 'club', 'walk', 'events', 'festivals', 'sports'] as const;
export type LeisureTypeKey = (typeof leisureTypes)[number];

export interface LeisureSearch extends BaseListState<LeisureSortKey>, PriceRange {
  type: LeisureTypeKey | null;
  openNow: boolean;
}

export type LeisureFilterValues = Pick<LeisureSearch, 'type' | 'openNow' | 'minPrice' | 'maxPrice'>;

export const readLeisureSearch = (params: URLSearchParams): LeisureSearch => ({
  ...readBaseState(params, leisureSorts),
  type: enumParam(params.get('type'), leisureTypes),
  // Spec §3: open_now travels as 1.
  openNow: params.get('openNow') === '1',
  ...readPriceRange(params),
});

export const noLeisureFilters: Partial<LeisureSearch> = { q: '', city: null, type: null, openNow: false, minPrice: null, maxPrice: null };

export const activeLeisureFilters = (search: LeisureSearch) => countSet(search.type, search.openNow, search.minPrice, search.maxPrice);

export function leisureListVariables(country: string, search: LeisureSearch): LeisureListQueryVariables {
  const filter: LeisureFilter = {
    ...sharedFilter(search),
    type: enumValue<LeisureType>(search.type),
    openNow: search.openNow || null,
    ...priceFilter(search),
  };
  return listVariables(country, search.page, filter, sortValues[search.sort]);
}
