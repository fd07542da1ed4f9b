// The list queries the benchmarks run, as the web app sends them (one per listing type).
export interface ListQuery {
  name: string;
  /** Root field of the query; its result has `nodes` and `totalCount`. */
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

export const listQueries: ListQuery[] = [
  {
    name: 'hotels',
    field: 'hotels',
    document: /* GraphQL */ `
      query HotelList($country: String!, $filter: HotelFilter, $sort: HotelSort, $paging: PageInput) {
        hotels(country: $country, filter: $filter, sort: $sort, paging: $paging) {
          totalCount
          pageInfo { page pageSize totalPages hasNextPage hasPreviousPage endCursor }
          nodes { id name type stars location imageUrl pricePerNight { amount currency } city { id name } }
        }
      }`,
    variables: { country: 'KE', sort: 'RELEVANCE' },
  },
  {
    name: 'tours (with itinerary, departures)',
    field: 'tours',
    document: /* GraphQL */ `
      query TourList($country: String!, $paging: PageInput) {
        tours(country: $country, paging: $paging) {
          totalCount
          nodes { id name category durationDays location imageUrl price { amount } itinerary { title } departures { date seatsLeft } }
        }
      }`,
    variables: { country: 'KE' },
  },
  {
    name: 'restaurants (with floor plan)',
    field: 'restaurants',
    document: /* GraphQL */ `
      query RestaurantList($country: String!, $paging: PageInput) {
        restaurants(country: $country, paging: $paging) {
          totalCount
          nodes { id name cuisine rating location imageUrl averagePrice { amount } floorPlan { id seats } openingHours { weekday } }
        }
      }`,
    variables: { country: 'KE' },
  },
  {
    name: 'leisure venues',
    field: 'leisureVenues',
    document: /* GraphQL */ `
      query LeisureList($country: String!, $paging: PageInput) {
        leisureVenues(country: $country, paging: $paging) {
          totalCount
          nodes { id name type location imageUrl openTime closeTime openNow djs entryPrice { amount } }
        }
      }`,
    variables: { country: 'KE' },
  },
  {
    name: 'rides (with vehicles)',
    field: 'rides',
    document: /* GraphQL */ `
      query RideList($country: String!, $paging: PageInput) {
        rides(country: $country, paging: $paging) {
          totalCount
          nodes { id name type status location imageUrl pricePerDay { amount } vehicles { model seats } }
        }
      }`,
    variables: { country: 'KE' },
  },
];
