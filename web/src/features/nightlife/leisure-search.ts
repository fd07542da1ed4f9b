// The leisure list's URL state and the variables it sends.
import type { LeisureFilter, LeisureListQueryVariables, LeisureSort, LeisureType } from '../../gql/graphql';
import {
  compactFilter,
  countSet,
  enumValue,
  priceFilter,
  sharedFilter,
  enumParam,
  numberParam,
  pageOf,
  readBaseState,
  type BaseListState,
} from '../listings/url-state';

export const leisureSorts = ['relevance', 'price-asc', 'price-desc'] as const;
export type LeisureSortKey = (typeof leisureSorts)[number];
const sortValues: Record<LeisureSortKey, LeisureSort> = { relevance: 'RELEVANCE', 'price-asc': 'PRICE_ASC', 'price-desc': 'PRICE_DESC' };

export const leisureTypes = ['bar', 'club', 'walk', 'events', 'festivals', 'sports'] as const;
export type LeisureTypeKey = (typeof leisureTypes)[number];

export interface LeisureSearch extends BaseListState<LeisureSortKey> {
  type: LeisureTypeKey | null;
  openNow: boolean;
  minPrice: number | null;
  maxPrice: number | null;
}

export type LeisureFilterValues = Pick<LeisureSearch, 'type' | 'openNow' | 'minPrice' | 'maxPrice'>;

export const readLeisureSearch = (params: URLSearchParams): LeisureSearch => ({
  ...readBaseState(params, leisureSorts),
  type: enumParam(params.get('type'), leisureTypes),
  // Spec §3: open_now travels as 1.
  openNow: params.get('openNow') === '1',
  minPrice: numberParam(params.get('minPrice')),
  maxPrice: numberParam(params.get('maxPrice')),
});

export const leisureDefaults = { sort: 'relevance', view: 'grid', page: '1' } as const;

export const noLeisureFilters: Partial<LeisureSearch> = { q: '', city: null, type: null, openNow: false, minPrice: null, maxPrice: null };

export const activeLeisureFilters = (search: LeisureSearch) => countSet(search.type, search.openNow, search.minPrice, search.maxPrice);

export function leisureListVariables(country: string, search: LeisureSearch): LeisureListQueryVariables {
  const filter: LeisureFilter = {
    ...sharedFilter(search),
    type: enumValue<LeisureType>(search.type),
    openNow: search.openNow || null,
    ...priceFilter(search),
  };
  return { country, filter: compactFilter(filter), sort: sortValues[search.sort], paging: pageOf(search.page) };
}
