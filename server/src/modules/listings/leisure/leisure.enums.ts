// The closed sets of a leisure venue: its types and the sorts of its list. GraphQL registers them (leisure.types.ts).

export enum LeisureType {
  BAR = 'bar',
  CLUB = 'club',
  WALK = 'walk',
  EVENTS = 'events',
  FESTIVALS = 'festivals',
  SPORTS = 'sports',
}

/** Spec §9 leisure sorts, all applied; price is the entry (or average) price. */
export enum LeisureSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
}
