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
];
