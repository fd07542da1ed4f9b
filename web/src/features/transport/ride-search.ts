// The ride list's URL state and the variables it sends.
import type { RideFilter, RideListQueryVariables, RideSort, TransportType } from '../../gql/graphql';
import { enumParam, enumValue, sharedFilter, readBaseState, type BaseListState, listVariables } from '../listings/url-state';

export const rideSorts = ['relevance', 'price-asc', 'price-desc'] as const;
export type RideSortKey = (typeof rideSorts)[number];
const sortValues: Record<RideSortKey, RideSort> = { relevance: 'RELEVANCE', 'price-asc': 'PRICE_ASC', 'price-desc': 'PRICE_DESC' };

export const rideTypes = ['safari', 'city', 'group', 'motorcycle'] as const;
export type RideTypeKey = (typeof rideTypes)[number];

export interface RideSearch extends BaseListState<RideSortKey> {
  type: RideTypeKey | null;
}

export const readRideSearch = (params: URLSearchParams): RideSearch => ({
  ...readBaseState(params, rideSorts),
  type: enumParam(params.get('type'), rideTypes),
});

export const noRideFilters: Partial<RideSearch> = { q: '', city: null, type: null };

export function rideListVariables(country: string, search: RideSearch): RideListQueryVariables {
  const filter: RideFilter = {
    ...sharedFilter(search),
    type: enumValue<TransportType>(search.type),
  };
  return listVariables(country, search.page, filter, sortValues[search.sort]);
}
