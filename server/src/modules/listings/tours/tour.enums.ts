// The closed sets of a tour: its categories and the sorts of its list. GraphQL registers them (tour.types.ts).

export enum TourCategory {
  CULTURAL = 'cultural',
  WILDLIFE = 'wildlife',
  ADVENTURE = 'adventure',
}

/** Spec §9 tour sorts, all applied. */
export enum TourSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
  DURATION_ASC = 'duration-asc',
  DURATION_DESC = 'duration-desc',
}
